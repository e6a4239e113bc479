import { expect, test, type Page } from './test';
import { createOnboardedClient } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';
import { tokenLinkFor, uniqueEmail } from './mail';

const INVALID_CREDENTIALS = 'Invalid email or password. Please check your credentials.';

function signInPanel(page: Page) {
  return page.getByRole('tabpanel', { name: 'Sign In' });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const panel = signInPanel(page);
  await panel.getByLabel('Email address').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('client sign-in', () => {
  test('forgot password: the e-mailed link sets a new password that then signs in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('reset');
    const newPassword = 'a brand new password 42';
    await createOnboardedClient(request, email, 'the original password');

    await page.goto('/auth');
    await signInPanel(page).getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email address')).toHaveValue(email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    // The spec's toast, and the same result kept on the page where the person is looking.
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Reset link sent!'),
    ).toBeVisible();
    await expect(signInPanel(page).getByText('Reset link sent!')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto(await tokenLinkFor(email, '/reset-password'));
    await expect(page.getByRole('heading', { name: /choose a new password/ })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Type the new password again').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();

    await page.getByRole('link', { name: 'Return to Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    const panel = signInPanel(page);
    await panel.getByLabel('Email address').fill(email);
    await panel.getByLabel('Password', { exact: true }).fill(newPassword);
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Eleanor' })).toBeVisible();
    // The bar's Sign In button has become Client Portal.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Client Portal' }),
    ).toBeVisible();
  });

  test('signing out from the dashboard ends on the signed-out page', async ({ page, request }) => {
    const email = uniqueEmail('signout');
    const password = 'sign out password 7';
    await createOnboardedClient(request, email, password);

    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/logout-success\?type=client$/);
    await expect(page.getByRole('heading', { name: 'You have been signed out' })).toBeVisible();
    const next = page.getByRole('navigation', { name: 'Where to go next' });
    await expect(next.getByRole('link')).toHaveText(['Return to Home', 'Sign In', 'Resources']);
    // The stored sign-in is gone: the dashboard no longer opens for this browser.
    expect(await page.evaluate(() => window.localStorage.getItem('tra.client.token'))).toBeNull();
  });

  test('a wrong password says so in plain words and keeps what was typed', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('wrong');
    await createOnboardedClient(request, email, 'the right password');

    await signIn(page, email, 'not the right password');
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(signInPanel(page).getByRole('alert')).toHaveText(INVALID_CREDENTIALS);
    await expect(signInPanel(page).getByLabel('Email address')).toHaveValue(email);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('creating an account signs in and opens the dashboard', async ({ page }) => {
    await page.goto('/auth?tab=register');
    const panel = page.getByRole('tabpanel', { name: 'Create Account' });
    await panel.getByLabel('First name').fill('Walter');
    await panel.getByLabel('Last name').fill('Brennan');
    await panel.getByLabel('Email address').fill(uniqueEmail('register'));
    await panel.getByLabel('Choose a password').fill('walter password 1');
    await panel.getByLabel('Type the password again').fill('walter password 2');
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password mismatch')).toBeVisible();
    await expect(panel.getByLabel('Type the password again')).toBeFocused();

    await panel.getByLabel('Type the password again').fill('walter password 1');
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a reset link without a token goes back to sign in', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('No reset token found in the URL.')).toBeVisible();
  });

  test('has no serious accessibility violations on either tab @phone', async ({
    page,
  }, testInfo) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });

    await page.goto('/auth');
    await expect(signInPanel(page).getByLabel('Email address')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: `test-results/screens/auth-${testInfo.project.name}.png`,
      fullPage: true,
    });

    await page.getByRole('tab', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=register$/);
    await expect(
      page.getByRole('tabpanel', { name: 'Create Account' }).getByLabel('First name'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: `test-results/screens/auth-register-${testInfo.project.name}.png`,
      fullPage: true,
    });

    expect(problems).toEqual([]);
  });
});

// Staff accounts are made with `npm run staff:create`, not through the API, so the staff
// sign-in has component tests (src/client/features/staff) but no browser test here.
