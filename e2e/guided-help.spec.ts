import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pdfText } from '../src/server/testing/pdf-text';
import { docxText, downloadBoth, fillLetter, pdfText as downloadedPdfText } from './letter-files';
import { expectNoSeriousA11yViolations } from './axe';
import { dayFromToday } from './dates';
import { expect, test, type Locator, type Page } from './test';

const SCREENS = 'test-results/screens';

/** Presses Tab until `target` has the focus (the way a keyboard user reaches it). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

/** Reaches a radio group by Tab, then moves with the arrow keys to the answer and takes it. */
async function chooseByKeyboard(page: Page, answer: string) {
  const target = page.getByRole('radio', { name: answer, exact: true });
  const group = page.getByRole('radio');
  for (let presses = 0; presses < 40; presses += 1) {
    if (
      await group.evaluateAll((radios) => radios.some((radio) => radio === document.activeElement))
    )
      break;
    await page.keyboard.press('Tab');
  }
  for (let presses = 0; presses < 6; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

async function continueByKeyboard(page: Page) {
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
}

const signedTwoDaysAgo = dayFromToday(-2);
// Florida: 10 calendar days from the signing, so 8 days from today.
const floridaLastDay = dayFromToday(8);

test.describe('"What can I do?" interview', () => {
  test('a recent Florida buyer goes through by keyboard alone to an urgent plan', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Answer a few questions, get your free plan' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What can I do?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const state = page.getByRole('combobox', {
      name: 'Where did you sign your timeshare contract?',
    });
    await tabTo(page, state);
    await page.keyboard.type('Florida');
    await expect(state).toHaveValue('florida');
    await continueByKeyboard(page);

    await expect(page.getByRole('heading', { name: 'When did you sign it?' })).toBeFocused();
    await chooseByKeyboard(page, 'In the last 30 days');
    await continueByKeyboard(page);

    const date = page.getByRole('textbox', { name: 'On what date did you sign the contract?' });
    await tabTo(page, date);
    const [year, month, day] = signedTwoDaysAgo.iso.split('-');
    await page.keyboard.type(`${month}${day}${year}`);
    await expect(date).toHaveValue(signedTwoDaysAgo.iso);
    await continueByKeyboard(page);

    // Florida counts from the later papers: skip them.
    await expect(
      page.getByRole('heading', { name: /last of the required documents/ }),
    ).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: /^Skip/ }));
    await page.keyboard.press('Enter');

    await chooseByKeyboard(page, 'No, I want to get out of it');
    await continueByKeyboard(page);
    await chooseByKeyboard(page, 'Yes, they asked me to pay, but I have not paid');
    await continueByKeyboard(page);
    await tabTo(page, page.getByRole('textbox', { name: 'Company name' }));
    await page.keyboard.type('Sunset Exit Partners');
    await continueByKeyboard(page);
    await chooseByKeyboard(page, 'Yes'); // unwanted calls
    await continueByKeyboard(page);
    await chooseByKeyboard(page, 'No, it is paid for');
    await continueByKeyboard(page);

    // Back keeps the answers given, and going on again returns here.
    await expect(
      page.getByRole('heading', { name: /charged fees you think are wrong/ }),
    ).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Back' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('radio', { name: 'No, it is paid for' })).toBeChecked();
    await continueByKeyboard(page);

    await chooseByKeyboard(page, 'No');
    await continueByKeyboard(page);
    await tabTo(page, page.getByRole('checkbox', { name: 'Nothing yet' }));
    await page.keyboard.press('Space');
    await continueByKeyboard(page);

    await expect(page.getByRole('heading', { name: 'Your action plan' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Urgent: act now' })).toBeVisible();
    await expect(
      page.getByRole('heading', {
        name: `Step 1: Mail your cancellation letter by ${floridaLastDay.words}`,
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Official text of Fla\. Stat\. § 721\.10/ }),
    ).toHaveAttribute('href', 'https://www.flsenate.gov/Laws/Statutes/2024/721.10');
    await expect(
      page.getByRole('heading', { name: 'Step 2: Do not pay Sunset Exit Partners up front' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The first step's letter, filled from the answers, downloads as PDF and as a Word file.
    await page.getByText('Get the letter ready: Cancellation (rescission) letter').click();
    const panel = page
      .getByRole('group')
      .filter({ hasText: 'Get the letter ready: Cancellation (rescission) letter' });
    await expect(panel.getByLabel('Date you signed the contract')).toHaveValue(
      signedTwoDaysAgo.iso,
    );
    const name = `June Carter ${Date.now()}`;
    await fillLetter(page, name, { panel });
    await expect(panel.getByTestId('letter-preview')).toContainText(
      'section 721.10 of the Florida Statutes',
    );
    await expectNoSeriousA11yViolations(page);
    const { pdf, docx } = await downloadBoth(page, panel);
    const letterWords = await downloadedPdfText(pdf);
    expect(letterWords).toContain(name);
    expect(letterWords).toContain('section 721.10 of the Florida Statutes');
    const docxWords = await docxText(docx);
    expect(docxWords).toContain(name);
    expect(docxWords).toContain('Sunny Shores Resorts Inc.');
  });

  test('the plan downloads as a PDF and prints cleanly @phone', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/help');
    await page.getByRole('combobox').selectOption('florida');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'In the last 30 days' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox').fill(signedTwoDaysAgo.iso);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: /^Skip/ }).click();
    for (const answer of ['No, I want to get out of it', 'No', 'No', 'Yes', 'Yes']) {
      await page.getByRole('radio', { name: answer, exact: true }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await page.getByRole('checkbox', { name: 'I talked to an attorney' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Urgent: act now' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: /Share this plan with your attorney/ }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({
      path: `${SCREENS}/help-plan-${testInfo.project.name}.png`,
      fullPage: true,
    });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-action-plan.pdf');
    const text = pdfText(readFileSync(await download.path()));
    expect(text).toContain(`Mail your cancellation letter by ${floridaLastDay.words}`);
    expect(text).toContain('Dispute the fees in writing');
    expect(text).toContain('Fla. Stat. §§ 501.201–501.213');

    // The printed page: no navigation or buttons, the steps in full.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print this plan' })).toBeHidden();
    const printed = await page.pdf({ format: 'Letter', printBackground: true });
    const file = `${SCREENS}/help-plan-printed-${testInfo.project.name}.pdf`;
    writeFileSync(file, printed);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '50',
      '-f',
      '1',
      '-l',
      '2',
      file,
      file.replace(/\.pdf$/, ''),
    ]);
    expect(pdfText(printed)).toContain(`Do this by ${floridaLastDay.words}`);

    // Coming back later: the answers are still here.
    await page.emulateMedia({ media: 'screen' });
    await page.goto('/help');
    await page.getByRole('button', { name: 'Continue where I stopped' }).click();
    await expect(page.getByRole('heading', { name: 'Urgent: act now' })).toBeVisible();
  });
});
