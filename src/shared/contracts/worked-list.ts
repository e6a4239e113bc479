import { z } from 'zod/mini';
import { english } from '../i18n/translate-issue';
import { type TextDescriptor, text } from '../i18n/text';

/*
 * What every list staff work through shares (inbox requests and messages, callback requests):
 * a page of items with the total, a query by status and search text, and a change of an
 * item's status or staff note.
 */

export function pageOf<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
}

/** `?status=…&q=…&page=…`: a status or all, an optional search, a page from 1. */
export function workedListQuerySchema<Status extends string>(
  statuses: readonly [Status, ...Status[]],
  /** `text('Status must be new, in progress, handled or all.')` */
  unknownStatus: TextDescriptor,
) {
  const withAll: [Status | 'all', ...(Status | 'all')[]] = [...statuses, 'all'];
  const status = z.enum(withAll, { error: english(unknownStatus) });
  return z.object({
    // 'all' is one of the enum's values; zod's types cannot see that through the generic.
    status: z._default(status, 'all' as never),
    q: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(200, english(text('Search must be 200 characters or fewer.'))),
        ),
    ),
    page: z._default(
      z.coerce
        .number({ error: english(text('Page must be a number.')) })
        .check(
          z.int(english(text('Page must be a whole number.'))),
          z.minimum(1, english(text('Page must be 1 or more.'))),
        ),
      1,
    ),
  });
}

/** Change the status, the note, or both; an empty note (or null) clears it. */
export function itemChangeSchema<Status extends string>(
  statuses: readonly [Status, ...Status[]],
  /** `text('Status must be new, in progress or handled.')` */
  unknownStatus: TextDescriptor,
) {
  return z
    .object({
      status: z.optional(z.enum(statuses, { error: english(unknownStatus) })),
      internalNote: z.optional(
        z.nullable(
          z
            .string()
            .check(
              z.trim(),
              z.maxLength(5000, english(text('The note must be 5000 characters or fewer.'))),
            ),
        ),
      ),
    })
    .check(
      z.refine((change) => change.status !== undefined || change.internalNote !== undefined, {
        message: english(text('Please change the status or the note.')),
        // On a field: the server answers a whole-body issue with a generic "send JSON" message.
        path: ['status'],
      }),
    );
}
