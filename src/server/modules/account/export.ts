import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AccountExport } from '@shared/contracts/account';
import type { Executor } from '../../db/client';
import {
  caseDocuments,
  caseMessages,
  caseUpdates,
  cases,
  intakeSubmissions,
  onboardingAnswers,
  resourceInteractions,
  userAccounts,
  userPreferences,
  helpInterviews,
} from '../../db/schema';
import { notFound } from '../../platform/errors';
import { listRequestsOfCases, toDocumentRequestView } from '../case-requests/requests';
import {
  caseVisibleTo,
  clientReader,
  visibleDocuments,
  visibleMessages,
  visibleUpdates,
} from '../cases/access';
import { toCaseDocumentView, toCaseUpdateView, toClientCase } from '../cases/service';
import { toCaseMessageView } from '../case-messages/service';
import { caseAttentionOf } from '../cases/attention';
import { digestRecordOf } from '../guide-digest/service';
import { text } from '@shared/i18n/text';

/**
 * Everything the client can see about themselves, as one JSON document. Only what the client
 * is shown anyway (cases/access): their cases with the updates and documents they may see
 * (their own uploads among them), the messages on them and the documents asked of them, never
 * private notes, internal fields (password hash, storage keys, assignments) or anything of
 * anyone else.
 */
export async function exportAccount(
  db: Executor,
  clientId: string,
  now = new Date(),
): Promise<AccountExport> {
  const [account] = await db
    .select({
      id: userAccounts.id,
      email: userAccounts.email,
      firstName: userAccounts.firstName,
      lastName: userAccounts.lastName,
      phone: userAccounts.phone,
      hasCompletedOnboarding: userAccounts.hasCompletedOnboarding,
      createdAt: userAccounts.createdAt,
    })
    .from(userAccounts)
    .where(eq(userAccounts.id, clientId));
  if (!account) throw notFound(text('We could not find your account.'));

  const [preferences] = await db
    .select()
    .from(userPreferences)
    .where(eq(userPreferences.userId, clientId));
  const [helpInterview] = await db
    .select()
    .from(helpInterviews)
    .where(eq(helpInterviews.userId, clientId));
  const [onboarding] = await db
    .select()
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.userId, clientId));
  const reader = clientReader(clientId);
  const caseRows = await db
    .select({ row: cases, ...caseAttentionOf({ kind: 'client', id: clientId }) })
    .from(cases)
    .where(caseVisibleTo(reader))
    .orderBy(asc(cases.createdAt));
  const caseIds = caseRows.map(({ row }) => row.id);
  const updates = caseIds.length
    ? await db
        .select()
        .from(caseUpdates)
        .where(and(inArray(caseUpdates.caseId, caseIds), visibleUpdates(reader)))
        .orderBy(desc(caseUpdates.createdAt))
    : [];
  const documents = caseIds.length
    ? await db
        .select()
        .from(caseDocuments)
        .where(and(inArray(caseDocuments.caseId, caseIds), visibleDocuments(reader)))
        .orderBy(desc(caseDocuments.createdAt))
    : [];
  const messages = caseIds.length
    ? await db
        .select()
        .from(caseMessages)
        .where(and(inArray(caseMessages.caseId, caseIds), visibleMessages(reader)))
        .orderBy(asc(caseMessages.createdAt), asc(caseMessages.id))
    : [];
  const requests = await listRequestsOfCases(db, caseIds);
  // Only requests linked to this account: an unlinked one with the same address may be
  // someone else's, since registration does not prove the address (decision 014).
  const intakeRows = await db
    .select()
    .from(intakeSubmissions)
    .where(eq(intakeSubmissions.clientId, clientId))
    .orderBy(asc(intakeSubmissions.createdAt));
  const interactions = await db
    .select()
    .from(resourceInteractions)
    .where(eq(resourceInteractions.userId, clientId))
    .orderBy(asc(resourceInteractions.createdAt));

  return {
    exportedAt: now.toISOString(),
    account: { ...account, createdAt: account.createdAt.toISOString() },
    preferences: preferences
      ? {
          timeshareStatus: preferences.timeshareStatus,
          preferredTopics: preferences.preferredTopics,
          experienceLevel: preferences.experienceLevel,
          previousCancellationAttempts: preferences.previousCancellationAttempts,
          helpTypePriority: preferences.helpTypePriority,
          contentFormatPreferences: preferences.contentFormatPreferences,
          notificationFrequency: preferences.notificationFrequency,
          updatedAt: preferences.updatedAt.toISOString(),
        }
      : null,
    guideDigest: await digestRecordOf(db, clientId),
    onboardingAnswers: onboarding
      ? { answers: onboarding.answers, createdAt: onboarding.createdAt.toISOString() }
      : null,
    helpInterview: helpInterview
      ? { answers: helpInterview.answers, savedAt: helpInterview.updatedAt.toISOString() }
      : null,
    cases: caseRows.map(({ row, ...attention }) => ({
      case: toClientCase(row, attention),
      updates: updates.filter((update) => update.caseId === row.id).map(toCaseUpdateView),
      documents: documents.filter((document) => document.caseId === row.id).map(toCaseDocumentView),
      messages: messages.filter((message) => message.caseId === row.id).map(toCaseMessageView),
      requests: requests.filter((request) => request.caseId === row.id).map(toDocumentRequestView),
    })),
    // What the person wrote; never the staff's status or internal note about it.
    intakeRequests: intakeRows.map((row) => ({
      id: row.id,
      reference: row.reference,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      timeshareCompany: row.timeshareCompany,
      purchaseDate: row.purchaseDate,
      signedState: row.signedState,
      signedOn: row.signedOn,
      situation: row.situation,
      consent: row.consent,
      createdAt: row.createdAt.toISOString(),
    })),
    resourceInteractions: interactions.map((row) => ({
      id: row.id,
      resourceType: row.resourceType,
      resourceId: row.resourceId,
      actionType: row.actionType,
      timeSpent: row.timeSpent,
      rating: row.rating,
      feedback: row.feedback,
      metadata: row.metadata,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
