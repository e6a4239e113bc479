import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountLanguagePaths } from '@shared/contracts/account-language';
import { defaultSiteConfig } from '@shared/site-config';
import {
  cases,
  contactSubmissions,
  intakeSubmissions,
  jobs,
  loginAttempts,
  partners,
  userAccounts,
  users,
} from '../../db/schema';
import {
  bearer,
  createClientAccount,
  createPartnerAccount,
  createStaffAccount,
} from '../../testing/accounts';
import { queuedMail } from '../../testing/outbox';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp({ formRateLimit: 1000 });
const db = () => testApp.database.db;
const spanish = { 'accept-language': 'es-US,es;q=0.9' };

beforeEach(async () => {
  await db().delete(jobs);
  await db().delete(loginAttempts);
});

const put = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'PUT', url, payload: payload as object, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** The one e-mail queued to `to`. */
async function mailTo(to: string) {
  const mail = (await queuedMail(db())).filter((message) => message.to === to);
  expect(mail).toHaveLength(1);
  return mail[0]!;
}

describe('PUT …/me/language', () => {
  it('sets the language of a client, a partner and a staff member, each with their own sign-in', async () => {
    const client = await createClientAccount(db());
    const partner = await createPartnerAccount(db());
    const staff = await createStaffAccount(db(), 'editor');
    for (const [kind, account] of [
      ['client', client],
      ['partner', partner],
      ['staff', staff],
    ] as const) {
      const saved = await put(accountLanguagePaths[kind], { locale: 'es' }, bearer(account.token));
      expect(saved.statusCode).toBe(204);
    }
    const me = await testApp.app.inject({ url: '/api/auth/me', headers: bearer(client.token) });
    expect(me.json().user.locale).toBe('es');
    const [firm] = await db().select().from(partners).where(eq(partners.id, partner.id));
    const [member] = await db().select().from(users).where(eq(users.id, staff.id));
    expect([firm!.locale, member!.locale]).toEqual(['es', 'es']);
  });

  it('refuses another language with a clear message, in the language asked for, and changes nothing', async () => {
    const client = await createClientAccount(db());
    const english = await put(accountLanguagePaths.client, { locale: 'fr' }, bearer(client.token));
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe('Choose English or Spanish.');
    const inSpanish = await put(
      accountLanguagePaths.client,
      { locale: 'fr' },
      { ...bearer(client.token), ...spanish },
    );
    expect(inSpanish.json().message).toBe('Elija inglés o español.');
    const [row] = await db().select().from(userAccounts).where(eq(userAccounts.id, client.id));
    expect(row!.locale).toBe('en');
  });

  it("needs that kind's own sign-in", async () => {
    const partner = await createPartnerAccount(db());
    expect((await put(accountLanguagePaths.client, { locale: 'es' })).statusCode).toBe(401);
    const wrongKind = await put(
      accountLanguagePaths.client,
      { locale: 'es' },
      bearer(partner.token),
    );
    expect(wrongKind.statusCode).toBe(401);
  });
});

