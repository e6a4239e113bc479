import { expect, test, type Page, type TestInfo } from './test';
import { createOnboardedClient, signInAsClient } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';
import { uniqueEmail } from './mail';

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `test-results/screens/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}

test('a client downloads their data, then deletes their account @phone', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('privacy');
  const password = 'my data is mine 2026';
  await createOnboardedClient(request, email, password);
  await signInAsClient(page, email, password);

  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshot(page, testInfo, 'account-settings');
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^tra-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await new Promise<string>((resolve, reject) => {
    void saved.createReadStream().then((stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      stream.on('error', reject);
    });
  });
  const data = JSON.parse(text) as { account: { email: string }; cases: unknown[] };
  expect(data.account.email).toBe(email);
  expect(data.cases).toHaveLength(1);
  expect(text).not.toContain('passwordHash');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await screenshot(page, testInfo, 'account-delete-dialog');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete my account forever' }).click();
  await expect(page).toHaveURL(/\/logout-success\?type=client$/);

  const again = await request.post('/api/auth/login', { data: { email, password } });
  expect(again.status()).toBe(401);
});
