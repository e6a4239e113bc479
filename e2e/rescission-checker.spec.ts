import { expect, test, type Page } from './test';
import { expectNoSeriousA11yViolations } from './axe';
import { dayFromToday } from './dates';

async function checkDeadline(page: Page, state: string, signedOn: string) {
  await page.getByLabel('State', { exact: true }).selectOption({ label: state });
  await page.getByLabel('Date you signed the contract').fill(signedOn);
  await page.getByRole('button', { name: 'Check my deadline' }).click();
}

test.describe('cancellation deadline checker', () => {
  test('gives Florida its 10 calendar days from the signing', async ({ page }) => {
    await page.goto('/cancellation-deadline');
    await expect(page).toHaveTitle(/^Cancellation Deadline Checker/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cancellation Deadline Checker' }),
    ).toBeVisible();

    // Signed 2 days ago: 10 calendar days later is 8 days from today.
    await checkDeadline(page, 'Florida', dayFromToday(-2).iso);
    await expect(page.getByRole('heading', { name: 'Your result for Florida' })).toBeFocused();
    await expect(page.getByText(dayFromToday(8).words, { exact: true })).toBeVisible();
    await expect(page.getByText('That is 8 days from today.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Read the official text/ })).toHaveAttribute(
      'href',
      'https://www.flsenate.gov/Laws/Statutes/2024/721.10',
    );
  });

  test('gives Nevada its 5 calendar days from the signing', async ({ page }) => {
    await page.goto('/cancellation-deadline');
    // Signed 2 days ago: 5 calendar days later is 3 days from today.
    await checkDeadline(page, 'Nevada', dayFromToday(-2).iso);
    await expect(page.getByRole('heading', { name: 'Your result for Nevada' })).toBeVisible();
    await expect(page.getByText(dayFromToday(3).words, { exact: true })).toBeVisible();
    await expect(page.getByText('That is 3 days from today.')).toBeVisible();
  });

  test('says the period has passed for an old date', async ({ page }) => {
    await page.goto('/cancellation-deadline');
    await checkDeadline(page, 'Florida', dayFromToday(-60).iso);
    await expect(page.getByText('The cancellation period has passed')).toBeVisible();
    await expect(page.getByText(dayFromToday(-50).words, { exact: true })).toBeVisible();
  });

  test('refuses a signing date in the future', async ({ page }) => {
    await page.goto('/cancellation-deadline');
    await checkDeadline(page, 'Florida', dayFromToday(3).iso);
    await expect(page.getByText('The date you signed cannot be in the future.')).toBeVisible();
    await expect(page.getByLabel('Date you signed the contract')).toBeFocused();
  });

  test('is linked from the landing page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Check your cancellation deadline' }).click();
    await expect(page).toHaveURL(/\/cancellation-deadline$/);
  });

  test('has no serious accessibility violations @phone', async ({ page }, testInfo) => {
    await page.goto('/cancellation-deadline');
    await expectNoSeriousA11yViolations(page);

    await checkDeadline(page, 'Florida', dayFromToday(-2).iso);
    await expect(page.getByRole('heading', { name: 'Your result for Florida' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: `test-results/screens/rescission-${testInfo.project.name}.png`,
      fullPage: true,
    });

    // A medium row carries the "verify with the official source" flag.
    await checkDeadline(page, 'Delaware', dayFromToday(-1).iso);
    await expect(page.getByRole('heading', { name: 'Your result for Delaware' })).toBeVisible();
    await expect(page.getByText('Verify with the official source').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
