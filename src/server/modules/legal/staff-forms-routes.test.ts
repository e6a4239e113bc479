import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CmsLegalForm, CmsLegalFormSummary } from '@shared/contracts/cms-legal-forms';
import type { Letter } from '@shared/contracts/letters';
import { auditLog, legalForms } from '../../db/schema';
import { seedLegalForms } from '../../db/seed/legal/forms';
import {
  bearer,
  createClientAccount,
  createPartnerAccount,
  createStaffAccount,
  type TestAccount,
} from '../../testing/accounts';
import { expectSignInRequired, refusedSignIns } from '../../testing/refused-sign-ins';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp();
let editor: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  await seedLegalForms(testApp.database.db);
  editor = await createStaffAccount(testApp.database.db, 'editor');
  admin = await createStaffAccount(testApp.database.db, 'admin');
});

function call(method: InjectOptions['method'], url: string, token?: string, payload?: object) {
  return testApp.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

async function formOf(purpose: string, jurisdiction: string) {
  const [row] = await testApp.database.db
    .select()
    .from(legalForms)
    .where(and(eq(legalForms.purpose, purpose), eq(legalForms.jurisdiction, jurisdiction)));
  return row!;
}

/** The form's texts as a PUT body, with the given changes. */
function editOf(form: typeof legalForms.$inferSelect, changes: object = {}) {
  return {
    title: form.title,
    description: form.description,
    instructions: form.instructions,
    template: form.template,
    isPublic: form.isPublic,
    ...changes,
  };
}

describe('CMS legal forms', () => {
  it('lists every form with its purpose for editors and admins', async () => {
    for (const staff of [editor, admin]) {
      const response = await call('GET', '/cms/legal-forms', staff.token);
      expect(response.statusCode).toBe(200);
      const forms = response.json<CmsLegalFormSummary[]>();
      const other = forms.find(
        (form) => form.purpose === 'rescission' && form.jurisdiction === 'federal',
      );
      expect(other).toMatchObject({ isPublic: true, title: expect.any(String) });
      expect(other).not.toHaveProperty('template');
    }
  });

  it('refuses anonymous callers, clients and partners', async () => {
    const form = await formOf('stop-contact', 'federal');
    const client = await createClientAccount(testApp.database.db);
    const partner = await createPartnerAccount(testApp.database.db);
    await expectSignInRequired(
      testApp.app,
      [
        { method: 'GET', url: '/api/cms/legal-forms' },
        { method: 'GET', url: `/api/cms/legal-forms/${form.id}` },
        { method: 'PUT', url: `/api/cms/legal-forms/${form.id}`, payload: editOf(form) },
      ],
      [
        ...(await refusedSignIns(testApp.database.db, 'staff')),
        ['no token', {}],
        ['a client token', bearer(client.token)],
        ['a partner token', bearer(partner.token)],
      ],
    );
    expect((await formOf('stop-contact', 'federal')).updatedAt).toEqual(form.updatedAt);
  });

  it('saves an edit that the public letter shows at once, and audits it', async () => {
    const form = await formOf('fee-dispute', 'federal');
    // Read the letter first, so a cached answer would show.
    expect((await call('GET', '/letters/fee-dispute')).statusCode).toBe(200);
    const template = `${form.template}\n\nP.S. Please answer within a month.`;
    const response = await call(
      'PUT',
      `/cms/legal-forms/${form.id}`,
      editor.token,
      editOf(form, { title: 'Fees I dispute', template }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<CmsLegalForm>()).toMatchObject({
      title: 'Fees I dispute',
      template,
      purpose: 'fee-dispute',
    });
    const letter = (await call('GET', '/letters/fee-dispute')).json<Letter>();
    expect(letter.title).toBe('Fees I dispute');
    expect(letter.template).toContain('P.S. Please answer within a month.');
    const page = (await call('GET', `/legal/forms/${form.id}`)).json<{ title: string }>();
    expect(page.title).toBe('Fees I dispute');
    const [audit] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, form.id));
    expect(audit).toMatchObject({ action: 'legal_form.updated', actorId: editor.id });
    expect(audit!.after).toMatchObject({ title: 'Fees I dispute' });
  });

  const refusals: [name: string, changes: object, message: RegExp][] = [
    ['an empty title', { title: '  ' }, /Title is required/],
    ['a title too long', { title: 'x'.repeat(501) }, /Title must be 500 characters or fewer/],
    ['a broken placeholder', { template: 'Dear {{developer name}},' }, /broken placeholder/],
    ['an unclosed placeholder', { template: 'Dear {{developerName,' }, /broken placeholder/],
    ['no letter text', { template: '' }, /needs its letter text/],
  ];
  it.each(refusals)('answers 400 to %s and changes nothing', async (_name, changes, message) => {
    const form = await formOf('stop-contact', 'federal');
    const response = await call(
      'PUT',
      `/cms/legal-forms/${form.id}`,
      editor.token,
      editOf(form, changes),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await formOf('stop-contact', 'federal')).toEqual(form);
  });

  it("keeps the other states' cancellation letter filled from the rules", async () => {
    const form = await formOf('rescission', 'federal');
    const withoutCitation = form.template!.replaceAll('{{lawCitation}}', 'the law');
    const missing = await call(
      'PUT',
      `/cms/legal-forms/${form.id}`,
      editor.token,
      editOf(form, { template: withoutCitation }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/must keep \{\{lawCitation\}\}/);
    const typed = await call(
      'PUT',
      `/cms/legal-forms/${form.id}`,
      editor.token,
      editOf(form, { template: `${form.template}\n\nI am within 10 days of signing.` }),
    );
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toMatch(/must not give a number of days \("10 days"\)/);
    const inInstructions = await call(
      'PUT',
      `/cms/legal-forms/${form.id}`,
      editor.token,
      editOf(form, { instructions: 'Send it within 3 business days.' }),
    );
    expect(inInstructions.statusCode).toBe(400);
    expect(await formOf('rescission', 'federal')).toEqual(form);
    const colorado = (await call('GET', '/letters/rescission?state=colorado')).json<Letter>();
    expect(colorado.template).toContain('C.R.S. § 6-1-703(1)(b)');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await call('GET', `/cms/legal-forms/${id}`, editor.token);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('We could not find that legal form.');
    }
  });
});
