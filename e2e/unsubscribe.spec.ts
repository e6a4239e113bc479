import { expect, test } from './test';
import { expectNoSeriousA11yViolations } from './axe';

/*
 * Issue 16 item 5: the digest's stop link opens a page that says what stopping means and
 * changes nothing until its button is pressed. A link that is not ours is refused there with
 * the reason and the other ways to stop e-mails. (Using a real link is proved by the API and
 * page tests; a real one needs a digest the hourly job has sent.)
 */
test('the unsubscribe page explains first, and refuses a link that is not ours @phone', async ({
  page,
}, testInfo) => {
  await page.goto('/unsubscribe?token=not-a-real-link');
  const stop = page.getByRole('button', { name: 'Stop e-mails from us' });
  await expect(stop).toBeVisible();
  await expect(page.getByText('about your case, such as a new message')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({
    path: `test-results/screens/unsubscribe-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await stop.click();
  await expect(page.getByText('We could not stop your e-mails with this link')).toBeVisible();
  await expect(stop).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({
    path: `test-results/screens/unsubscribe-refused-${testInfo.project.name}.png`,
    fullPage: true,
  });
});
