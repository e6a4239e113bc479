import { expect, test, type Locator, type Page, type TestInfo } from './test';
import { demoAdmin, signInAsStaff } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';
import { dayFromToday } from './dates';
import { expectMailMentioning, uniqueEmail } from './mail';

const REFERENCE = /HR-[2-9A-HJKMNP-Z]{6}/;

async function screenshot(part: Page | Locator, testInfo: TestInfo, name: string) {
  const path = `test-results/screens/${name}-${testInfo.project.name}.png`;
  await ('goto' in part ? part.screenshot({ path, fullPage: true }) : part.screenshot({ path }));
}

/** A Florida buyer who signed two days ago asks for help through the landing page's form. */
async function sendRecentFloridaRequest(page: Page, lastName: string) {
  await page.goto('/');
  const form = page.locator('#get-help');
  await form.getByLabel('First name').fill('Evelyn');
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Email address').fill(uniqueEmail('intake'));
  await form.getByLabel('Timeshare company or resort').fill('Palm Key Vacation Club');
  await form.getByLabel('When did you buy it?').selectOption('within-1-year');
  await form.getByLabel(/Where did you sign the contract/).selectOption('florida');
  await form.getByLabel(/The date you signed/).fill(dayFromToday(-2).iso);
  await form
    .getByLabel('Tell us about your situation')
    .fill('We signed at a sales presentation on vacation and regret it.');
  await form.getByLabel(/I agree that Timeshare Resolution Advocates may contact me/).check();
  await form.getByRole('button', { name: 'Send my request' }).click();
  return form;
}

for (const phone of [false, true]) {
  test(`a recent Florida buyer's request gets a reference, is sent to the guide at once, and comes first for staff${phone ? ' @phone' : ''}`, async ({
    page,
  }, testInfo) => {
    test.skip(phone !== (testInfo.project.name === 'phone'), 'one test per viewport');
    const lastName = `Marsh-${testInfo.project.name}`;
    const form = await sendRecentFloridaRequest(page, lastName);

    const heading = form.getByRole('heading', { name: /^Your reference: HR-/ });
    await expect(heading).toBeFocused();
    const reference = REFERENCE.exec((await heading.textContent()) ?? '')![0];
    await expect(form.getByText('Act now: you may still be able to cancel')).toBeVisible();
    await expect(form.getByText(/the last day may be as early as/)).toBeVisible();
    await expect(form.getByRole('heading', { name: 'What happens now' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(form, testInfo, 'intake-time-critical');
    await expectMailMentioning(`We received your request for help (${reference})`);
    await expectMailMentioning(`TIME-CRITICAL: New help request ${reference}`);

    await form.getByRole('link', { name: 'Start “What can I do?” now' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'What can I do?' })).toBeVisible();

    await signInAsStaff(page, demoAdmin);
    await page.goto('/admin/inbox');
    const list = page.getByRole('list', { name: 'Intake requests' });
    const card = list.getByRole('listitem').filter({ hasText: reference });
    await expect(card).toContainText('Time-critical');
    await expect(card).toContainText('Earliest last day to cancel');
    // Time-critical new requests come before every other one.
    await expect(list.getByRole('listitem').first()).toContainText('Time-critical');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'intake-inbox-time-critical');

    await card.getByRole('button', { name: /^Open the request from/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Time-critical');
    await expect(dialog).toContainText(reference);
    await expectNoSeriousA11yViolations(page);
  });
}
