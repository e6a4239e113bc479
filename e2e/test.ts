import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Makes `page.goto` also wait until the page is live: public pages arrive rendered by the server
 * and are visible before their script has attached its handlers, and a test (unlike most people)
 * presses a button within milliseconds of seeing it. Pages a test opens itself
 * (`context.newPage()`) need it as much as the fixture's page does.
 */
export function gotoWaitsUntilLive(page: Page, javaScriptEnabled = true): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (javaScriptEnabled && response?.ok()) {
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    }
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(gotoWaitsUntilLive(page, javaScriptEnabled !== false));
  },
});
