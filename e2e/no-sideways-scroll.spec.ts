import { expect, test, type APIRequestContext, type Page } from './test';
import { pageRoutes } from '../src/client/app/page-routes';
import { paths } from '../src/client/lib/paths';
import { legalKinds, legalResourceTypeOfKind } from '../src/shared/legal-filters';

/*
 * Nothing may scroll sideways on a 390 px phone: not a page of the page table, not a guide,
 * not a record of the legal database (long addresses, wide forms and tables once made several
 * of them 400 to 830 px wide).
 */

const PHONE_WIDTH = 390;

test.use({ viewport: { width: PHONE_WIDTH, height: 844 } });
// Many pages one after another.
test.describe.configure({ timeout: 180_000 });

/** Every address of the page table without a parameter, and one the table does not know. */
const routeAddresses = [
  ...pageRoutes.map((route) => route.path).filter((path) => !path.includes(':') && path !== '*'),
  '/no-such-page',
];

async function guideAddresses(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/articles');
  expect(response.ok()).toBe(true);
  const articles = (await response.json()) as { slug: string }[];
  expect(articles.length).toBeGreaterThan(0);
  return articles.map((article) => paths.resource.getHref(article.slug));
}

async function legalItemAddresses(request: APIRequestContext): Promise<string[]> {
  const addresses: string[] = [];
  for (const kind of legalKinds) {
    const response = await request.get(`/api/legal/${kind}`);
    expect(response.ok()).toBe(true);
    for (const record of (await response.json()) as { id: string }[]) {
      addresses.push(paths.legalItem.getHref(legalResourceTypeOfKind[kind], record.id));
    }
  }
  expect(addresses.length).toBeGreaterThan(0);
  return addresses;
}

/** How wide each page is once its content has loaded, for those wider than the phone. */
async function widePages(page: Page, addresses: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const address of addresses) {
    await page.goto(address, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE_WIDTH) wide.push(`${address}: ${width} px`);
  }
  return wide;
}

test('no page of the page table scrolls sideways at 390 px', async ({ page }) => {
  expect(await widePages(page, routeAddresses)).toEqual([]);
});

test('no guide scrolls sideways at 390 px', async ({ page, request }) => {
  expect(await widePages(page, await guideAddresses(request))).toEqual([]);
});

test('no record of the legal database scrolls sideways at 390 px', async ({ page, request }) => {
  expect(await widePages(page, await legalItemAddresses(request))).toEqual([]);
});
