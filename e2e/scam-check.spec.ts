import { expect, test, type Page } from './test';
import { expectNoSeriousA11yViolations } from './axe';

const UPFRONT = 'They asked me to pay a fee up front';

async function expectUpfrontFeeFlag(page: Page) {
  await expect(page.getByRole('heading', { name: '1 warning sign' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: UPFRONT })).toBeVisible();
  await expect(
    page.getByText('Source: Telemarketing Sales Rule (TSR), 16 CFR § 310.4(a)(3)'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Official source/ })).toHaveAttribute(
    'href',
    'https://www.ecfr.gov/current/title-16/part-310',
  );
}

test.describe('Is this offer a scam?', () => {
  test('ticking "upfront fee" shows that red flag with its source', async ({ page }, testInfo) => {
    await page.goto('/scam-check');
    await expect(page).toHaveTitle(/^Is this offer a scam\?/);
    await page.getByRole('checkbox', { name: UPFRONT }).check();
    await expectUpfrontFeeFlag(page);
    await expect(page.getByRole('link', { name: 'FTC ReportFraud' })).toHaveAttribute(
      'href',
      'https://reportfraud.ftc.gov/',
    );
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: `test-results/screens/scam-check-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto('/scam-check');
    const box = page.getByRole('checkbox', { name: UPFRONT });
    // Tab from the top of the page until the first checkbox has focus.
    for (
      let step = 0;
      step < 40 && !(await box.evaluate((el) => el === document.activeElement));
      step++
    )
      await page.keyboard.press('Tab');
    await expect(box).toBeFocused();
    await page.keyboard.press('Space');
    await expectUpfrontFeeFlag(page);
  });

  test('is linked from the education centre', async ({ page }) => {
    await page.goto('/resources');
    await page.getByRole('main').getByRole('link', { name: 'Is this offer a scam?' }).click();
    await expect(page).toHaveURL(/\/scam-check$/);
  });

  test('shows the flag on a 390 px phone, axe clean @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/scam-check');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('checkbox', { name: UPFRONT }).check();
    await page.getByRole('checkbox', { name: /stop paying/ }).check();
    await expect(page.getByRole('heading', { name: '2 warning signs' })).toBeVisible();
    await expect(
      page.getByText('Source: Telemarketing Sales Rule (TSR), 16 CFR § 310.4(a)(3)'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: `test-results/screens/scam-check-390-${test.info().project.name}.png`,
      fullPage: true,
    });
  });
});
