import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's test, whose `page.goto` also waits until the page is live: public pages arrive
 * rendered by the server and are visible before their script has attached its handlers, and a
 * test (unlike most people) presses a button within milliseconds of seeing it.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && response?.ok()) {
        await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
});
