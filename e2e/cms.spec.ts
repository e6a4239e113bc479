import { expect, gotoWaitsUntilLive, test, type Page, type TestInfo } from './test';
import { signInAsStaff } from './accounts';
import { paths } from '../src/client/lib/paths';
import { expectNoSeriousA11yViolations } from './axe';

// The browser-test server seeds the README's demo accounts; the demo editor manages content.
const EDITOR_EMAIL = 'editor@tra-demo.example';
const EDITOR_PASSWORD = 'DemoEditor2026!';

const signInAsEditor = (page: Page) =>
  signInAsStaff(page, { email: EDITOR_EMAIL, password: EDITOR_PASSWORD });

async function openCms(page: Page) {
  await page.goto('/cms');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Management' })).toBeVisible();
  await expect(page).toHaveTitle(/^Content Management/);
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `test-results/screens/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}

test('a visitor who is not signed in is sent to the staff sign-in page', async ({ page }) => {
  await page.goto('/cms');
  await expect(page).toHaveURL(/\/staff-login$/);
});

test('the editor creates a category and publishes an article in it, which visitors can read', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const categoryName = `E2E Category ${stamp}`;
  const title = `E2E Guide ${stamp}`;

  await signInAsEditor(page);
  await openCms(page);

  // A category first.
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/cms\?tab=categories$/);
  await page.getByRole('button', { name: 'New Category' }).first().click();
  const categoryDialog = page.getByRole('dialog', { name: 'New Category' });
  await categoryDialog.getByLabel('Name').fill(categoryName);
  await expect(categoryDialog.getByLabel('Slug')).toHaveValue(`e2e-category-${stamp}`);
  await categoryDialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('Category created successfully')).toBeVisible();
  await expect(categoryDialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name: categoryName })).toBeVisible();

  // Then a published article in it.
  await page.getByRole('tab', { name: 'Articles' }).click();
  await page.getByRole('button', { name: 'New Article' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Article' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  const slugInput = dialog.getByLabel(/^Slug/);
  await expect(slugInput).toHaveValue(`e2e-guide-${stamp}`);
  const slug = await slugInput.inputValue();
  await dialog.getByLabel('Category').selectOption({ label: categoryName });
  await dialog.getByLabel('Status').selectOption('published');
  await dialog
    .getByLabel('Content (Markdown)')
    .fill(
      '## What to do first\n\nStart here.\n\n- Read your contract\n- Write to the resort\n- Keep copies',
    );
  await dialog.getByLabel(/^Excerpt/).fill('The first steps, in order.');

  // The live preview renders the Markdown (on phones it sits behind the Preview tab).
  const previewTab = dialog.getByRole('tab', { name: 'Preview' });
  if (await previewTab.isVisible()) await previewTab.click();
  const preview = dialog.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'What to do first' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveCount(3);

  await dialog.getByRole('button', { name: 'Create Article' }).click();
  await expect(page.getByText('Article created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: title }),
  });
  await expect(row.getByText('Published')).toBeVisible();
  await expect(row.getByText(categoryName)).toBeVisible();

  // A visitor, with no staff sign-in, reads it on the site.
  const origin = new URL(page.url()).origin;
  const visitorContext = await browser.newContext();
  try {
    const visitor = gotoWaitsUntilLive(await visitorContext.newPage());
    await visitor.goto(`${origin}/resources/${slug}`);
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'What to do first' })).toBeVisible();
    await expect(visitor.getByText('Read your contract')).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});

test('asks before deleting an article, and deletes it on confirmation', async ({ page }) => {
  const title = `E2E Delete Me ${Date.now()}`;
  await signInAsEditor(page);
  await openCms(page);

  await page.getByRole('button', { name: 'New Article' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Article' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Content (Markdown)').fill('Temporary.');
  // Ctrl+Enter saves from anywhere in the form.
  await dialog.getByLabel('Content (Markdown)').press('Control+Enter');
  await expect(page.getByText('Article created successfully')).toBeVisible();

  await page.getByRole('button', { name: `Delete “${title}”` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${title}”?` });
  await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete article' }).click();
  await expect(page.getByText('Article deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: title })).toHaveCount(0);
});

test('has no serious accessibility violations, list and editor @phone', async ({
  page,
}, testInfo) => {
  await signInAsEditor(page);
  await openCms(page);
  await expect(page.getByRole('button', { name: 'New Article' }).first()).toBeVisible();
  await expect(page.getByText(/\d+ articles?\.|Showing \d+ of/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'cms');

  await page.getByRole('button', { name: 'New Article' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Article' });
  await dialog.getByLabel('Title', { exact: true }).fill('Accessibility check');
  await dialog.getByLabel('Content (Markdown)').fill('## A heading\n\n- One\n- Two');
  await expect(dialog.getByLabel(/^Slug/)).toHaveValue('accessibility-check');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'cms-editor');
});

test.describe('letters & forms', () => {
  const STOP_CONTACT = 'Letter Asking a Company to Stop Contacting You';
  const SHOTS = '/tmp/form-editor-shots';

  async function openLetter(page: Page) {
    await page.goto('/cms?tab=letters');
    await page.getByRole('button', { name: `Edit “${STOP_CONTACT}”` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit “${STOP_CONTACT}”` });
    await expect(dialog.getByLabel('Letter text')).toBeVisible();
    return dialog;
  }

  test('the editor changes a letter and the public letter shows it at once', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsEditor(page);
    let dialog = await openLetter(page);
    const template = dialog.getByLabel('Letter text');
    const original = await template.inputValue();
    const sentence = `Please confirm in writing, reference ${Date.now()}.`;
    try {
      // A law placeholder typed wrong is refused, and the reason is shown.
      await template.fill(`${original}\n\n{{buyer name}}`);
      await expect(
        dialog.getByText(/broken placeholder "\{\{buyer name\}\}"/).first(),
      ).toBeVisible();
      await template.fill(`${original}\n\n${sentence}`);
      await expect(dialog.getByTestId('letter-preview')).toContainText(sentence);
      await expect(dialog.getByTestId('letter-preview')).toContainText('[Your full name]');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/dialog-1280.png` });
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Letter updated successfully')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/panel-1280.png`, fullPage: true });

      const forms = (await (await page.request.get('/api/legal/forms')).json()) as {
        id: string;
        title: string;
      }[];
      const form = forms.find((candidate) => candidate.title === STOP_CONTACT)!;
      const visitor = await page.context().browser()!.newContext();
      const reader = gotoWaitsUntilLive(await visitor.newPage());
      await reader.goto(paths.legalItem.getHref('legal_form', form.id));
      const panel = reader.getByRole('region', { name: 'Fill in your letter' });
      await expect(panel.getByTestId('letter-preview')).toContainText(sentence);
      await visitor.close();
    } finally {
      dialog = await openLetter(page);
      await dialog.getByLabel('Letter text').fill(original);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Letter updated successfully').first()).toBeVisible();
    }
  });

  test('the panel and its dialog on a phone @phone', async ({ page }, testInfo) => {
    await signInAsEditor(page);
    await page.goto('/cms?tab=letters');
    await expect(page.getByRole('heading', { level: 3, name: STOP_CONTACT })).toBeVisible();
    await page.getByLabel('Letter', { exact: true }).selectOption('stop-contact');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/panel-${testInfo.project.name}.png`, fullPage: true });
    const dialog = await openLetter(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/dialog-${testInfo.project.name}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
