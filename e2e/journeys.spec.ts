import { expect, test, type APIRequestContext, type Page } from './test';
import { guideSlugs } from '../src/shared/guides';
import { caseStatusMeanings } from '../src/shared/options';
import { createOnboardedClient, demoAdmin, demoPartner, staffTokenByApi } from './accounts';
import { uniqueEmail } from './mail';

/*
 * Newcomers' journeys of issue 15 at a phone's width (390 px) and a laptop's (1280 px): the
 * legal database can be found, the landing cards open their guides, the calculator and the
 * status legend explain themselves, and the header knows who is signed in.
 */

const widths = [390, 1280] as const;
const PHONE = 390;

/** The main navigation's links, opening the phone menu first where the bar collapses. */
async function mainNavigation(page: Page, width: number) {
  if (width === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Main' });
}

/** Today in the browser's own time zone as YYYY-MM-DD, as the checker counts it. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function storeToken(page: Page, key: string, token: string) {
  await page.goto('/privacy');
  await page.evaluate(({ name, value }) => window.localStorage.setItem(name, value), {
    name: key,
    value: token,
  });
}

async function signInByApi(
  request: APIRequestContext,
  path: string,
  account: { email: string; password: string },
): Promise<string> {
  const response = await request.post(path, { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the legal database is linked from the bar, footer, landing page, education centre, guides and checker', async ({
      page,
    }) => {
      await page.goto('/calculator');
      await (
        await mainNavigation(page, width)
      )
        .getByRole('link', { name: 'Legal Database', exact: true })
        .click();
      await expect(page).toHaveURL(/\/legal$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.goto('/');
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Legal Database' }),
      ).toHaveAttribute('href', '/legal');
      await expect(
        page.locator('#resources').getByRole('link', { name: 'Search the Legal Database' }),
      ).toHaveAttribute('href', '/legal');

      await page.goto('/resources');
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Search the Legal Database' }),
      ).toHaveAttribute('href', '/legal');

      await page.goto(`/resources/${guideSlugs.contract}`);
      const related = page.getByRole('region', { name: 'Related guides' });
      await related.getByRole('link', { name: 'Search the Legal Database' }).click();
      await expect(page).toHaveURL(/\/legal$/);

      await page.goto('/cancellation-deadline');
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Search the Legal Database' }),
      ).toHaveAttribute('href', '/legal');
    });

    test("the deadline checker links the state's fill-in letter only where the legal database has one", async ({
      page,
    }) => {
      await page.goto('/cancellation-deadline');
      const stateBox = page.getByRole('combobox', { name: 'State' });
      const check = page.getByRole('button', { name: 'Check my deadline' });

      await stateBox.selectOption({ label: 'Nevada' });
      await page.getByLabel('Date you signed the contract').fill(localToday());
      await check.click();
      await expect(page.getByRole('heading', { name: 'Your result for Nevada' })).toBeFocused();
      await expect(
        page.getByRole('link', { name: 'Nevada Timeshare Cancellation Letter' }),
      ).toBeVisible();

      await stateBox.selectOption({ label: 'Utah' });
      await page.getByLabel('Date you signed the contract').fill(localToday());
      await check.click();
      await expect(page.getByRole('heading', { name: 'Your result for Utah' })).toBeFocused();
      await expect(page.getByRole('link', { name: /Cancellation Letter/ })).toHaveCount(0);

      await stateBox.selectOption({ label: 'Florida' });
      await check.click();
      const letter = page.getByRole('link', { name: 'Florida Timeshare Cancellation Letter' });
      await letter.click();
      await expect(page).toHaveURL(/\/legal-database\/legal_form\//);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Florida Timeshare Cancellation Letter' }),
      ).toBeVisible();
    });

    test("the landing page's Read the guide cards open the guide they name", async ({ page }) => {
      const cards = [
        ['Understanding your contract', guideSlugs.contract],
        ['Your rights as a consumer', guideSlugs.consumerRights],
        ['Spotting exit scams', guideSlugs.scams],
        ['The real cost of keeping it', guideSlugs.financialImpact],
      ] as const;
      await page.goto('/');
      const section = page.locator('#resources');
      for (const [title, slug] of cards) {
        await expect(
          // The card's title completes the link's name for screen readers.
          section.getByRole('link', { name: new RegExp(`^Read the guide\\W+${title}$`) }),
        ).toHaveAttribute('href', `/resources/${slug}`);
      }
      await section.getByRole('link', { name: /^Read the guide\W+Spotting exit scams$/ }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Spotting Timeshare Exit Scams' }),
      ).toBeVisible();
    });

    test('the calculator shows the rule for a negative fee at the box, not only as a tooltip', async ({
      page,
    }) => {
      await page.goto('/calculator');
      const fee = page.getByLabel('Current annual maintenance fee (USD)');
      await fee.fill('-100');
      await page.getByRole('button', { name: 'Calculate' }).click();

      const message = page.getByText('The fee cannot be below zero.', { exact: false });
      await expect(message).toBeVisible();
      await expect(fee).toHaveAttribute('aria-invalid', 'true');
      const messageId = await message.getAttribute('id');
      expect(messageId).toBeTruthy();
      expect((await fee.getAttribute('aria-describedby'))?.split(' ')).toContain(messageId);
      await expect(fee).toBeFocused();
      // Nothing is worked out from a number that breaks the rule.
      await expect(page.getByText('Total projected cost')).toHaveCount(0);

      await fee.fill('1000');
      await expect(message).toHaveCount(0);
      await expect(fee).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByText('Total projected cost')).toBeVisible();
    });

    test('the status legend says what each status means and what happens next', async ({
      page,
      request,
    }) => {
      const token = await createOnboardedClient(
        request,
        uniqueEmail('legend'),
        'a calm walk along the harbour 2026',
      );
      await storeToken(page, 'tra.client.token', token);
      await page.goto('/dashboard');
      const legend = page
        .getByRole('heading', { name: 'What the case statuses mean' })
        .locator('..');
      await expect(legend).toBeVisible();
      for (const meaning of Object.values(caseStatusMeanings)) {
        await expect(legend.getByText(meaning.message)).toBeVisible();
      }
    });

    test("the header shows a signed-in person's own area and one sign-out wording", async ({
      page,
      request,
    }) => {
      // Signed out: one way in for clients and one for partners, no second "Client Portal".
      await page.goto('/');
      let nav = await mainNavigation(page, width);
      await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Partner Login' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Client Portal' })).toHaveCount(0);

      // A client: their portal, and Logout there.
      const clientToken = await createOnboardedClient(
        request,
        uniqueEmail('header'),
        'a calm walk along the harbour 2026',
      );
      await storeToken(page, 'tra.client.token', clientToken);
      await page.goto('/');
      nav = await mainNavigation(page, width);
      await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Partner Login' })).toHaveCount(0);
      await nav.getByRole('link', { name: 'Client Portal' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Sign Out/i })).toHaveCount(0);
      await page.evaluate(() => window.localStorage.removeItem('tra.client.token'));

      // A partner: the Partner Dashboard, and Logout there.
      const partnerToken = await signInByApi(request, '/api/partners/login', demoPartner);
      await storeToken(page, 'tra.partner.token', partnerToken);
      await page.goto('/');
      nav = await mainNavigation(page, width);
      await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
      await nav.getByRole('link', { name: 'Partner Dashboard' }).click();
      await expect(page).toHaveURL(/\/partner-dashboard$/);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await page.evaluate(() => window.localStorage.removeItem('tra.partner.token'));

      // Staff: the staff area, and Logout there.
      const staffToken = await staffTokenByApi(request, demoAdmin);
      await storeToken(page, 'tra.staff.token', staffToken);
      await page.goto('/');
      nav = await mainNavigation(page, width);
      await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
      await nav.getByRole('link', { name: 'Staff Area' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Sign Out/i })).toHaveCount(0);
    });
  });
}
