import { readFile } from 'node:fs/promises';
import {
  expect,
  gotoWaitsUntilLive,
  test,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from './test';
import {
  caseOfTheDemoPartner,
  demoAdmin,
  demoPartner,
  signInAsClient,
  signInAsStaff,
} from './accounts';
import { expectNoSeriousA11yViolations } from './axe';

/*
 * Issue 16: the case is where the work happens. On a new client's case assigned to the demo
 * firm (so no other test reads or writes its messages), the firm asks for the contract and
 * writes; the client photographs the contract for the request and answers; the firm sees the
 * request fulfilled, downloads the same bytes and reads the answer; staff read the whole
 * thread. Each side in a browser of its own, at 390 px (phone) and 1280 px (desktop).
 */

/** A photographed contract page as a phone camera writes it: a JPEG, a few kilobytes. */
function contractPhoto(): Buffer {
  const header = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00];
  const body = Array.from({ length: 4096 }, (_, index) => (index * 31) % 251);
  return Buffer.from([...header, ...body, 0xff, 0xd9]);
}

const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Another person's browser, the same kind of device as the test's. */
async function browserOfSomeoneElse(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } =
    testInfo.project.use;
  return browser.newContext({
    viewport: testInfo.project.name === 'phone' ? PHONE_VIEWPORT : viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    baseURL,
  });
}

async function signInPartner(page: Page) {
  await page.goto('/partner-login');
  await page.getByLabel('Email Address').fill(demoPartner.email);
  await page.getByLabel('Password', { exact: true }).fill(demoPartner.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/partner-dashboard$/);
}

const screen = (page: Page, name: string, testInfo: TestInfo) =>
  page.screenshot({ path: `test-results/screens/${name}-${testInfo.project.name}.png` });

const sunsetCard = (page: Page) =>
  page.getByRole('article').filter({ hasText: 'Sunset Palms Resort' });

test('firm, client and staff work a case: a request answered with a photo, and messages @phone', async ({
  page,
  browser,
}, testInfo) => {
  // Three people in three browsers, with six accessibility scans: a long story.
  test.setTimeout(240_000);
  if (testInfo.project.name === 'phone') await page.setViewportSize(PHONE_VIEWPORT);
  const work = await caseOfTheDemoPartner(page.request, 'collaboration-client');
  const title = 'Signed purchase contract, every page';
  const firmNote = 'We wrote to the resort today.';

  // The firm asks for the contract and writes to the client.
  const firmContext = await browserOfSomeoneElse(browser, testInfo);
  const firm = gotoWaitsUntilLive(await firmContext.newPage());
  await signInPartner(firm);
  await firm.getByRole('button', { name: `View case ${work.caseNumber}` }).click();
  const dialog = firm.getByRole('dialog', { name: `Case ${work.caseNumber}` });
  await dialog.getByRole('tab', { name: 'Requests' }).click();
  await dialog.getByLabel('Document needed').fill(title);
  await dialog.getByLabel('Document type').selectOption('contract');
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog.getByText('Request sent')).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(firm);
  await screen(firm, 'firm-case-requests', testInfo);
  await dialog.getByRole('tab', { name: /^Messages/ }).click();
  await dialog.getByLabel('Write a message').fill(`${firmNote}\n<b>Not bold</b>`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(firmNote)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The client sees the new message, photographs the contract for the request and answers.
  await signInAsClient(page, work.client.email, work.client.password);
  await expect(sunsetCard(page).getByText('1 new message', { exact: true })).toBeVisible();
  await sunsetCard(page)
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/cases\/[^/]+$/);
  const conversation = page.getByRole('region', { name: 'Messages' });
  await expect(conversation.getByText(firmNote)).toBeVisible();
  // Typed markup is shown as the text it is.
  await expect(conversation.getByText('<b>Not bold</b>')).toBeVisible();
  await expect(conversation.locator('b')).toHaveCount(0);

  const asking = page.getByRole('listitem', { name: title });
  const chooser = page.waitForEvent('filechooser');
  await asking.getByText('Send a file or photo').click();
  await (
    await chooser
  ).setFiles({ name: 'contract-page-1.jpg', mimeType: 'image/jpeg', buffer: contractPhoto() });
  await expect(
    page.getByText(`contract-page-1.jpg was added to your case for “${title}”.`),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: title })).toHaveCount(0);

  const reply = 'Here is the first page.';
  await conversation.getByLabel('Write a message').fill(reply);
  await conversation.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByText(reply)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({
    path: `test-results/screens/client-case-page-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // The firm's list says the case has a new message, and the filter finds it.
  await firm.reload();
  const row = firm.getByRole('row').filter({ hasText: work.caseNumber });
  await expect(row.getByText('1 new message')).toBeVisible();
  await firm.getByLabel('Needs attention').selectOption('unread');
  await row.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(firm);
  await screen(firm, 'firm-cases-needing-attention', testInfo);

  // The request is fulfilled by the photo, and the firm downloads the same bytes.
  await row.getByRole('button', { name: `View case ${work.caseNumber}` }).click();
  await dialog.getByRole('tab', { name: 'Requests' }).click();
  await expect(dialog.getByRole('listitem', { name: title })).toContainText('Fulfilled');
  await dialog.getByRole('tab', { name: 'Documents' }).click();
  const saved = firm.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download contract-page-1.jpg' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe('contract-page-1.jpg');
  expect(Buffer.compare(await readFile((await download.path())!), contractPhoto())).toBe(0);

  // Reading the answer clears the firm's unread count.
  await dialog.getByRole('tab', { name: 'Messages (1)' }).click();
  await expect(dialog.getByText(reply)).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Messages', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(firm);
  await screen(firm, 'firm-case-messages', testInfo);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await firm.getByLabel('Needs attention').selectOption('all');
  await expect(row.getByText('Nothing new')).toBeVisible();
  await firmContext.close();

  // Staff read the whole thread from the cases that need them.
  const staffContext = await browserOfSomeoneElse(browser, testInfo);
  const staff = gotoWaitsUntilLive(await staffContext.newPage());
  await signInAsStaff(staff, demoAdmin);
  await staff.goto('/admin/cases?attention=unread');
  const staffRow = staff.getByRole('row').filter({ hasText: work.caseNumber });
  await expect(staffRow.getByText('2 new messages')).toBeVisible();
  await staffRow.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(staff);
  await screen(staff, 'staff-cases-needing-attention', testInfo);
  await staffRow.getByRole('button', { name: `Open case ${work.caseNumber}` }).click();
  const staffDialog = staff.getByRole('dialog', { name: `Case ${work.caseNumber}` });
  await staffDialog.getByRole('tab', { name: 'Messages (2)' }).click();
  const thread = staffDialog.getByRole('list', { name: 'Messages, oldest first' });
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await expect(thread.getByRole('listitem').first()).toContainText(firmNote);
  await expect(thread.getByRole('listitem').last()).toContainText(reply);
  await expectNoSeriousA11yViolations(staff);
  await screen(staff, 'staff-case-messages', testInfo);
  await staffContext.close();

  // Back on the client's dashboard the thread is read: no badge until someone writes again.
  await page.getByRole('link', { name: /Back to My Dashboard/ }).click();
  await expect(sunsetCard(page).getByText(/new messages?/)).toHaveCount(0);
});
