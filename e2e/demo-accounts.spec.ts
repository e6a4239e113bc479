import { expect, test } from './test';
import { demoAdmin } from './accounts';
import { freshCode } from './authenticator';
import { expectNoSeriousA11yViolations } from './axe';

// The browser-test server starts on a fresh embedded database, so the README's demo accounts
// are seeded; these tests sign in with them as a person trying the product would.

test('the demo client sees both demo cases and only the public updates', async ({ page }) => {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email address').fill('client@tra-demo.example');
  await panel.getByLabel('Password', { exact: true }).fill('DemoClient2026!');
  await panel.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Dorothy' })).toBeVisible();
  await expect(page.getByText('Sunset Palms Resort')).toBeVisible();
  await expect(page.getByText('Blue Harbor Vacation Club')).toBeVisible();

  const sunsetCard = page.getByRole('article').filter({ hasText: 'Sunset Palms Resort' });
  await sunsetCard.getByRole('link', { name: /View Details/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/cases\/[^/]+$/);
  const details = page.getByRole('main');
  await expect(details.getByText('Partner review under way')).toBeVisible();
  await expect(details.getByText('Internal: documents complete')).toHaveCount(0);
});

test('staff sign in at /staff-login, see their role, and sign out @phone', async ({ page }) => {
  await page.goto('/staff-login');
  await expect(page.getByRole('heading', { name: 'Staff Sign In' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email address').fill(demoAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  // Administrators use two-step sign-in; the demo administrator's app is the tests' own.
  await expect(page.getByRole('heading', { name: 'Enter the code from your app' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('6-digit code').fill(await freshCode(demoAdmin.totpSecret!));
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Signed in as Alex Rivera (Administrator)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/logout-success\?type=general$/);
  const next = page.getByRole('navigation', { name: 'Where to go next' });
  await expect(next.getByRole('link', { name: 'Resources' })).toBeVisible();
});

test('a client token is not a staff sign-in', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', {
    data: { email: 'client@tra-demo.example', password: 'DemoClient2026!' },
  });
  const { token } = (await login.json()) as { token: string };
  await page.goto('/staff-login');
  await page.evaluate((value) => localStorage.setItem('tra.staff.token', value), token);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/staff-login$/);
});
