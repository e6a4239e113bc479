import { expect, test } from './test';

test.describe('reading aids', () => {
  test('a printed public page hides the navigation and shows link addresses', async ({ page }) => {
    await page.goto('/scam-check');
    await page.getByRole('checkbox', { name: 'They asked me to pay a fee up front' }).check();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Is this offer a scam?' }),
    ).toBeVisible();
    const after = await page
      .getByRole('link', { name: 'FTC ReportFraud' })
      .evaluate((link) => getComputedStyle(link, '::after').content);
    expect(after).toBe('" (https://reportfraud.ftc.gov/)"');
    await page.pdf({ path: 'test-results/screens/print-scam-check.pdf', format: 'Letter' });
  });
});
