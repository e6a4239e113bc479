import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/rescission/dates';
import { checkDeadline } from '@shared/rescission/deadline';
import { formatLongDate } from '@shared/rescission/dates';
import { helpInterviews } from '../../db/schema';
import { bearer, createClientAccount, type TestAccount } from '../../testing/accounts';
import { pdfText } from '../../testing/pdf-text';
import { expectSignInRequired, refusedSignIns } from '../../testing/refused-sign-ins';
import { useTestApp } from '../../testing/use-test-app';
import { TODAY_OUT_OF_RANGE } from './routes';

const testApp = useTestApp();

const today = new Date().toISOString().slice(0, 10);
const floridaBuyer = {
  state: 'florida',
  signedWhen: 'last-30-days',
  signedOn: addDays(today, -2),
  disclosureOn: '',
  keepUsing: 'leave',
  exitCompany: 'asked',
  exitCompanyName: 'Sunset Exit Partners',
  unwantedCalls: 'yes',
  loan: 'no',
  feeProblem: 'no',
  tried: ['nothing'],
};

const save = (account: TestAccount, payload: unknown) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/help/answers',
    payload: payload as object,
    headers: bearer(account.token),
  });
const read = (account: TestAccount) =>
  testApp.app.inject({ method: 'GET', url: '/api/help/answers', headers: bearer(account.token) });

async function rows() {
  const [row] = await testApp.database.db.select({ n: count() }).from(helpInterviews);
  return row!.n;
}

describe('answers kept on the account', () => {
  it('are empty at first, then kept, replaced and forgotten', async () => {
    const client = await createClientAccount(testApp.database.db);
    expect((await read(client)).json()).toEqual({ answers: {}, savedAt: null });

    const saved = await save(client, { answers: floridaBuyer });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().answers).toEqual(floridaBuyer);
    expect((await read(client)).json()).toEqual(saved.json());

    // Moving to an older purchase closes the date branch: its answers are not kept.
    const changed = await save(client, { answers: { ...floridaBuyer, signedWhen: 'earlier' } });
    expect(changed.json().answers.signedOn).toBeUndefined();
    expect(changed.json().answers.disclosureOn).toBeUndefined();

    const forgotten = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/help/answers',
      headers: bearer(client.token),
    });
    expect(forgotten.statusCode).toBe(204);
    expect((await read(client)).json()).toEqual({ answers: {}, savedAt: null });
  });

  it('are each client’s own', async () => {
    const first = await createClientAccount(testApp.database.db);
    const second = await createClientAccount(testApp.database.db);
    await save(first, { answers: floridaBuyer });
    expect((await read(second)).json().answers).toEqual({});
  });

  it.each([
    ['an unknown question', { ...floridaBuyer, favouriteColour: 'blue' }, 'question we do not ask'],
    ['an unknown state', { ...floridaBuyer, state: 'atlantis' }, 'state must be one of'],
    ['a made-up answer', { ...floridaBuyer, loan: 'maybe' }, 'loan must be one of'],
    [
      'a date that is not a date',
      { ...floridaBuyer, signedOn: '26/11/2026' },
      'signedOn must be a date',
    ],
    ['a long company name', { ...floridaBuyer, exitCompanyName: 'x'.repeat(121) }, 'at most 120'],
  ])('refuse %s with a clear message and keep what was saved', async (_name, answers, message) => {
    const client = await createClientAccount(testApp.database.db);
    await save(client, { answers: floridaBuyer });
    const response = await save(client, { answers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await read(client)).json().answers).toEqual(floridaBuyer);
  });

  it('need a client sign-in', async () => {
    const before = await rows();
    await expectSignInRequired(
      testApp.app,
      [
        { method: 'GET', url: '/api/help/answers' },
        { method: 'PUT', url: '/api/help/answers', payload: { answers: floridaBuyer } },
        { method: 'DELETE', url: '/api/help/answers' },
      ],
      await refusedSignIns(testApp.database.db, 'client'),
    );
    expect(await rows()).toBe(before);
  });
});

describe('the plan as a PDF', () => {
  const planDocument = (payload: object, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: '/api/help/plan-document', payload, headers });

  it('holds the urgent step with the deadline checker’s last day, the law and the disclaimer', async () => {
    const response = await planDocument({ answers: floridaBuyer, today });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('my-action-plan.pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const checker = checkDeadline({ stateId: 'florida', signedOn: floridaBuyer.signedOn }, today);
    if (checker.status !== 'open') throw new Error('Expected an open period');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Urgent: act now');
    expect(text).toContain(`Mail your cancellation letter by ${formatLongDate(checker.lastDay)}`);
    expect(text).toContain('Fla. Stat. § 721.10');
    expect(text).toContain('Do not pay Sunset Exit Partners up front');
    expect(text).toContain('1-877-FTC-HELP (382-4357)');
    expect(text).toContain('general information, not legal advice');
  });

  it('is written in the language of the page that asks for it', async () => {
    const response = await planDocument(
      { answers: floridaBuyer, today },
      { 'accept-language': 'es-US,es;q=0.9' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('mi-plan-de-accion.pdf');
    const checker = checkDeadline({ stateId: 'florida', signedOn: floridaBuyer.signedOn }, today);
    if (checker.status !== 'open') throw new Error('Expected an open period');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Su plan de acción');
    expect(text).toContain('Urgente: actúe ahora');
    expect(text).toContain(formatLongDate(checker.lastDay, 'es-US'));
    expect(text).toContain('Fla. Stat. § 721.10');
    expect(text).toContain('/es/resources/');
    expect(text).not.toContain('Urgent: act now');
    expect(text).not.toContain('general information, not legal advice');
    expect(text).not.toContain('General information, not legal advice');
  });

  it('refuses bad answers and a today that is not today', async () => {
    const bad = await planDocument({ answers: { ...floridaBuyer, state: 'atlantis' }, today });
    expect(bad.statusCode).toBe(400);
    const wrongDay = await planDocument({ answers: floridaBuyer, today: '2020-01-01' });
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().message).toBe(TODAY_OUT_OF_RANGE);
  });
});

describe('deleting an account', () => {
  it('deletes its kept answers', async () => {
    const client = await createClientAccount(testApp.database.db);
    await save(client, { answers: floridaBuyer });
    const { userAccounts } = await import('../../db/schema');
    await testApp.database.db.delete(userAccounts).where(eq(userAccounts.id, client.id));
    const kept = await testApp.database.db
      .select()
      .from(helpInterviews)
      .where(eq(helpInterviews.userId, client.id));
    expect(kept).toEqual([]);
  });
});
