import { expect, gotoWaitsUntilLive, test, type Browser, type Page, type TestInfo } from './test';
import { createOnboardedClient, demoAdmin, demoPartner, signInAsStaff } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';
import { tokenLinkFor, uniqueEmail } from './mail';

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `test-results/screens/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}

/** A small but real PDF: the server checks the leading bytes against the name. */
const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function applyForPartnership(page: Page, company: string, email: string) {
  await page.goto('/partner-portal?tab=apply');
  const form = page.getByRole('tabpanel', { name: 'Apply' });
  await form.getByLabel('Company or organization name').fill(company);
  await form.getByLabel('Type of organization').selectOption('law-firm');
  await form.getByLabel('Jurisdiction').fill('Florida');
  await form.getByLabel('Contact person').fill('Rosa Delgado');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Phone number').fill('(555) 010-4477');
  await form.getByLabel('Timeshare Cancellation').check();
  await form.getByLabel('I have read and accept the partnership agreement').check();
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted').first()).toBeVisible();
}

async function signInAsPartner(page: Page, email: string, password: string) {
  await page.goto('/partner-login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/partner-dashboard$/);
}

async function openPartnerCase(page: Page, caseNumber: string) {
  await page
    .getByRole('button', { name: `View case ${caseNumber}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(caseNumber) });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A client with one open case, made through the API; returns the case number. */
async function clientWithCase(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const token = await createOnboardedClient(context.request, email, password);
  const cases = await context.request.get('/api/cases', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [opened] = (await cases.json()) as { caseNumber: string }[];
  await context.close();
  return opened!.caseNumber;
}

test('apply, approval, set password, assignment, case work, and the client sees it', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const stamp = Date.now();
  const company = `Delgado Consumer Law ${stamp}`;
  const partnerEmail = uniqueEmail('partner');
  const partnerPassword = 'harbor lights 2026';
  const clientEmail = uniqueEmail('partner-client');
  const clientPassword = 'my own case 2026';
  const caseNumber = await clientWithCase(browser, clientEmail, clientPassword);

  // A firm applies, then sends its license through the link in the confirmation.
  await applyForPartnership(page, company, partnerEmail);
  await page.goto(await tokenLinkFor(partnerEmail, '/partner-portal'));
  const verification = page.getByRole('tabpanel', { name: 'Verification' });
  await expect(verification.getByText('Under review').first()).toBeVisible();
  await verification.getByLabel('Kind of document').selectOption('business-license');
  await verification.getByLabel('File').setInputFiles({
    name: 'business-license.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf,
  });
  await verification.getByRole('button', { name: 'Upload Document' }).click();
  await expect(verification.getByText('business-license.pdf').first()).toBeVisible();
  await screenshot(page, testInfo, 'partner-portal-verification-with-link');
  await expectNoSeriousA11yViolations(page);

  // An admin approves it.
  const admin = gotoWaitsUntilLive(await browser.newPage());
  await signInAsStaff(admin, demoAdmin);
  await admin.goto('/admin/applications');
  await admin.getByRole('button', { name: `View details of ${company}` }).click();
  const details = admin.getByRole('dialog', { name: new RegExp(company) });
  await details.getByRole('button', { name: 'Approve', exact: true }).click();
  // The form asks for no bar number or website, so the admin gives a reason (issue 15).
  await admin.getByLabel('Reason to approve anyway').fill('Checked with the state bar by phone.');
  await admin.getByRole('button', { name: 'Approve application' }).click();
  await expect(admin.getByText(/approved/i).first()).toBeVisible();

  // The firm sets its password from the e-mail.
  await page.goto(await tokenLinkFor(partnerEmail, '/partner-login/set-password'));
  await expect(page.getByText(company)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(partnerPassword);
  await page.getByLabel('Type the new password again').fill(partnerPassword);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Password Set').first()).toBeVisible();

  // The admin assigns the client's case to the firm.
  await admin.goto('/admin/cases');
  await admin.getByLabel('Search').fill(caseNumber);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await admin.getByRole('button', { name: `Assign case ${caseNumber}` }).click();
  const assign = admin.getByRole('dialog');
  const firm = await assign.locator('option', { hasText: company }).getAttribute('value');
  await assign.getByLabel('Partner attorney').selectOption(firm!);
  await assign.getByRole('button', { name: 'Assign case' }).click();
  await expect(admin.getByRole('row').filter({ hasText: caseNumber })).toContainText(company);
  await admin.close();

  // The firm signs in, finds the case, moves it forward and writes to the client.
  await signInAsPartner(page, partnerEmail, partnerPassword);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const dialog = await openPartnerCase(page, caseNumber);
  await dialog.getByRole('tab', { name: 'Actions' }).click();
  await dialog.getByLabel('New status').selectOption('in_progress');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText('Case status updated successfully').first()).toBeVisible();
  await dialog.getByLabel('Title').fill('We wrote to the resort');
  await dialog
    .getByLabel('Description')
    .fill('We sent your cancellation letter by certified mail.');
  await expect(dialog.getByLabel('Visible to client')).toBeChecked();
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Note added successfully').first()).toBeVisible();

  // The client sees both, and who is working on the case.
  const client = gotoWaitsUntilLive(await browser.newPage());
  await client.goto('/auth');
  const panel = client.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email address').fill(clientEmail);
  await panel.getByLabel('Password', { exact: true }).fill(clientPassword);
  await panel.getByRole('button', { name: 'Sign In' }).click();
  await expect(client).toHaveURL(/\/dashboard$/);
  await client
    .getByRole('article')
    .filter({ hasText: caseNumber })
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(client).toHaveURL(/\/dashboard\/cases\/[^/]+$/);
  const caseDetails = client.getByRole('main');
  await expect(caseDetails.getByText('We wrote to the resort')).toBeVisible();
  await expect(caseDetails.getByText('In Progress').first()).toBeVisible();
  await expect(caseDetails.getByText(company).first()).toBeVisible();
  await screenshot(client, testInfo, 'client-case-with-partner');
  await client.close();
});

