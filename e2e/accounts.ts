import { expect, type APIRequestContext, type Page } from './test';
import { freshCode } from './authenticator';
import { uniqueEmail } from './mail';
import { demoAdmin, type StaffAccount } from './staff-accounts';

export {
  demoAdmin,
  demoEditor,
  firstTimeAdmin,
  sessionsEditorOf,
  type StaffAccount,
} from './staff-accounts';

/** The README's demo accounts, which the browser-test server seeds. */
export const demoPartner = { email: 'partner@tra-demo.example', password: 'DemoPartner2026!' };

/**
 * Creates a client account through the API and finishes its onboarding, as a returning
 * client. Returns the bearer token.
 */
export async function createOnboardedClient(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const registered = await request.post('/api/auth/register', {
    data: { firstName: 'Eleanor', lastName: 'Rigby', email, password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const onboarded = await request.post('/api/onboarding/complete', {
    headers: { Authorization: `Bearer ${token}` },
    data: { timeshareCompany: 'Sunset Palms Resort', currentSituation: 'Fees keep rising.' },
  });
  expect(onboarded.status(), await onboarded.text()).toBe(200);
  return token;
}

/*
 * A code works once per 30-second step, so every sign-in of an account with two-step sign-in
 * may wait for the next step. A worker signs such an account in once and reuses the session
 * while it still answers; the sign-in screens themselves are tested in demo-accounts and
 * two-step specs.
 */
const reusableStaffTokens = new Map<string, string>();

async function stillSignedIn(request: APIRequestContext, token: string): Promise<boolean> {
  const me = await request.get('/api/staff/me', { headers: { Authorization: `Bearer ${token}` } });
  return me.ok();
}

/** A staff bearer token through the API, answering the second step when there is one. */
export async function staffTokenByApi(
  request: APIRequestContext,
  account: StaffAccount,
): Promise<string> {
  const reusable = reusableStaffTokens.get(account.email);
  if (reusable && (await stillSignedIn(request, reusable))) return reusable;
  const login = await request.post('/api/staff/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const answer = (await login.json()) as { token?: string; mfaToken?: string };
  if (!answer.mfaToken) return answer.token!;
  const second = await request.post('/api/staff/login/mfa', {
    data: { mfaToken: answer.mfaToken, code: await freshCode(account.totpSecret!) },
  });
  expect(second.status(), await second.text()).toBe(200);
  const { token } = (await second.json()) as { token: string };
  reusableStaffTokens.set(account.email, token);
  return token;
}

/**
 * Opens the staff area signed in as `account` and waits for it. An account without two-step
 * sign-in signs in at the staff sign-in page; one with it reuses the worker's session.
 */
export async function signInAsStaff(page: Page, account: StaffAccount) {
  await page.goto('/staff-login');
  if (account.totpSecret) {
    const token = await staffTokenByApi(page.request, account);
    await page.evaluate((value) => localStorage.setItem('tra.staff.token', value), token);
    await page.goto('/admin');
  } else {
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).last().click();
  }
  await expect(page).toHaveURL(/\/admin$/);
}

export interface AssignedCase {
  caseId: string;
  caseNumber: string;
  /** The client's sign-in. */
  client: { email: string; password: string };
}

/**
 * A new client whose onboarding opened a case (no documents yet), assigned to the demo partner
 * by the demo administrator through the API, as an administrator does at /admin/cases.
 */
export async function caseOfTheDemoPartner(
  request: APIRequestContext,
  label: string,
): Promise<AssignedCase> {
  const client = { email: uniqueEmail(label), password: 'quiet harbor 2026' };
  const clientToken = await createOnboardedClient(request, client.email, client.password);
  const cases = await request.get('/api/cases', {
    headers: { Authorization: `Bearer ${clientToken}` },
  });
  const [opened] = (await cases.json()) as { id: string; caseNumber: string }[];

  const token = await staffTokenByApi(request, demoAdmin);
  const admin = { Authorization: `Bearer ${token}` };
  const partners = (await (
    await request.get('/api/admin/partners?status=verified', { headers: admin })
  ).json()) as { id: string; email: string }[];
  const partner = partners.find((row) => row.email === demoPartner.email);
  const assigned = await request.put(`/api/admin/cases/${opened!.id}/partner`, {
    headers: admin,
    data: { partnerId: partner!.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { caseId: opened!.id, caseNumber: opened!.caseNumber, client };
}

/** Signs a client in on the Sign In tab and waits for their dashboard. */
export async function signInAsClient(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email address').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