describe("e-mails in the recipient's language", () => {
  it('registers from a Spanish page: the account is Spanish and so is its welcome', async () => {
    const email = `rosa.${Date.now()}@example.com`;
    const registered = await post(
      '/api/auth/register',
      { firstName: 'Rosa', lastName: 'Díaz', email, password: 'una contraseña bastante larga' },
      spanish,
    );
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user.locale).toBe('es');
    const welcome = await mailTo(email);
    expect(welcome.subject).toBe('Le damos la bienvenida a Timeshare Resolution Advocates');
    expect(welcome.text).toContain('Estimado/a Rosa:');
    expect(welcome.text).toContain('/es/dashboard');
  });

  it("sends the password reset in the account's language, whatever the page asking for it", async () => {
    const client = await createClientAccount(db(), { locale: 'es', firstName: 'Rosa' });
    const asked = await post('/api/auth/forgot-password', { email: client.email });
    expect(asked.statusCode).toBe(200);
    const reset = await mailTo(client.email);
    expect(reset.subject).toBe('Elija una contraseña nueva para su cuenta de TRA');
    expect(reset.text).toContain('El enlace de abajo funciona durante 1 hora');
    expect(reset.text).toMatch(/\/es\/reset-password\?token=/);

    const englishClient = await createClientAccount(db());
    await post('/api/auth/forgot-password', { email: englishClient.email }, spanish);
    const english = await mailTo(englishClient.email);
    expect(english.subject).toBe('Choose a new password for your TRA account');
    expect(english.text).not.toContain('/es/');
  });

  it('confirms a Spanish help request in Spanish, records its language, and invites in Spanish', async () => {
    const email = `luis.${Date.now()}@example.com`;
    const sent = await post(
      '/api/intake',
      {
        firstName: 'Luis',
        lastName: 'Ortega',
        email,
        timeshareCompany: 'Sunny Shores Vacation Club',
        situation: 'Las cuotas suben cada año y el complejo no acepta la unidad.',
        consent: 'true',
        companyWebsite: '',
      },
      spanish,
    );
    expect(sent.statusCode).toBe(201);
    const [stored] = await db()
      .select()
      .from(intakeSubmissions)
      .where(eq(intakeSubmissions.id, sent.json().id));
    expect(stored!.locale).toBe('es');
    const confirmation = await mailTo(email);
    expect(confirmation.subject).toMatch(/^Recibimos su solicitud de ayuda \(HR-/);
    expect(confirmation.text).toContain('Su número de referencia es');
    const supportCopy = (await queuedMail(db())).find((mail) => mail.to !== email)!;
    expect(supportCopy.text).toContain('Written in: Español');

    await db().delete(jobs);
    const admin = await createStaffAccount(db(), 'admin');
    const invited = await post(
      `/api/admin/inbox/intake/${stored!.id}/invite`,
      undefined,
      bearer(admin.token),
    );
    expect(invited.statusCode).toBe(200);
    const invitation = await mailTo(email);
    expect(invitation.subject).toBe('Cree su cuenta en Timeshare Resolution Advocates');
    expect(invitation.text).toMatch(/\/es\/auth\?tab=register&invite=/);
    await db().delete(intakeSubmissions).where(eq(intakeSubmissions.id, stored!.id));
  });

  it('records the language of a contact message for the inbox', async () => {
    const sent = await post(
      '/api/contact',
      {
        firstName: 'Luis',
        lastName: 'Ortega',
        email: 'luis@example.com',
        subject: 'Pregunta',
        message: 'Quisiera saber si pueden ayudarme con mi contrato.',
        companyWebsite: '',
      },
      spanish,
    );
    expect(sent.statusCode).toBe(201);
    const [stored] = await db()
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, sent.json().id));
    expect(stored!.locale).toBe('es');
  });

  it('tells a Spanish client about their new case in Spanish, with links to the Spanish portal', async () => {
    const client = await createClientAccount(db(), { locale: 'es', firstName: 'Rosa' });
    const opened = await testApp.app.inject({
      method: 'POST',
      url: '/api/cases',
      payload: {
        timeshareCompany: 'Sunny Shores Vacation Club',
        situation: 'Las cuotas de mantenimiento se duplicaron.',
      },
      headers: bearer(client.token),
    });
    expect(opened.statusCode).toBe(201);
    const letter = await mailTo(client.email);
    const { caseNumber } = opened.json();
    expect(letter.subject).toBe(`Recibimos su caso ${caseNumber}`);
    expect(letter.text).toContain('Gracias por comunicarse con nosotros.');
    expect(letter.text).toContain('¿Preguntas? Responda a este correo');
    // The office hours as configured for Spanish readers, not the English ones.
    expect(letter.text).toContain(defaultSiteConfig.officeHoursEs);
    expect(letter.text).not.toContain(defaultSiteConfig.officeHours);
    expect(letter.text).toContain('/es/dashboard');
    await db().delete(cases).where(eq(cases.userId, client.id));
  });
});
