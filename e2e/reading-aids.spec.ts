import { expect, test, type Page } from './test';
import { expectNoSeriousA11yViolations } from './axe';

const rootFontSize = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

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

  for (const phone of [false, true]) {
    test(`larger text is remembered and applied before the page paints${phone ? ' @phone' : ''}`, async ({
      page,
    }, testInfo) => {
      test.skip(phone !== (testInfo.project.name === 'phone'), 'one test per viewport');
      await page.goto('/');
      const normal = await rootFontSize(page);
      const aids = page.getByRole('complementary', { name: 'Reading aids' });
      const larger = aids.getByRole('button', { name: 'Larger' });
      await larger.focus();
      await page.keyboard.press('Enter');
      await expect(larger).toHaveAttribute('aria-pressed', 'true');
      expect(await rootFontSize(page)).toBeGreaterThan(normal * 1.2);

      // Another page, loaded afresh with none of the app's own scripts: the size is there from
      // the server-rendered HTML and the early script alone, so it is in the first paint.
      const fresh = await page.context().newPage();
      await fresh.route('**/assets/**', (route) => route.abort());
      await fresh.goto('/scam-check');
      expect(await rootFontSize(fresh)).toBeGreaterThan(normal * 1.2);
      await fresh.close();

      for (const path of ['/', '/help', '/scam-check']) {
        await page.goto(path);
        await expect(
          page.getByRole('complementary', { name: 'Reading aids' }).getByRole('button', {
            name: 'Larger',
          }),
        ).toHaveAttribute('aria-pressed', 'true');
        await expectNoSidewaysScroll(page);
        // The full menu gives way to the menu button, so nothing in the bar is cut off.
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
        await page.screenshot({
          path: `test-results/screens/larger-text-${path.replace(/\W/g, '') || 'home'}-${testInfo.project.name}.png`,
        });
      }
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("the listen hint points to the device's own screen reader @phone", async ({
    page,
  }, testInfo) => {
    await page.goto('/help');
    const aids = page.getByRole('complementary', { name: 'Reading aids' });
    await aids.getByText('Listen to this page').click();
    await expect(aids.getByText(/VoiceOver/)).toBeVisible();
    await expect(aids.getByText(/TalkBack/)).toBeVisible();
    await expect(aids.getByText(/Narrator/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: `test-results/screens/listen-hint-${testInfo.project.name}.png`,
    });
  });
});
