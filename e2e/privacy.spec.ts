import { expect, test } from './test';

/*
 * Issue 15: /privacy says what deleting an account removes, keeps and why, readable at phone
 * and desktop widths. The words themselves are checked against docs/privacy.md by
 * src/client/routes/privacy.test.tsx.
 */

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the privacy page shows what account deletion removes and keeps', async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the width is set here, once');
      await page.goto('/privacy');
      const heading = page.getByRole('heading', { level: 2, name: 'When you delete your account' });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
      const section = page.locator('section', { has: heading });
      await expect(section.getByText('What we delete straight away:')).toBeVisible();
      await expect(section.getByText('What we keep, and why:')).toBeVisible();
      await expect(section.getByText('The partner firm’s notes and documents.')).toBeVisible();
      // Nothing on the page is wider than the window.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      if (process.env.PRIVACY_SHOTS) {
        // Below the sticky header, as a reader scrolling to it sees it.
        await heading.evaluate((element) =>
          window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120),
        );
        await page.screenshot({ path: `${process.env.PRIVACY_SHOTS}/privacy-${width}.png` });
      }
    });
  });
}
