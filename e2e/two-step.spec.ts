import { expect, gotoWaitsUntilLive, test, type Browser, type Page, type TestInfo } from './test';
import {
  createOnboardedClient,
  firstTimeAdmin,
  sessionsEditorOf,
  signInAsStaff,
  type StaffAccount,
} from './accounts';
import { freshCode } from './authenticator';
import { expectNoSeriousA11yViolations } from './axe';
import { uniqueEmail } from './mail';

/*
 * Two-step sign-in and session control in the browser (issue 17): an administrator is led
 * through enrolment at their first sign-in, a client turns it on and off, and a staff member
 * signs out another of their sessions. Codes are computed here as an authenticator app would.
 */

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `test-results/screens/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}

/** Reads the setup key shown under the QR code, as someone typing it into an app would. */
async function setupKey(page: Page): Promise<string> {
  const key = page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await expect(key).toBeVisible();
  return (await key.innerText()).replace(/\s/g, '');
}

/** From the Security section's status: setup, the first code, and the recovery codes. */
async function turnOnWithApp(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code for your authenticator app/ })).toBeVisible();
  const secret = await setupKey(page);
  await page.getByLabel('6-digit code from the app').fill(await freshCode(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your recovery codes' });
  const recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((code) =>
    code.trim(),
  );
  expect(recoveryCodes).toHaveLength(10);
  await expect(page.getByRole('button', { name: 'Download as a text file' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Print/ })).toBeVisible();
  return { secret, recoveryCodes };
}

test('an administrator without two-step sign-in is led through enrolment, then carries on', async ({
  page,
}, testInfo) => {
  const account: StaffAccount = firstTimeAdmin;
  await page.goto('/staff-login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).last().click();

  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByText(/requires two-step sign-in/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'two-step-admin-gate');

  // Until it is set up, the rest of the staff area leads back here.
  await page.goto('/admin/cases');
  await expect(page).toHaveURL(/\/admin\/security$/);

  await turnOnWithApp(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'two-step-recovery-codes');
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByText(/Two-step sign-in is on/).first()).toBeVisible();

  // The same session now reaches the whole staff area.
  await page.goto('/admin/cases');
  await expect(page).toHaveURL(/\/admin\/cases$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a client turns two-step sign-in on, signs in with a recovery code, and turns it off @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const client = { email: uniqueEmail('two-step-client'), password: 'copper meadow 2026 lantern' };
  await createOnboardedClient(request, client.email, client.password);

  const signIn = async () => {
    await page.goto('/auth');
    const panel = page.getByRole('tabpanel', { name: 'Sign In' });
    await panel.getByLabel('Email address').fill(client.email);
    await panel.getByLabel('Password', { exact: true }).fill(client.password);
    await panel.getByRole('button', { name: 'Sign In' }).click();
  };
  await signIn();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
  await screenshot(page, testInfo, 'two-step-client-settings');
  const { secret, recoveryCodes } = await turnOnWithApp(page);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByText('Recovery codes left:')).toBeVisible();

  // Signing in now asks for a second step; a recovery code answers it once.
  await page.evaluate(() => localStorage.clear());
  await signIn();
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'two-step-second-step');
  await page.getByRole('button', { name: /recovery code/i }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard/settings');
  await expect(page.getByText(/Recovery codes left: 9 of 10/)).toBeVisible();
  await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off two-step sign-in?' });
  await dialog.getByLabel('Your password').fill(client.password);
  await dialog.getByLabel('6-digit code from your app').fill(await freshCode(secret));
  await dialog.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();

  // And sign-in is the password alone again.
  await page.evaluate(() => localStorage.clear());
  await signIn();
  await expect(page).toHaveURL(/\/dashboard$/);
});

async function staffPage(browser: Browser, account: StaffAccount) {
  const context = await browser.newContext();
  const page = gotoWaitsUntilLive(await context.newPage());
  await signInAsStaff(page, account);
  return { context, page };
}

test('a staff member sees where they are signed in and signs another session out @phone', async ({
  browser,
}, testInfo) => {
  const editor = sessionsEditorOf(testInfo.project.name);
  const first = await staffPage(browser, editor);
  const second = await staffPage(browser, editor);
  try {
    await first.page.goto('/admin/security');
    const sessions = first.page.getByRole('region', { name: 'Where you are signed in' });
    await expect(sessions.getByText('You are using this one now.')).toBeVisible();
    const others = sessions.getByRole('button', { name: /^Sign out .+/ });
    expect(await others.count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(first.page);
    await screenshot(first.page, testInfo, 'security-sessions');

    // Every other session of the editor ends, the second browser's among them.
    await sessions.getByRole('button', { name: 'Sign out all other sessions' }).click();
    const confirm = first.page.getByRole('dialog', { name: 'Sign out all other sessions?' });
    await confirm.getByRole('button', { name: 'Sign out all others' }).click();
    await expect(sessions.getByText('You are not signed in anywhere else.')).toBeVisible();

    await second.page.goto('/admin');
    await expect(second.page).toHaveURL(/\/staff-login/);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});