test('a partner uploads a PDF to a case and downloads the same file back @phone', async ({
  page,
}, testInfo) => {
  await signInAsPartner(page, demoPartner.email, demoPartner.password);
  await expect(page.getByRole('heading', { name: 'Partner Dashboard' })).toBeVisible();
  await screenshot(page, testInfo, 'partner-dashboard');
  await expectNoSeriousA11yViolations(page);

  const firstCase = page.getByRole('button', { name: /^View case / }).first();
  const caseNumber = (await firstCase.getAttribute('aria-label'))!.replace('View case ', '');
  const dialog = await openPartnerCase(page, caseNumber);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('tab', { name: 'Documents' }).click();
  await dialog.getByRole('button', { name: 'Upload Document' }).click();

  const upload = page.getByRole('dialog', { name: 'Upload Document' });
  const fileName = `retainer-${Date.now()}.pdf`;
  await upload.getByLabel('Document type').selectOption('contract');
  await upload.getByLabel('File').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: samplePdf,
  });
  await screenshot(page, testInfo, 'partner-upload-dialog');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Upload Successful').first()).toBeVisible();
  await expect(upload).toBeHidden();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: `Download ${fileName}` }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(fileName);
  const bytes = await saved.createReadStream().then(
    (stream) =>
      new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
      }),
  );
  expect(bytes.equals(samplePdf)).toBe(true);
});

test('the partner screens and admin review screens have no serious accessibility problems @phone', async ({
  page,
}, testInfo) => {
  // Many axe scans, some of lists that grow with every other test's data.
  test.setTimeout(240_000);
  for (const [path, name] of [
    ['/partners', 'partners'],
    ['/partner-portal', 'partner-portal'],
    ['/partner-portal?tab=apply', 'partner-portal-apply'],
    ['/partner-portal?tab=verification', 'partner-portal-verification'],
    ['/partner-login', 'partner-login'],
    ['/partner-login/set-password?token=not-a-real-link', 'partner-set-password-invalid'],
    ['/partner-dashboard', 'partner-dashboard-denied'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, testInfo, name);
    await expectNoSeriousA11yViolations(page);
  }

  await signInAsStaff(page, demoAdmin);
  for (const [path, name] of [
    ['/admin', 'admin-home'],
    ['/admin/applications', 'admin-applications'],
    ['/admin/cases', 'admin-cases'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, testInfo, name);
    await expectNoSeriousA11yViolations(page);
  }
  await page.goto('/admin/applications');
  await page
    .getByRole('button', { name: /^View details of / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await screenshot(page, testInfo, 'admin-application-details');
  await expectNoSeriousA11yViolations(page);
});
