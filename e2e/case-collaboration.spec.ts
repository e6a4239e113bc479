import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { caseOfTheDemoPartner, demoPartner } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';

// A new client's case, assigned to the demo partner firm, for each run (so no other test reads
// or writes its messages). The firm's side goes through the API here until its screens show
// messages and requests; the client's side is the case page in the browser.

/** A photographed contract page as a phone camera writes it: a JPEG, a few kilobytes. */
function contractPhoto(): Buffer {
  const header = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00];
  const body = Array.from({ length: 4096 }, (_, index) => (index * 31) % 251);
  return Buffer.from([...header, ...body, 0xff, 0xd9]);
}

async function partnerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/partners/login', { data: demoPartner });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function signInClient(page: Page, client: { email: string; password: string }) {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email address').fill(client.email);
  await panel.getByLabel('Password', { exact: true }).fill(client.password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const sunsetCard = (page: Page) =>
  page.getByRole('article').filter({ hasText: 'Sunset Palms Resort' });

test('the client sends a photographed contract for a request and the firm gets the same bytes; they exchange messages @phone', async ({
  page,
  request,
}, testInfo) => {
  const work = await caseOfTheDemoPartner(request, 'collaboration-client');
  const firm = { headers: await partnerHeaders(request), caseId: work.caseId };
  const title = 'Signed purchase contract, every page';
  const asked = await request.post(`/api/partners/cases/${firm.caseId}/requests`, {
    headers: firm.headers,
    data: { title, documentType: 'contract' },
  });
  expect(asked.status()).toBe(201);
  const { id: requestId } = (await asked.json()) as { id: string };
  const firmNote = 'We wrote to the resort today.';
  const sent = await request.post(`/api/partners/cases/${firm.caseId}/messages`, {
    headers: firm.headers,
    data: { body: `${firmNote}\n<b>Not bold</b>` },
  });
  expect(sent.status()).toBe(201);

  await signInClient(page, work.client);
  // The firm's message is new to the client: the case card says so.
  await expect(
    sunsetCard(page)
      .getByText(/\d+ new messages?/)
      .first(),
  ).toBeVisible();
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

  // The firm sees the request fulfilled by that upload, downloads the same bytes, and reads
  // the client's answer.
  const detail = (await (
    await request.get(`/api/partners/cases/${firm.caseId}`, { headers: firm.headers })
  ).json()) as { requests: { id: string; status: string; documentId: string | null }[] };
  const answered = detail.requests.find((item) => item.id === requestId);
  expect(answered).toMatchObject({ status: 'fulfilled' });
  const download = await request.get(
    `/api/partners/cases/${firm.caseId}/documents/${answered!.documentId}/download`,
    { headers: firm.headers },
  );
  expect(download.status()).toBe(200);
  expect(Buffer.compare(await download.body(), contractPhoto())).toBe(0);
  const thread = (await (
    await request.get(`/api/partners/cases/${firm.caseId}/messages`, { headers: firm.headers })
  ).json()) as { messages: { body: string; authorKind: string }[] };
  expect(thread.messages.at(-1)).toMatchObject({ body: reply, authorKind: 'client' });

  // Back on the dashboard the thread is read: no badge until the firm writes again.
  await page.getByRole('link', { name: /Back to My Dashboard/ }).click();
  await expect(sunsetCard(page).getByText(/new messages?/)).toHaveCount(0);
});
