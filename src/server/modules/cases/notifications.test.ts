import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '@shared/site-config';
import type { DatabaseHandle } from '../../db/client';
import { jobs, userPreferences } from '../../db/schema';
import { createClientAccount } from '../../testing/accounts';
import { queuedMail } from '../../testing/outbox';
import { createTestDatabase } from '../../testing/test-database';
import { notifyClientOfCaseChange, openCase, type CaseMailContext } from './service';

const context: CaseMailContext = {
  publicUrl: 'https://tra.example.org',
  site: defaultSiteConfig,
};

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
afterEach(async () => {
  await database.db.delete(jobs);
});

/** A client with one case (its confirmation e-mail already cleared away). */
async function clientWithCase(notificationFrequency?: string) {
  const db = database.db;
  const account = await createClientAccount(db, { firstName: 'Walter' });
  if (notificationFrequency) {
    await db.insert(userPreferences).values({ userId: account.id, notificationFrequency });
  }
  const opened = await openCase(
    db,
    account.id,
    {
      timeshareCompany: 'Blue Lagoon Resorts',
      purchaseDate: undefined,
      situation: 'Fees keep rising.',
      priority: 'high',
    },
    context,
  );
  await db.delete(jobs);
  return { account, opened };
}

describe('notifyClientOfCaseChange', () => {
  it('e-mails a client with no stored preferences (default weekly) about a new status', async () => {
    const { account, opened } = await clientWithCase();
    await notifyClientOfCaseChange(
      database.db,
      { caseId: opened.id, change: { kind: 'status', status: 'reviewing' } },
      context,
    );
    const mail = await queuedMail(database.db);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(account.email);
    expect(mail[0]!.subject).toContain(opened.caseNumber);
    expect(mail[0]!.subject).toContain('Under Review');
    expect(mail[0]!.text).toContain('Dear Walter,');
    expect(mail[0]!.text).toContain('https://tra.example.org/dashboard');
  });

  it('e-mails a weekly client the title and text of a new public update', async () => {
    const { account, opened } = await clientWithCase('weekly');
    await notifyClientOfCaseChange(
      database.db,
      {
        caseId: opened.id,
        change: {
          kind: 'update',
          title: 'Demand letter sent',
          description: 'We sent the resort a demand letter today.',
        },
      },
      context,
    );
    const mail = await queuedMail(database.db);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(account.email);
    expect(mail[0]!.text).toContain('Demand letter sent');
    expect(mail[0]!.text).toContain('We sent the resort a demand letter today.');
  });

  it('queues nothing for a client who chose never', async () => {
    const { opened } = await clientWithCase('never');
    for (const change of [
      { kind: 'status', status: 'completed' } as const,
      { kind: 'update', title: 'Done', description: 'All finished.' } as const,
    ]) {
      await notifyClientOfCaseChange(database.db, { caseId: opened.id, change }, context);
    }
    expect(await queuedMail(database.db)).toEqual([]);
  });

  it('queues nothing for an unknown case', async () => {
    await notifyClientOfCaseChange(
      database.db,
      {
        caseId: '00000000-0000-4000-8000-000000000000',
        change: { kind: 'status', status: 'closed' },
      },
      context,
    );
    expect(await queuedMail(database.db)).toEqual([]);
  });

  it('joins the caller transaction: a rollback leaves no e-mail behind', async () => {
    const { opened } = await clientWithCase();
    await expect(
      database.db.transaction(async (tx) => {
        await notifyClientOfCaseChange(
          tx,
          { caseId: opened.id, change: { kind: 'status', status: 'in_progress' } },
          context,
        );
        throw new Error('the status change failed');
      }),
    ).rejects.toThrow('the status change failed');
    expect(await queuedMail(database.db)).toEqual([]);
  });
});
