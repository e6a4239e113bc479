import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './axe';

test.describe('maintenance fee calculator', () => {
  test('projects five years at 6 % and exports exactly the specified CSV', async ({ page }) => {
    await page.goto('/calculator');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Timeshare Maintenance Fee Calculator' }),
    ).toBeVisible();
    await page.getByLabel('Current annual maintenance fee (USD)').fill('1000');
    await expect(page.getByLabel('Inflation rate (annual %)')).toHaveValue('6');
    await page.getByRole('button', { name: '5 years', exact: true }).click();
    await page.getByRole('button', { name: 'Calculate' }).click();

    const table = page.getByRole('table');
    // A header row, one row a year, and the total row.
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(table).toContainText('$1,262.48');
    await expect(page.getByText('$5,637.09').first()).toBeVisible();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/5-years\.csv$/);
    const content = await readFile((await download.path())!, 'utf8');
    expect(content).toBe(
      'Year,Fee\n1,1000.00\n2,1060.00\n3,1123.60\n4,1191.02\n5,1262.48\n\nTotal,5637.09\n',
    );
  });

  test('says so when no years are selected', async ({ page }) => {
    await page.goto('/calculator');
    await page.getByLabel('Current annual maintenance fee (USD)').fill('1000');
    await page.getByRole('button', { name: '0 years', exact: true }).click();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText('No years selected for calculation.')).toBeVisible();
  });

  test('offers a consultation e-mail to the support address', async ({ page }) => {
    await page.goto('/calculator');
    const link = page.getByRole('button', { name: 'Get Free Consultation' }).first();
    await expect(link).toHaveAttribute(
      'href',
      /^mailto:help@tra-advocates\.example\?subject=Free%20Consultation%20Request/,
    );
  });

  test('has no serious accessibility violations @phone', async ({ page }) => {
    await page.goto('/calculator');
    await page.getByLabel('Current annual maintenance fee (USD)').fill('1000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
