import { asc, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '@shared/i18n/locales';
import type { SiteConfig } from '@shared/site-config';
import type { Executor } from '../../db/client';
import { cases, partners, users } from '../../db/schema';
import { enqueueMail } from '../../platform/mail';
import { clientDeletedCasesLetter, type CaseWorker } from './emails';

/*
 * A client's deletion removes the work others did on their cases, so the people doing it are
 * told (decision 014): the assigned partner firm and the staff owner of each case, one e-mail
 * each, naming the case numbers and nothing else about the client.
 */

/**
 * Queues one e-mail to each active partner firm and staff owner of the client's cases, in
 * the deletion's transaction (sent only if the deletion commits).
 */
export async function notifyCaseWorkers(
  tx: Executor,
  site: SiteConfig,
  clientId: string,
): Promise<void> {
  const rows = await tx
    .select({
      caseNumber: cases.caseNumber,
      partnerEmail: partners.email,
      partnerName: partners.contactPerson,
      partnerActive: partners.isActive,
      partnerLocale: partners.locale,
      staffEmail: users.email,
      staffName: users.firstName,
      staffActive: users.isActive,
      staffLocale: users.locale,
    })
    .from(cases)
    .leftJoin(partners, eq(partners.id, cases.assignedPartnerId))
    .leftJoin(users, eq(users.id, cases.assignedTo))
    .where(eq(cases.userId, clientId))
    .orderBy(asc(cases.caseNumber));

  const recipients = new Map<string, { worker: CaseWorker; caseNumbers: string[] }>();
  const add = (worker: CaseWorker, caseNumber: string) => {
    const key = `${worker.kind}:${worker.email.toLowerCase()}`;
    const entry = recipients.get(key) ?? { worker, caseNumbers: [] };
    entry.caseNumbers.push(caseNumber);
    recipients.set(key, entry);
  };
  for (const row of rows) {
    if (row.partnerEmail && row.partnerName && row.partnerActive) {
      add(
        {
          kind: 'partner',
          email: row.partnerEmail,
          name: row.partnerName,
          locale: row.partnerLocale ?? DEFAULT_LOCALE,
        },
        row.caseNumber,
      );
    }
    if (row.staffEmail && row.staffName && row.staffActive) {
      add(
        {
          kind: 'staff',
          email: row.staffEmail,
          name: row.staffName,
          locale: row.staffLocale ?? DEFAULT_LOCALE,
        },
        row.caseNumber,
      );
    }
  }
  for (const { worker, caseNumbers } of recipients.values()) {
    await enqueueMail(tx, clientDeletedCasesLetter(worker, site, caseNumbers));
  }
}
