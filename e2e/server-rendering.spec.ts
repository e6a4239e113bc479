import { expect, test, type Page } from './test';
import { guideSlugs } from '../src/shared/guides';
import { localizedHref } from '../src/shared/i18n/locales';
import { INDEXED_PAGE_PATHS, UNINDEXED_PUBLIC_PAGE_PATHS } from '../src/shared/public-pages';

const ENGLISH_PUBLIC_PAGES = [
  ...INDEXED_PAGE_PATHS,
  ...UNINDEXED_PUBLIC_PAGE_PATHS,
  `/resources/${guideSlugs.scams}`,
  '/legal?tab=cases&q=rescission',
];

/** Every public page the server renders (issue 19), in each language (issue 21). */
const PUBLIC_PAGES = [
  ...ENGLISH_PUBLIC_PAGES,
  ...ENGLISH_PUBLIC_PAGES.map((path) => localizedHref(path, 'es')),
];

/** Errors and warnings the page logs, and uncaught errors, from now on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The widths the issue names: a small phone and a laptop (the desktop project's 1280 px). */
const PHONE_VIEWPORT = { width: 390, height: 844 };

test.describe('server-rendered public pages', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === 'phone') await page.setViewportSize(PHONE_VIEWPORT);
  });

  async function expectCleanHydration(page: Page, path: string) {
    const problems = consoleProblems(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // The content is in the HTML the server sent, before any script ran.
    expect(await response?.text()).toMatch(/<h1[ >]/);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1').first()).toBeVisible();
    expect(problems).toEqual([]);
  }

  for (const path of PUBLIC_PAGES) {
    test(`${path} hydrates without a warning or an error @phone`, async ({ page }) => {
      await expectCleanHydration(page, path);
    });
  }

  test('a legal entry hydrates without a warning or an error @phone', async ({ page, request }) => {
    const statutes = (await (await request.get('/api/legal/statutes')).json()) as { id: string }[];
    await expectCleanHydration(page, `/legal-database/legal_statute/${statutes[0]!.id}`);
  });

  test('the page works once hydrated: the FAQ opens and closes', async ({ page }) => {
    const problems = consoleProblems(page);
    await page.goto('/');
    const question = page.getByRole('button', { name: 'Do you charge fees?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('We are a nonprofit. We do not ask you for money')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an unknown guide answers 404 with its not-found screen', async ({ page }) => {
    const response = await page.goto('/resources/no-such-guide');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Guide not found' })).toBeVisible();
  });
});

test.describe('reading with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page reads in full, FAQ answers included @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('We are a nonprofit. We do not ask you for money')).toBeVisible();
    await expect(page.getByText(/needs JavaScript/).first()).toBeAttached();
  });

  test('a guide reads in full', async ({ page }) => {
    await page.goto(`/resources/${guideSlugs.scams}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Spotting Timeshare Exit Scams' }),
    ).toBeVisible();
    await expect(page.locator('article p').first()).toBeVisible();
  });

  test('the legal search works as a plain form @phone', async ({ page }) => {
    await page.goto('/legal?q=rescission');
    await expect(page.getByText(/results? for/i).first()).toBeVisible();
    await page.goto('/legal');
    await page.getByRole('searchbox', { name: /Words or citation/ }).fill('cancellation');
    await page.getByRole('button', { name: 'Search All' }).click();
    await expect(page).toHaveURL(/\/legal\?q=cancellation$/);
    await expect(page.getByText(/results? for/i).first()).toBeVisible();
  });

  test('the education centre downloads are real links', async ({ page }) => {
    await page.goto('/resources');
    const link = page.getByRole('link', { name: /^Download / }).first();
    await expect(link).toHaveAttribute('href', /^\/attached_assets\//);
    await expect(link).toHaveAttribute('download', /.+/);
  });
});
