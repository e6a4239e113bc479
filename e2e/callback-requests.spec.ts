import { expect, test, type Page, type TestInfo } from './test';
import { demoAdmin, signInAsStaff } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';
import { expectMailMentioning, uniqueEmail } from './mail';

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `test-results/screens/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}

/** Fills and sends the callback form from the calculator's Get Free Consultation, by keyboard only. */
async function sendCallbackRequest(page: Page, testInfo: TestInfo, name: string, email: string) {
  await page.goto('/calculator');
  const button = page.getByRole('button', { name: 'Get Free Consultation' }).first();
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ask us to call you back' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Or e-mail us yourself' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'callback-dialog');

  // Keyboard only: the name field is reached with Tab from the dialog's start.
  await dialog.getByLabel('Your name').focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('(555) 014-2290');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Weekday mornings, 9 to 11');
  await dialog.getByRole('button', { name: 'Send callback request' }).focus();
  await page.keyboard.press('Enter');

  const reference = dialog.getByText(/Your reference is CB-[2-9A-HJKMNP-Z]{6}\./);
  await expect(reference).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'callback-success');
  return /CB-[2-9A-HJKMNP-Z]{6}/.exec((await reference.textContent()) ?? '')![0];
}

for (const phone of [false, true]) {
  test(`a visitor asks for a callback, gets a reference by e-mail, and an admin sees it${phone ? ' @phone' : ''}`, async ({
    page,
  }, testInfo) => {
    test.skip(phone !== (testInfo.project.name === 'phone'), 'one test per viewport');
    const email = uniqueEmail('callback');
    const name = `Dorothy Keane ${testInfo.project.name}`;
    const reference = await sendCallbackRequest(page, testInfo, name, email);
    await expectMailMentioning(reference);

    await signInAsStaff(page, demoAdmin);
    await page.goto('/admin/inbox?kind=callbacks');
    const card = page.getByRole('listitem').filter({ hasText: reference });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Weekday mornings, 9 to 11');
    await expect(card).toContainText('their time zone');
    await card.getByLabel('Status').selectOption('scheduled');
    await expect(card.getByLabel('Status')).toHaveValue('scheduled');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'callback-inbox');
  });
}
