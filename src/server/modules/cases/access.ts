import { eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { caseDocuments, caseUpdates } from '../../db/schema';

/*
 * Who may see which updates and documents of a case, in one place (design.md, "Identity and
 * access"). Every reader composes these conditions with its own scoping (the client's own
 * case, the partner's assigned case, any case for staff):
 * - the client sees public items only;
 * - the assigned partner firm sees public items, its own private items and the
 *   organization's internal ones, but never another firm's private items: those stay with
 *   the firm that wrote them when a case is reassigned (decision 013);
 * - staff see everything.
 */

export type CaseReader =
  { kind: 'client' } | { kind: 'partner'; partnerId: string } | { kind: 'staff' };

const everything = sql`true`;

/** The updates of a case this reader may see. */
export function visibleUpdates(reader: CaseReader): SQL {
  if (reader.kind === 'staff') return everything;
  const isPublic = eq(caseUpdates.isPublic, true);
  if (reader.kind === 'client') return isPublic;
  return or(
    isPublic,
    isNull(caseUpdates.authorPartnerId),
    eq(caseUpdates.authorPartnerId, reader.partnerId),
  )!;
}

/** The documents of a case this reader may see (list and download alike). */
export function visibleDocuments(reader: CaseReader): SQL {
  if (reader.kind === 'staff') return everything;
  const isPublic = eq(caseDocuments.isPublic, true);
  if (reader.kind === 'client') return isPublic;
  return or(
    isPublic,
    isNull(caseDocuments.uploadedByPartnerId),
    eq(caseDocuments.uploadedByPartnerId, reader.partnerId),
  )!;
}
