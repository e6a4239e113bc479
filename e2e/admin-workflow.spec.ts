import { expect, gotoWaitsUntilLive, test, type Page, type TestInfo } from './test';
import { demoAdmin, signInAsStaff } from './accounts';
import { FAILED_MAIL } from './failed-mail';
import { expectMailMentioning, tokenLinkFor, uniqueEmail } from './mail';

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `test-results/screens/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}

/** Shows the audit entries for one action and expects at least one, by the demo admin. */
async function expectAuditEntry(page: Page, action: string, actor = 'Alex Rivera (Staff)') {
  await page.goto('/admin/audit');
  await page.getByLabel('Action').selectOption(action);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const entries = page.getByRole('list', { name: 'Audit entries' });
  await expect(entries.getByText(action, { exact: true }).first()).toBeVisible();
  await expect(entries.getByText(actor).first()).toBeVisible();
}

test('an admin works an intake request from inbox to invitation, assigns a case, retries a failed job, and finds each action in the audit log', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail('intake');
  const intake = await request.post('/api/intake', {
    data: {
      firstName: 'Rosalind',
      lastName: 'Achebe',
      email,
      timeshareCompany: 'Harbor Vista Resorts',
      situation: 'The maintenance fees doubled and I want to know my options.',
      consent: 'true',
    },
  });
  expect(intake.status(), await intake.text()).toBe(201);

  // The overview counts the new request and links to the inbox, filtered.
  await signInAsStaff(page, demoAdmin);
  await page.getByRole('link', { name: /New intake requests/ }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?.*status=new/);
  await page.getByLabel('Search').fill(email);
  await page.getByRole('button', { name: 'Open the request from Rosalind Achebe' }).click();

  const request_ = page.getByRole('dialog', { name: 'Request from Rosalind Achebe' });
  await request_.getByLabel('Internal note').fill('Prefers e-mail; invite her to an account.');
  await request_.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
  await request_.getByRole('button', { name: 'Invite to create an account' }).click();
  const confirm = page.getByRole('dialog', {
    name: 'Invite Rosalind Achebe to create an account?',
  });
  await confirm.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(
    page.getByText(`We have e-mailed ${email} a link to create an account.`).first(),
  ).toBeVisible();
  await screenshot(page, testInfo, 'admin-inbox-invited');

  // The person opens the e-mailed link: the sign-up form is filled in for them.
  const link = await tokenLinkFor(email, '/auth', 'invite');
  const visitor = await browser.newContext();
  const visitorPage = gotoWaitsUntilLive(await visitor.newPage());
  await visitorPage.goto(link);
  const signUp = visitorPage.getByRole('tabpanel', { name: 'Create Account' });
  await expect(signUp.getByLabel('First name')).toHaveValue('Rosalind');
  await expect(signUp.getByLabel('Email address')).toHaveValue(email);
  const password = 'rosalind invited 2026';
  await signUp.getByLabel('Choose a password').fill(password);
  await signUp.getByLabel('Type the password again').fill(password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(visitorPage).toHaveURL(/\/(dashboard|onboarding)/);
  await visitor.close();

  // Her first case (opened through onboarding) is linked to the request.
  const signedIn = await request.post('/api/auth/login', { data: { email, password } });
  const { token } = (await signedIn.json()) as { token: string };
  const onboarded = await request.post('/api/onboarding/complete', {
    headers: { Authorization: `Bearer ${token}` },
    data: { timeshareCompany: 'Harbor Vista Resorts', currentSituation: 'Fees doubled.' },
  });
  expect(onboarded.status(), await onboarded.text()).toBe(200);

  await page.goto(`/admin/inbox?kind=intake&q=${encodeURIComponent(email)}`);
  const card = page.getByRole('listitem', { name: 'Rosalind Achebe' });
  await expect(card.getByText('Account created')).toBeVisible();
  const caseLink = card.getByRole('link', { name: /^TRA-/ });
  const caseNumber = (await caseLink.textContent())!.trim();
  await caseLink.click();

  // Assign the case to a staff owner from the cases list.
  await expect(page).toHaveURL(/\/admin\/cases\?q=TRA-/);
  await page.getByRole('checkbox', { name: `Select case ${caseNumber}` }).check();
  await page
    .getByLabel('Staff owner for the selected cases')
    .selectOption({ label: 'Alex Rivera' });
  await page.getByRole('button', { name: 'Assign owner' }).click();
  await expect(page.getByText('1 case now belongs to Alex Rivera.').first()).toBeVisible();
  await screenshot(page, testInfo, 'admin-cases-owner');

  // Retry the e-mail that failed during the mail outage; it is delivered.
  await page.goto('/admin/jobs');
  const failed = page.getByRole('listitem').filter({ hasText: FAILED_MAIL.subject });
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expectMailMentioning(FAILED_MAIL.subject);

  await expectAuditEntry(page, 'intake_submission.invited');
  await expectAuditEntry(page, 'case.owner_changed');
  await expectAuditEntry(page, 'job.retried');
  await screenshot(page, testInfo, 'admin-audit-job-retried');
});
