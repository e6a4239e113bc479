import { z } from 'zod/mini';
import { submissionStatuses } from '../domain-values';

/*
 * The admin inbox: intake requests and contact messages from the public forms, each with a
 * status (new, in progress, handled) and a note staff keep for each other. From an intake
 * request staff can invite the person to create an account; once they do, the request is
 * linked to the account and to its first case.
 */

export const inboxKinds = ['intake', 'contact'] as const;
export type InboxKind = (typeof inboxKinds)[number];

export const INBOX_PAGE_SIZE = 25;

export const inboxListQuerySchema = z.object({
  status: z._default(
    z.enum([...submissionStatuses, 'all'], {
      error: 'Status must be new, in progress, handled or all.',
    }),
    'all',
  ),
  /** Searches names, e-mail and the text of the request or message. */
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(200, 'Search must be 200 characters or fewer.')),
  ),
  page: z._default(
    z.coerce
      .number({ error: 'Page must be a number.' })
      .check(z.int('Page must be a whole number.'), z.minimum(1, 'Page must be 1 or more.')),
    1,
  ),
});
export type InboxListQuery = z.output<typeof inboxListQuerySchema>;

const inboxItemShape = {
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.enum(submissionStatuses),
  internalNote: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const intakeItemSchema = z.object({
  ...inboxItemShape,
  /** The short reference the person was given; null on requests sent before references. */
  reference: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  timeshareCompany: z.string(),
  purchaseDate: z.nullable(z.string()),
  /** Where the contract was signed (a value of signingPlaceOptions) and the day, if given. */
  signedState: z.nullable(z.string()),
  signedOn: z.nullable(z.string()),
  /** When it arrived, the answers suggested the period to cancel may still be open. */
  timeCritical: z.boolean(),
  /** The earliest the period can end (YYYY-MM-DD), when the state is in our data. */
  rescissionLastDay: z.nullable(z.string()),
  situation: z.string(),
  /** When staff last e-mailed the invitation to create an account. */
  invitedAt: z.nullable(z.string()),
  /** The account created from the invitation. */
  client: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** That account's first case. */
  case: z.nullable(z.object({ id: z.string(), caseNumber: z.string() })),
});
export type IntakeItem = z.infer<typeof intakeItemSchema>;

export const contactItemSchema = z.object({
  ...inboxItemShape,
  subject: z.string(),
  message: z.string(),
});
export type ContactItem = z.infer<typeof contactItemSchema>;

function pageOf<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
}
export const intakeListSchema = pageOf(intakeItemSchema);
export type IntakeList = z.infer<typeof intakeListSchema>;
export const contactListSchema = pageOf(contactItemSchema);
export type ContactList = z.infer<typeof contactListSchema>;

/** Change the status, the note, or both; an empty note clears it. */
export const inboxItemChangeSchema = z
  .object({
    status: z.optional(
      z.enum(submissionStatuses, { error: 'Status must be new, in progress or handled.' }),
    ),
    /** An empty note (or null) clears it. */
    internalNote: z.optional(
      z.nullable(
        z.string().check(z.trim(), z.maxLength(5000, 'The note must be 5000 characters or fewer.')),
      ),
    ),
  })
  .check(
    z.refine((change) => change.status !== undefined || change.internalNote !== undefined, {
      message: 'Please change the status or the note.',
      // On a field: the server answers a whole-body issue with a generic "send JSON" message.
      path: ['status'],
    }),
  );
export type InboxItemChangeInput = z.input<typeof inboxItemChangeSchema>;
export type InboxItemChange = z.output<typeof inboxItemChangeSchema>;

export const SUBMISSION_NOT_FOUND_MESSAGE = 'We could not find that request or message.';
/** 409 when the person already has a client account: there is nothing to invite them to. */
export const ALREADY_REGISTERED_MESSAGE =
  'This person already has an account with that e-mail address, so there is nothing to invite them to.';
export const invitationSentMessage = (email: string) =>
  `We have e-mailed ${email} a link to create an account.`;

/** The invitation link stays usable this long. */
export const INTAKE_INVITE_LIFETIME_DAYS = 30;

/** GET /api/auth/invitations/:token: what the sign-up form is pre-filled with. */
export const invitationSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export { INVITATION_INVALID_MESSAGE } from './public-form-texts';

/** GET /api/admin/overview: the numbers on the admin home page, each linking to its list. */
export const adminOverviewSchema = z.object({
  newIntakeRequests: z.number(),
  unreadContactMessages: z.number(),
  /** Callback requests nobody has scheduled yet. */
  newCallbackRequests: z.number(),
  /** Cases not yet completed or closed, by status. */
  openCasesByStatus: z.object({
    submitted: z.number(),
    reviewing: z.number(),
    in_progress: z.number(),
  }),
  /** Open cases with priority urgent. */
  urgentCases: z.number(),
  pendingPartnerApplications: z.number(),
  failedJobs: z.number(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
