import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { pdfText as textOfPdf } from '../src/server/testing/pdf-text';
import { expect, type Download, type Locator, type Page } from './test';

/** The words of a downloaded PDF (checked to be one). */
export async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  return textOfPdf(bytes);
}

/** The words of a downloaded Word file: the text of its word/document.xml. */
export async function docxText(download: Download): Promise<string> {
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const xml = await zip.file('word/document.xml')!.async('string');
  return xml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

/**
 * Fills every box of the letter panel a cancellation letter shows; the name box gets `name`.
 * `contractDate` is left as it is when the page has filled it in already.
 */
export async function fillLetter(
  page: Page,
  name: string,
  {
    contractDate = '2026-11-24',
    panel = page.getByRole('region', { name: 'Fill in your letter' }),
  }: { contractDate?: string; panel?: Locator } = {},
) {
  await panel.getByLabel('Your full name').fill(name);
  await panel.getByLabel('Your mailing address').fill('12 Oak Street\nAustin, TX 78701');
  await panel.getByLabel('Seller (developer) name').fill('Sunny Shores Resorts Inc.');
  await panel.getByLabel("Seller's address for notices (from your contract)").fill('1 Resort Way');
  await panel.getByLabel('Resort name').fill('Sunny Shores');
  await panel.getByLabel('Contract number').fill('SS-2026-118');
  const date = panel.getByLabel('Date you signed the contract');
  if (!(await date.inputValue())) await date.fill(contractDate);
  return panel;
}

/** Downloads the letter as PDF, then as a Word file. */
export async function downloadBoth(page: Page, panel: Locator) {
  const pdfSaved = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfSaved;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(panel.getByText(/Your letter was saved as .+\.pdf/)).toBeVisible();
  const docxSaved = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download Word file' }).click();
  const docx = await docxSaved;
  expect(docx.suggestedFilename()).toMatch(/\.docx$/);
  return { pdf, docx };
}
