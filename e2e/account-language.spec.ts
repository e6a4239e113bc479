import { expect, test, type Page } from './test';
import { createOnboardedClient, signInAsClient } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';
import { uniqueEmail } from './mail';

const pageIsLiveIn = (page: Page, lang: string) =>
  page.waitForFunction(
    (expected) =>
      document.documentElement.lang === expected &&
      document.documentElement.hasAttribute('data-hydrated'),
    lang,
  );

test("the signed-in area follows the account's language, which settings and the switch change @phone", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('language');
  const password = 'my language is mine 2026';
  await createOnboardedClient(request, email, password);
  await signInAsClient(page, email, password);

  // Settings: the account's language, for its pages and its e-mails.
  await page.goto('/dashboard/settings');
  const card = page.getByRole('region', { name: 'Language' });
  await card.getByRole('radio', { name: 'Español' }).check();
  await card.getByRole('button', { name: 'Save language' }).click();
  await expect(page).toHaveURL(/\/es\/dashboard\/settings$/);
  await pageIsLiveIn(page, 'es');
  await expect(
    page.getByRole('region', { name: 'Idioma' }).getByRole('radio', { name: 'Español' }),
  ).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // An English address of the signed-in area (a bookmark) opens in the account's language.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/es\/dashboard$/);
  await pageIsLiveIn(page, 'es');

  // The switch, used while signed in, changes the account's language too: no turning back.
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await pageIsLiveIn(page, 'en');
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await pageIsLiveIn(page, 'en');
});
