import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
