import { eq } from 'drizzle-orm';
import type { TrackInteractionRequest } from '@shared/contracts/recommendations';
import type { ResourceType } from '@shared/domain-values';
import type { Executor } from '../../db/client';
import {
  articles,
  legalCases,
  legalForms,
  legalResources,
  legalStatutes,
  resourceInteractions,
} from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

export const SESSION_REQUIRED_MESSAGE = english(text('sessionId is required when not signed in.'));
/** Metadata is for small context such as `{source: 'dashboard'}`, not documents. */
const METADATA_MAX_CHARS = 2000;

const unknownResource = (resourceType: ResourceType) =>
  notFound(
    text('There is no {resource} with this id.', { resource: resourceType.replace('_', ' ') }),
  );

const legalTables = {
  legal_statute: legalStatutes,
  legal_case: legalCases,
  legal_form: legalForms,
  legal_resource: legalResources,
} as const;

/**
 * The stored id of the resource, or 404 when there is none. An article may be named by its id
 * or its slug; it is stored by id so interactions add up per article. A malformed id is
 * simply unknown.
 */
async function resolveResourceId(
  db: Executor,
  resourceType: ResourceType,
  resourceId: string,
): Promise<string> {
  const given = resourceId.trim();
  if (resourceType === 'article') {
    const [row] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(isRowId(given) ? eq(articles.id, given) : eq(articles.slug, given));
    if (!row) throw unknownResource(resourceType);
    return row.id;
  }
  if (!isRowId(given)) throw unknownResource(resourceType);
  const table = legalTables[resourceType];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, given));
  if (!row) throw unknownResource(resourceType);
  return row.id;
}

/**
 * POST /api/track-interaction: stores what a client (by account) or a visitor (by browser
 * session id) did with a resource.
 */
export async function trackInteraction(
  db: Executor,
  caller: { clientId: string | null },
  request: TrackInteractionRequest,
): Promise<void> {
  const sessionId = request.sessionId?.trim() || null;
  if (!caller.clientId && !sessionId) {
    throw new AppError(400, 'VALIDATION_ERROR', SESSION_REQUIRED_MESSAGE);
  }
  const metadata = request.metadata ?? {};
  if (JSON.stringify(metadata).length > METADATA_MAX_CHARS) {
    throw new AppError(400, 'VALIDATION_ERROR', text('metadata is too large.'));
  }
  const resourceId = await resolveResourceId(db, request.resourceType, request.resourceId);
  await db.insert(resourceInteractions).values({
    userId: caller.clientId,
    sessionId: caller.clientId ? null : sessionId,
    resourceType: request.resourceType,
    resourceId,
    actionType: request.interactionType,
    timeSpent: request.timeSpent ?? null,
    rating: request.rating ?? null,
    metadata,
  });
}
