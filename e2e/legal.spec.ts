import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from './test';
import { paths } from '../src/client/lib/paths';
import { expectNoSeriousA11yViolations } from './axe';

/*
 * The legal database with the demo seed (legal-facts.md). The seed's wording is written
 * elsewhere, so records are found by loose patterns: the Florida cancellation statute by its
 * section number, the Florida letter by its form type and jurisdiction.
 */

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `test-results/screens/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}

function activePanel(page: Page) {
  return page.getByRole('tabpanel');
}

function cards(page: Page) {
  return activePanel(page).getByRole('article');
}

function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Words or citation to look for' });
}

test.describe('legal database', () => {
  test('switches tabs and filters statutes by Florida; Back undoes the filter', async ({
    page,
  }) => {
    await page.goto('/legal');
    await expect(page).toHaveTitle(/^Legal Database/);
    await expect(page.getByRole('heading', { level: 1, name: 'Legal Database' })).toBeVisible();
    await expect(page.getByText(/not legal advice/i).first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: /check your cancellation deadline/i }),
    ).toHaveAttribute('href', '/cancellation-deadline');

    await expect(page.getByRole('tab', { name: 'Statutes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(cards(page).first()).toBeVisible();

    for (const name of ['Case Law', 'Regulations', 'Legal Forms', 'Resources']) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/[?&]tab=\w+/);
      // Each tab settles on cards or its empty message.
      await expect(
        cards(page)
          .first()
          .or(activePanel(page).getByText(/^No .* match|^There are no/)),
      ).toBeVisible();
    }
    await expect(page).toHaveURL(/[?&]tab=resources/);

    // Keyboard: arrow keys move between tabs.
    await page.getByRole('tab', { name: 'Resources' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Legal Forms' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.getByRole('tab', { name: 'Statutes' }).click();
    await activePanel(page).getByLabel('Jurisdiction').selectOption({ label: 'Florida' });
    await expect(page).toHaveURL(/tab=statutes/);
    await expect(page).toHaveURL(/jurisdiction=florida/);
    await expect(cards(page).filter({ hasText: '721.10' }).first()).toBeVisible();
    await expect(cards(page).filter({ hasNotText: 'Florida' })).toHaveCount(0);

    await page.goBack();
    await expect(page).not.toHaveURL(/jurisdiction=florida/);
    await expect(activePanel(page).getByLabel('Jurisdiction')).toHaveValue('');
  });

  test('Search All shows grouped, highlighted results that open an item', async ({ page }) => {
    await page.goto('/legal');
    await searchBox(page).fill('rescission');
    await page.getByRole('button', { name: 'Search All' }).click();
    await expect(page).toHaveURL(/[?&]q=rescission/);

    const results = page.getByRole('region', { name: /^Results for/ });
    await expect(results.getByText(/\d+ results? found/)).toBeVisible();
    const groups = results.getByRole('heading', { level: 3, name: /\(\d+ results?\)$/ });
    await expect(groups.first()).toBeVisible();
    await expect(results.locator('mark').first()).toBeVisible();

    // The address can be shared: opening it again shows the same search.
    await page.goto(page.url());
    await expect(searchBox(page)).toHaveValue('rescission');
    await expect(results.getByRole('link').first()).toBeVisible();

    const first = results.getByRole('link').first();
    const title = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/legal-database\/legal_\w+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await page.goBack();
    await expect(page).toHaveURL(/[?&]q=rescission/);
    await expect(results.getByRole('link').first()).toBeVisible();
  });

  test('a statute page shows its facts, the official source and the way back', async ({ page }) => {
    await page.goto('/legal?tab=statutes&jurisdiction=florida');
    const card = cards(page).filter({ hasText: '721.10' }).first();
    await card.getByRole('link', { name: /^Read more/ }).click();
    await expect(page).toHaveURL(/\/legal-database\/legal_statute\/[^/]+$/);

    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(`^${escapeRegExp((await heading.textContent()) ?? '')}`),
    );
    await expect(page.getByText('721.10').first()).toBeVisible();
    await expect(page.getByText('Jurisdiction', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/not legal advice/i).first()).toBeVisible();
    const official = page.getByRole('link', { name: /read the official text/i });
    if ((await official.count()) > 0) {
      await expect(official).toHaveAttribute('target', '_blank');
      await expect(official).toHaveAttribute('rel', /noopener/);
    }

    await page.getByRole('link', { name: 'Back to the Legal Database' }).click();
    await expect(page).toHaveURL(/\/legal\?tab=statutes$/);

    await page.goto('/legal-database/legal_opinion/nothing-here');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Legal entry not found' }),
    ).toBeVisible();
  });

  // The ready-to-send letters (cancellation and the like) have their own panel, with PDF and
  // Word files (e2e/letters.spec.ts); other forms keep this letter box.
  test('a complaint letter is filled in and downloaded as text', async ({ page }) => {
    await page.goto('/legal?tab=forms&jurisdiction=federal&formType=complaint');
    await cards(page)
      .filter({ hasText: 'Complaint Letter to a Consumer Protection Agency' })
      .getByRole('link', { name: /^Read more/ })
      .click();
    await expect(page).toHaveURL(/\/legal-database\/legal_form\/[^/]+$/);

    const fill = page.getByRole('region', { name: 'Fill in your letter' });
    await expect(fill).toBeVisible();
    const name = `Ruth Ames ${Date.now()}`;
    const textboxes = fill.getByRole('textbox');
    const count = await textboxes.count();
    expect(count).toBeGreaterThan(0);
    let typedName = false;
    for (let index = 0; index < count; index += 1) {
      const box = textboxes.nth(index);
      const label = (await box.getAttribute('name')) ?? '';
      if (!typedName && /name/i.test(label)) {
        await box.fill(name);
        typedName = true;
      } else {
        await box.fill(`Sample ${label}`);
      }
    }
    // No field with 'name' in it: the first box gets the name.
    if (!typedName) await textboxes.first().fill(name);
    const dates = fill.locator('input[type="date"]');
    for (let index = 0; index < (await dates.count()); index += 1) {
      await dates.nth(index).fill('2025-03-04');
    }

    const letter = page.getByRole('region', { name: 'Your letter' });
    await expect(letter.getByText(name, { exact: false })).toBeVisible();

    const saved = page.waitForEvent('download');
    await letter.getByRole('button', { name: 'Download as text' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
    const path = await download.path();
    const text = await readFile(path, 'utf8');
    expect(text).toContain(name);
    expect(text).not.toContain('{{');
    await expect(letter.getByText(/The letter was saved as/)).toBeVisible();
    await expect(letter.getByRole('button', { name: 'Print letter' })).toBeVisible();
  });

  test('the legal database and an item page have no serious accessibility violations @phone', async ({
    page,
  }, testInfo) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/legal?tab=statutes');
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'legal');

    await cards(page)
      .filter({ hasText: '721.10' })
      .first()
      .getByRole('link', { name: /^Read more/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'legal-item');

    expect(problems).toEqual([]);
  });

  test('legal resources show their text formatted, with working links, never raw Markdown @phone', async ({
    page,
    request,
  }, testInfo) => {
    const response = await request.get('/api/legal/resources');
    expect(response.ok()).toBe(true);
    const resources = (await response.json()) as { id: string; title: string }[];
    expect(resources.length).toBeGreaterThan(3);

    for (const resource of resources) {
      await page.goto(paths.legalItem.getHref('legal_resource', resource.id));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const text = await page.getByRole('main').innerText();
      expect(text, resource.title).not.toMatch(/\*\*|- \[[ x]\]|\]\(https?:/);
    }

    const whereToReport = resources.find((resource) => /where to report/i.test(resource.title));
    expect(whereToReport).toBeDefined();
    await page.goto(paths.legalItem.getHref('legal_resource', whereToReport!.id));
    const agencyLink = page.getByRole('main').getByRole('link', { name: /ReportFraud/ });
    await expect(agencyLink.first()).toHaveAttribute('href', /^https:\/\//);
    await screenshot(page, testInfo, 'legal-resource-where-to-report');
  });
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
