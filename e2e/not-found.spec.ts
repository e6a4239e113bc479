import { expect, test } from './test';

test('an unknown path shows the not-found screen @phone', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  // A real 404 (issue 19): search engines drop the address; people still get the screen.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API path answers JSON, not the app', async ({ request }) => {
  const response = await request.get('/api/nothing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
});
