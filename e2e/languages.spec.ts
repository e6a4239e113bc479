import { expectNoSeriousA11yViolations } from './axe';
import { expect, gotoWaitsUntilLive, test } from './test';

test.describe('English and Spanish', () => {
  test('a Spanish page is Spanish on the server and after hydration, and names its English twin @phone', async ({
    page,
  }) => {
    const response = await page.goto('/es/resources');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('hreflang="en" href="http://');
    expect(html).toMatch(/<link rel="alternate" hreflang="es" href="[^"]+\/es\/resources">/);
    expect(html).toContain('Ir al contenido principal');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'Ir al contenido principal' })).toBeAttached();
    await expectNoSeriousA11yViolations(page);
  });

  test('the switch at the top lands on the same page in the other language and back', async ({
    page,
  }) => {
    await page.goto('/calculator');
    await page
      .getByRole('complementary', { name: 'Reading aids' })
      .getByRole('link', { name: 'Español' })
      .click();
    await expect(page).toHaveURL(/\/es\/calculator$/);
    // The Spanish page, loaded afresh, is live (not the English one it replaced).
    await page.waitForFunction(
      () =>
        document.documentElement.lang === 'es' &&
        document.documentElement.hasAttribute('data-hydrated'),
    );

    // Links within the Spanish site stay in Spanish. (Spanish labels are longer: below 1536 px
    // the navigation is in the menu.)
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Recursos' })
      .click();
    await expect(page).toHaveURL(/\/es\/resources$/);

    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('on a phone the switch is in the menu @phone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the menu holds it on phones only');
    await page.goto('/es');
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a browser that asks for Spanish is offered the Spanish page, not sent there', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'es-MX' });
    const page = gotoWaitsUntilLive(await context.newPage());
    await page.goto('/legal');
    await expect(page).toHaveURL(/\/legal$/);
    const offer = page.getByRole('complementary', { name: 'Esta página también está en español.' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'es');
    await offer.getByRole('link', { name: 'Leerla en español' }).click();
    await expect(page).toHaveURL(/\/es\/legal$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // The choice is remembered: back in English, no offer again.
    await page.goto('/calculator');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer).toHaveCount(0);
    await context.close();
  });

  test('declining the offer keeps the English page and is remembered', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-US' });
    const page = gotoWaitsUntilLive(await context.newPage());
    await page.goto('/');
    const offer = page.getByRole('complementary', { name: 'Esta página también está en español.' });
    await offer.getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer).toHaveCount(0);
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer).toHaveCount(0);
    await context.close();
  });

  test('the page does not move as it comes to life, whether or not the offer shows @phone', async ({
    browser,
  }) => {
    for (const [locale, path, offered] of [
      ['en-US', '/es/resources', 'This page is also in English.'],
      ['es-US', '/resources', 'Esta página también está en español.'],
      ['en-US', '/resources', null],
    ] as const) {
      const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
      const page = gotoWaitsUntilLive(await context.newPage());
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      if (offered) await expect(page.getByRole('complementary', { name: offered })).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const moved = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
      );
      expect(moved, `${path} in a ${locale} browser`).toBeLessThan(0.01);
      await context.close();
    }
  });

  test('the sitemap lists every page in both languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]+\/es\/calculator<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]+\/calculator<\/loc>/);
  });
});
