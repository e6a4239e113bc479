import { eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { caseDocumentRequests, caseDocuments, caseUpdates, cases } from '../../db/schema';

/*
 * Who may see or touch a case, its updates, documents, messages and document requests: the one
 * place that decides it (architecture.md, "Identity and access"). Every read of cases for a
 * client, a partner firm or staff, and the client's account export, takes its conditions from
 * here:
 * - a client sees their own cases; a partner firm the cases assigned to it; staff every case
 *   (which staff role may call which route is the guards' business, not this module's);
 * - the client sees public items, and the documents they uploaded themselves;
 * - the assigned partner firm sees public items, its own private items and the
 *   organization's internal ones, but never another firm's private items: those stay with
 *   the firm that wrote them when a case is reassigned (decision 013);
 * - staff see everything;
 * - a case's conversation (case_messages) is one thread between the three sides: whoever may
 *   see the case sees all of its messages.
 * - the document requests of a case are seen by everyone who sees the case (nothing in them is
 *   private to one side); a partner firm may cancel the ones it asked for, staff any of them,
 *   the client none (`cancellableRequests`).
 * A case the reader may not see is looked up like any other and simply not found, so callers
 * answer it with the same 404 as a case that does not exist.
 *
 * Scoping by the same columns for other reasons stays where it is: counting a client's cases
 * for the case limits, deleting an account with everything on its cases, joining a case's
 * partner or client for display.
 */

/**
 * Who is reading. The principals the auth guards give routes (platform/auth/guards.ts) have
 * this shape, so a route's principal is a reader as it is: the client's account id, the
 * partner firm's id; staff need none. `Id` is a placeholder only in prepared statements.
 */
export type CaseReader<Id extends string | Placeholder = string> =
  { kind: 'client'; id: Id } | { kind: 'partner'; id: Id } | { kind: 'staff' };

/** Any reader, its id possibly a placeholder of a prepared statement. */
type AnyReader = CaseReader<string | Placeholder>;

export const clientReader = (clientId: string): CaseReader => ({ kind: 'client', id: clientId });
export const partnerReader = (partnerId: string): CaseReader => ({
  kind: 'partner',
  id: partnerId,
});
export const staffReader: CaseReader = { kind: 'staff' };

const everything = sql`true`;

/** The cases this reader may see (a condition on `cases`). */
export function caseVisibleTo(reader: AnyReader): SQL {
  switch (reader.kind) {
    case 'client':
      return eq(cases.userId, reader.id);
    case 'partner':
      return eq(cases.assignedPartnerId, reader.id);
    case 'staff':
      return everything;
  }
}

/**
 * The updates of a case this reader may see (a condition on `case_updates`; combine it with
 * the case's id and `caseVisibleTo`, or look the case up with `caseVisibleTo` first).
 */
export function visibleUpdates(reader: AnyReader): SQL {
  if (reader.kind === 'staff') return everything;
  const isPublic = eq(caseUpdates.isPublic, true);
  if (reader.kind === 'client') return isPublic;
  return or(
    isPublic,
    isNull(caseUpdates.authorPartnerId),
    eq(caseUpdates.authorPartnerId, reader.id),
  )!;
}

/**
 * The documents of a case this reader may see, for lists and downloads alike (a condition on
 * `case_documents`; combine it as `visibleUpdates`).
 */
export function visibleDocuments(reader: AnyReader): SQL {
  if (reader.kind === 'staff') return everything;
  const isPublic = eq(caseDocuments.isPublic, true);
  if (reader.kind === 'client') {
    // The client's own uploads are theirs to see whatever isPublic says. They are stored as
    // public (isPublic true: the client sees them, and the flag tells the firm and staff so)
    // with no uploadedByPartnerId, so the assigned firm, whichever it is now or later, sees
    // them below as public ones. The rules for the firms' own items are untouched: another
    // firm's private document stays hidden from every firm but its own.
    return or(isPublic, eq(caseDocuments.uploadedByClientId, reader.id))!;
  }
  return or(
    isPublic,
    isNull(caseDocuments.uploadedByPartnerId),
    eq(caseDocuments.uploadedByPartnerId, reader.id),
  )!;
}

/**
 * The messages of a case this reader may see (a condition on `case_messages`; combine it as
 * `visibleUpdates`): the whole conversation, for every reader who may see the case.
 */
export function visibleMessages(_reader: AnyReader): SQL {
  return everything;
}

/**
 * The requests of a case this reader may cancel (a condition on `case_document_requests`;
 * combine it as `visibleUpdates`): a partner firm those it asked for, staff any, the client
 * none.
 */
export function cancellableRequests(reader: AnyReader): SQL {
  switch (reader.kind) {
    case 'client':
      return sql`false`;
    case 'partner':
      return eq(caseDocumentRequests.askedByPartnerId, reader.id);
    case 'staff':
      return everything;
  }
}
