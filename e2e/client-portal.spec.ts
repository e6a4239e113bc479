import { expect, test, type Page, type TestInfo } from './test';
import { expectNoSeriousA11yViolations } from './axe';

const FIRST_COMPANY = 'Sunny Shores Vacation Club';
const SECOND_COMPANY = 'Bay Harbor Resorts';

/** A new client for each test, registered through the Create Account tab. */
async function registerThroughUi(page: Page, firstName: string): Promise<string> {
  const email = `client-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Create Account' });
  await panel.getByLabel('First name').fill(firstName);
  await panel.getByLabel('Last name').fill('Portal-E2E');
  await panel.getByLabel('Email address').fill(email);
  await panel.getByLabel('Choose a password').fill('correct horse battery');
  await panel.getByLabel('Type the password again').fill('correct horse battery');
  await panel.getByRole('button', { name: 'Create Account' }).click();
  // A new client is sent into the onboarding wizard in place of every page.
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
  return email;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `test-results/screens/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}

async function expectStep(page: Page, step: number, title: string) {
  await expect(page.getByText(`Step ${step} of 4`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${step * 25}%`, { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(step * 25));
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(title) })).toBeFocused();
}

const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Walks the wizard with only the required answers, checking and capturing every step. */
async function completeOnboarding(page: Page, testInfo: TestInfo, options: { audit: boolean }) {
  await expect(page.getByText('Step 1 of 4', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  if (options.audit) {
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'onboarding-step1');
  }
  await nextButton(page).click();

  await expectStep(page, 2, 'Your Situation');
  await expect(nextButton(page)).toBeDisabled();
  await expect(
    page.getByText('Please fill in your timeshare company and current situation to continue.'),
  ).toBeVisible();
  if (options.audit) {
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'onboarding-step2');
  }
  await page.getByLabel('Timeshare company or resort').fill(FIRST_COMPANY);
  await expect(nextButton(page)).toBeDisabled();
  await page.getByLabel('Your current situation').fill('The maintenance fees keep rising.');
  await expect(nextButton(page)).toBeEnabled();
  await page.getByRole('checkbox', { name: 'Contract Review' }).check();
  await nextButton(page).click();

  await expectStep(page, 3, 'Preferences');
  if (options.audit) {
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'onboarding-step3');
  }
  await page.getByLabel(/Have you tried to cancel before/).selectOption('no');
  await nextButton(page).click();

  await expectStep(page, 4, 'Goals');
  await expect(page.getByText(/reaches out within 24-48 hours/)).toBeVisible();
  if (options.audit) {
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'onboarding-step4');
  }
  // The page reloads 1.5 s after the welcome toast; wait for that before going on.
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Welcome to TRA!')).toBeVisible();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

const caseCards = (page: Page) =>
  page.getByRole('list', { name: 'Your cases' }).getByRole('article');

test.describe('client portal', () => {
  test('a new client onboards, opens cases, follows one and saves preferences', async ({
    page,
  }, testInfo) => {
    test.slow();
    const email = await registerThroughUi(page, 'Margaret');
    await completeOnboarding(page, testInfo, { audit: false });

    await expect(page).toHaveTitle(/^My Dashboard/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Margaret' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(caseCards(page)).toHaveCount(1);
    await expect(caseCards(page).first()).toContainText(FIRST_COMPANY);
    await expect(caseCards(page).first()).toContainText('Submitted');

    // A second case through the New Case dialog.
    await page.getByRole('button', { name: 'New Case' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Open a New Case' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Case' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Missing information');
    await dialog.getByLabel('Timeshare company').fill(SECOND_COMPANY);
    await dialog.getByLabel(/Purchase date/).fill('June 2019');
    await dialog.getByLabel('Your situation').fill('They promised I could sell it back.');
    await dialog.getByLabel('Priority').selectOption('high');
    await dialog.getByRole('button', { name: 'Create Case' }).click();
    await expect(page.getByText('Case Created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(caseCards(page)).toHaveCount(2);
    // Newest first.
    await expect(caseCards(page).first()).toContainText(SECOND_COMPANY);

    // The details of the first case, on its own page: four steps with 'Case Submitted'
    // current, and its update.
    await caseCards(page)
      .nth(1)
      .getByRole('link', { name: /View Details/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/cases\/[^/]+$/);
    const details = page.getByRole('main');
    await expect(details.getByRole('heading', { level: 1, name: /^Case / })).toBeVisible();
    await expect(details).toContainText(FIRST_COMPANY);
    const steps = details.getByRole('region', { name: 'Case progress' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText('Case Submitted');
    await expect(steps.nth(0)).toContainText('Current step');
    await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(1)).toContainText('Under Review');
    await expect(steps.nth(1)).toContainText('Upcoming');
    await expect(steps.nth(2)).toContainText('In Progress');
    await expect(steps.nth(3)).toContainText('Completed');
    const updates = details.getByRole('region', { name: 'Updates' });
    await expect(updates.getByRole('heading', { name: 'Case Submitted' })).toBeVisible();
    await details.getByRole('link', { name: 'Back to My Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Preferences are saved and still there after a reload.
    const preferences = page.getByRole('region', { name: 'Your Preferences' });
    await preferences.getByLabel('Experience level').selectOption('advanced');
    await preferences.getByRole('checkbox', { name: 'Scam Prevention' }).check();
    await preferences.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Preferences Saved')).toBeVisible();
    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Your Preferences' });
    await expect(reloaded.getByLabel('Experience level')).toHaveValue('advanced');
    await expect(reloaded.getByRole('checkbox', { name: 'Scam Prevention' })).toBeChecked();
  });

  test('onboarding and the dashboard have no serious accessibility violations @phone', async ({
    page,
  }, testInfo) => {
    test.slow();
    await registerThroughUi(page, 'Walter');
    await completeOnboarding(page, testInfo, { audit: true });

    await expect(caseCards(page)).toHaveCount(1);
    await expect(
      page.getByRole('region', { name: 'Your Preferences' }).getByLabel('Experience level'),
    ).toBeVisible();
    // With no interests stated yet, the published guides are suggested by experience level.
    await expect(page.getByRole('link', { name: /View All \d+ Recommendations/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'dashboard');
  });

  test('a signed-out visitor is asked to sign in on the dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByText('Please sign in to see your cases')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/auth?tab=register',
    );
    await expect(page.getByRole('region', { name: 'Your Preferences' })).toContainText(
      'Please sign in',
    );
    await expect(page.getByRole('region', { name: 'Recommended for You' })).toContainText(
      'Please sign in',
    );
  });
});
