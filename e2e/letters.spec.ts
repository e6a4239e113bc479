import { execFileSync } from 'node:child_process';
import type { LegalForm } from '../src/shared/contracts/legal';
import { paths } from '../src/client/lib/paths';
import { expectNoSeriousA11yViolations } from './axe';
import { docxText, downloadBoth, fillLetter, pdfText } from './letter-files';
import { expect, test, type Page, type TestInfo } from './test';

const OTHER_STATES_LETTER = 'Timeshare Cancellation Letter (Other States)';

/** The id of a seeded form, by its title. */
async function formId(page: Page, title: string): Promise<string> {
  const response = await page.request.get('/api/legal/forms');
  const forms = (await response.json()) as LegalForm[];
  const form = forms.find((candidate) => candidate.title === title);
  if (!form) throw new Error(`No form titled ${title}`);
  return form.id;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe('ready-to-send letters', () => {
  test("a Texas buyer's cancellation letter names Texas law and downloads as PDF and Word", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.legalItem.getHref('legal_form', await formId(page, OTHER_STATES_LETTER)));
    const panel = page.getByRole('region', { name: 'Fill in your letter' });
    await expect(panel.getByText('Choose your state to see your letter.')).toBeVisible();
    await panel.getByLabel('State where you signed the contract').selectOption('texas');
    const name = `Ruth Ames ${Date.now()}`;
    await fillLetter(page, name);
    const preview = panel.getByTestId('letter-preview');
    await expect(preview).toContainText(`Under Tex. Prop. Code § 221.041(a), the law of Texas`);
    await expect(preview).toContainText(name);
    await expect(
      panel.getByText('Verify with the official source', { exact: false }),
    ).toBeVisible();
    await expect(panel.getByText(/certified mail with a return receipt/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'letters-1280');

    const { pdf, docx } = await downloadBoth(page, panel);
    const pdfWords = await pdfText(pdf);
    expect(pdfWords).toContain(name);
    expect(pdfWords).toContain('Tex. Prop. Code § 221.041(a)');
    expect(pdfWords).toContain('November 24, 2026');
    const docxWords = await docxText(docx);
    expect(docxWords).toContain(name);
    expect(docxWords).toContain('Sunny Shores Resorts Inc.');
    // The PDF as a picture, to look at.
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      await pdf.path(),
      testInfo.outputPath('letter-pdf'),
    ]);
  });

  test('the Florida letter on a phone: fill in, see the preview, download both files @phone', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/legal?tab=forms&jurisdiction=florida&formType=cancellation-letter');
    await page
      .getByRole('article')
      .filter({ hasText: 'Florida Timeshare Cancellation Letter' })
      .getByRole('link', { name: /^Read more/ })
      .click();
    const name = `Lee Park ${Date.now()}`;
    const panel = await fillLetter(page, name);
    await expect(panel.getByTestId('letter-preview')).toContainText(
      'section 721.10 of the Florida Statutes',
    );
    const { pdf, docx } = await downloadBoth(page, panel);
    expect(await pdfText(pdf)).toContain(name);
    expect(await docxText(docx)).toContain(name);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // A phone's full page is too tall to look at: the fields, then the preview and buttons.
    await panel.getByLabel('Your full name').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('letters-390-fields.png') });
    await panel.getByTestId('letter-preview').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('letters-390-preview.png') });
    await panel.getByRole('button', { name: 'Download Word file' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('letters-390-buttons.png') });
  });
});
