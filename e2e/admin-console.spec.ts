import { expect, test, type Page, type TestInfo } from './test';
import { createOnboardedClient, demoAdmin, signInAsStaff } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';
import { uniqueEmail } from './mail';

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `test-results/screens/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}

test('an admin deactivates a client, who can no longer sign in, and finds it in the audit log', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('deactivated');
  const password = 'soon switched off 2026';
  await createOnboardedClient(request, email, password);

  await signInAsStaff(page, demoAdmin);
  await page.goto('/admin/people');
  await page.getByLabel('Search by name, e-mail or phone').fill(email);
  const deactivate = page.getByRole('button', { name: 'Deactivate Eleanor Rigby' });
  await expect(deactivate).toHaveCount(1);
  await deactivate.click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Eleanor Rigby?' });
  await expect(confirm.getByText(/signed out/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Reactivate Eleanor Rigby' })).toBeVisible();

  const refused = await request.post('/api/auth/login', { data: { email, password } });
  expect(refused.status()).toBe(401);

  await page.goto('/admin/audit');
  await page.getByLabel('Action').selectOption('client.deactivated');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const entries = page.getByRole('list', { name: 'Audit entries' });
  await expect(entries.getByText('client.deactivated').first()).toBeVisible();
  await expect(entries.getByText('Alex Rivera (Staff)').first()).toBeVisible();
  await entries
    .getByRole('button', { name: /^Show changes of client\.deactivated/ })
    .first()
    .click();
  await expect(entries.getByText(/"isActive": false/).first()).toBeVisible();
  await screenshot(page, testInfo, 'admin-audit-filtered');
});

test('the admin console screens have no serious accessibility problems @phone', async ({
  page,
}, testInfo) => {
  // Eleven axe scans of lists that grow with every other test's data: minutes, not seconds.
  test.setTimeout(240_000);
  await signInAsStaff(page, demoAdmin);
  for (const [path, name] of [
    ['/admin', 'admin-overview'],
    ['/admin/inbox', 'admin-inbox-intake'],
    ['/admin/inbox?kind=contact', 'admin-inbox-contact'],
    ['/admin/cases', 'admin-cases'],
    ['/admin/people', 'admin-people-clients'],
    ['/admin/people?tab=partners', 'admin-people-partners'],
    ['/admin/people?tab=staff', 'admin-people-staff'],
    ['/admin/jobs', 'admin-jobs'],
    ['/admin/audit', 'admin-audit'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait for the list to load, so the check sees the page people see.
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await screenshot(page, testInfo, name);
    await expectNoSeriousA11yViolations(page);
  }

  // The dialogs where the work happens.
  await page.goto('/admin/inbox');
  await page
    .getByRole('button', { name: /^Open the request from/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await screenshot(page, testInfo, 'admin-inbox-request');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/cases');
  await page
    .getByRole('button', { name: /^Open case/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await screenshot(page, testInfo, 'admin-case-dialog');
  await expectNoSeriousA11yViolations(page);
});
