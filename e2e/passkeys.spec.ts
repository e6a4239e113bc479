import { expect, test, type CDPSession, type Page, type TestInfo } from './test';
import { expectNoSeriousA11yViolations } from './axe';
import { passkeyPartnerOf } from './partner-accounts';

/*
 * Passkeys in the browser (issue 17 §2): a partner firm adds one on its Security page and signs
 * in with it, with Chromium's virtual authenticator standing in for a fingerprint reader.
 * Passkeys belong to a domain name, never to an IP address, so these pages are opened at
 * localhost: the server's PUBLIC_URL in the browser tests.
 */

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `test-results/screens/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}

/** A built-in authenticator that verifies its user at once, as a fingerprint reader does. */
async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

test('a partner adds a passkey, signs in with it, and makes new recovery codes with it @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const firm = passkeyPartnerOf(testInfo.project.name);
  const origin = String(testInfo.project.use.baseURL).replace('127.0.0.1', 'localhost');
  await addVirtualAuthenticator(page);

  const signInWithPassword = async () => {
    await page.goto(`${origin}/partner-login`);
    await page.getByLabel('Email Address').fill(firm.email);
    await page.getByLabel('Password', { exact: true }).fill(firm.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  };
  await signInWithPassword();
  await expect(page).toHaveURL(/\/partner-dashboard$/);

  // The Security page is linked from the dashboard's header.
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/partner-dashboard\/security$/);
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('You have not added a passkey yet.')).toBeVisible();
  await passkeys.getByLabel('Name for a new passkey').fill('Office laptop');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();

  // The first way to answer the second step brings the recovery codes, shown once.
  await expect(passkeys.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(
    passkeys.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await passkeys.getByRole('button', { name: 'I have saved these codes' }).click();
  const list = passkeys.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Office laptop');
  await expect(list.getByText('Not used to sign in yet')).toBeVisible();
  await expect(
    page.getByText('You sign in with your password and then one of your passkeys.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'passkeys-security');

  // Signing in now asks for the passkey after the password.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await signInWithPassword();
  await expect(
    page.getByRole('heading', { name: 'Confirm it is you with your passkey' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'passkeys-second-step');
  await page.getByRole('button', { name: 'Use my passkey' }).click();
  await expect(page).toHaveURL(/\/partner-dashboard$/);

  await page.getByRole('link', { name: 'Security' }).click();
  await expect(list.getByText('Last used just now')).toBeVisible();

  // Without an authenticator app, the passkey also confirms new recovery codes.
  await page.getByRole('button', { name: 'Make new recovery codes' }).click();
  await page.getByRole('button', { name: 'Confirm with my passkey' }).click();
  await expect(page.getByText('Your old recovery codes no longer work.')).toBeVisible();
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByText('Your new recovery codes are ready to use.')).toBeVisible();
});
