import { expect, test, type Page } from './test';
import { createOnboardedClient, demoPartner } from './accounts';
import { uniqueEmail } from './mail';

/*
 * Issue 15 items 8 and 23 at phone (390 px) and desktop (1280 px) widths: the strength meter
 * on registration, and results that stay on the page after their 5-second toast is gone
 * (the reset link sent, a refused sign-in, a partner's upload).
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
const TOAST_GONE_MS = 6_500;
const samplePdf = Buffer.from('%PDF-1.4\n% a small test document\n%%EOF\n');

async function shot(page: Page, name: string, width: number) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });

    test('registration shows a strength meter that calls weak passwords weak', async ({ page }) => {
      await page.goto('/auth?tab=register');
      const panel = page.getByRole('tabpanel', { name: 'Create Account' });
      const meter = panel.getByTestId('password-strength');
      await expect(meter).toContainText('type a password to see how strong it is');
      await panel.getByLabel('First name').fill('Mary');
      await panel.getByLabel('Last name').fill('Jones');
      await panel.getByLabel('Email address').fill(uniqueEmail('meter'));
      await panel.getByLabel('Choose a password').fill('password1');
      await expect(meter).toContainText('Very weak', { timeout: 20_000 });
      await expect(meter).toContainText('This is a commonly used password.');
      await meter.scrollIntoViewIfNeeded();
      await shot(page, 'meter-weak', width);

      await panel.getByLabel('Type the password again').fill('password1');
      await panel.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Password Too Easy to Guess').first()).toBeVisible();
      await expect(panel.getByLabel('Choose a password')).toHaveAttribute('aria-invalid', 'true');

      await panel.getByLabel('Choose a password').fill('lantern meadow copper violin');
      await expect(meter).toContainText('Very strong');
      await meter.scrollIntoViewIfNeeded();
      await shot(page, 'meter-strong', width);
    });

    test('"Reset link sent!" stays on the sign-in page after the toast has gone', async ({
      page,
      request,
    }) => {
      const email = uniqueEmail('lasting-reset');
      await createOnboardedClient(request, email, 'the original password');
      await page.goto('/auth');
      await page.getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset your password' });
      await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(dialog).toBeHidden();
      await page.waitForTimeout(TOAST_GONE_MS);
      const notice = page.getByRole('status').filter({ hasText: 'Reset link sent!' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('The link works for 1 hour.');
      await shot(page, 'reset-sent', width);
      await notice.getByRole('button', { name: 'Dismiss this message' }).click();
      await expect(page.getByText('Reset link sent!')).toBeHidden();
    });

    test('a refused sign-in stays written under the form after the toast has gone', async ({
      page,
    }) => {
      await page.goto('/auth');
      const panel = page.getByRole('tabpanel', { name: 'Sign In' });
      await panel.getByLabel('Email address').fill(uniqueEmail('nobody'));
      await panel.getByLabel('Password', { exact: true }).fill('not the password');
      await panel.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForTimeout(TOAST_GONE_MS);
      await expect(
        panel.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
      ).toBeVisible();
      await shot(page, 'sign-in-failed', width);
    });

    test("a partner's upload result stays in the case dialog after the toast has gone", async ({
      page,
    }) => {
      await page.goto('/partner-login');
      await page.getByLabel('Email Address').fill(demoPartner.email);
      await page.getByLabel('Password', { exact: true }).fill(demoPartner.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(/\/partner-dashboard$/);
      await page
        .getByRole('button', { name: /^View case / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /^Case / });
      await dialog.getByRole('tab', { name: 'Documents' }).click();
      await dialog.getByRole('button', { name: 'Upload Document' }).click();
      const upload = page.getByRole('dialog', { name: 'Upload Document' });
      const fileName = `lasting-${width}-${Date.now()}.pdf`;
      await upload.getByLabel('Document type').selectOption('contract');
      await upload
        .getByLabel('File')
        .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: samplePdf });
      await upload.getByRole('button', { name: 'Upload' }).click();
      await expect(upload).toBeHidden({ timeout: 15_000 });
      await page.waitForTimeout(TOAST_GONE_MS);
      const notice = dialog.getByRole('status').filter({ hasText: 'Upload Successful' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(`${fileName} was added to the case.`);
      await shot(page, 'upload-done', width);
    });
  });
}
