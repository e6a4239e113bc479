import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './mail';

/** The README's demo accounts, which the browser-test server seeds. */
export const demoAdmin = { email: 'admin@tra-demo.example', password: 'DemoAdmin2026!' };
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

/** Signs in at the staff sign-in page and waits for the staff area. */
export async function signInAsStaff(page: Page, account: { email: string; password: string }) {
  await page.goto('/staff-login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).last().click();
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

  const login = await request.post('/api/staff/login', { data: demoAdmin });
  const { token } = (await login.json()) as { token: string };
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
