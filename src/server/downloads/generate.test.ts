import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloads, translatedDownloads } from '@shared/downloads';
import { officialUrls, stateCancellationRules } from './content/legal-sources';
import { generateDownloads, renderDownloadPdf, type GeneratedFile } from './generate';
import { BODY_SIZE, PAGE_HEIGHT, PAGE_WIDTH, PageOverflowError, renderPdf } from './pdf/render';

const pdfOf = (fileName: string) => downloads.find((download) => download.fileName === fileName)!;

describe('generateDownloads', () => {
  let outDir: string;
  let generated: GeneratedFile[];

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'tra-downloads-'));
    generated = await generateDownloads(outDir);
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes the four files of the downloads list, and nothing else', () => {
    expect(readdirSync(outDir).sort()).toEqual(
      [...downloads.map((download) => download.fileName), 'es'].sort(),
    );
    expect(
      generated
        .filter((file) => file.locale === 'en')
        .map((file) => file.download.id)
        .sort(),
    ).toEqual(downloads.map((download) => download.id).sort());
  });

  it('writes the downloads made in Spanish into es/ (issue 21)', () => {
    expect(readdirSync(join(outDir, 'es')).sort()).toEqual(
      translatedDownloads.es
        .map((id) => downloads.find((download) => download.id === id)!.fileName)
        .sort(),
    );
  });

  it('the Spanish worksheet reads in Spanish, with the citations as they are', () => {
    const path = join(outDir, 'es', 'scam-red-flags-worksheet.pdf');
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Hoja de señales de alerta de estafas');
    expect(text).toContain('Quieren un pago antes de hacer cualquier trabajo.');
    expect(text).toContain('Información general, no asesoría legal');
    expect(text).toMatch(/Página 1 de 4/);
    expect(text).toContain('16 CFR § 310.4(a)(3), Telemarketing Sales Rule');
    expect(text).toContain(officialUrls.ftcReportFraud);
    expect(text).not.toContain('They want a fee before they have done any work.');
  });

  it('the Spanish checklist reads in Spanish, with the citations and day counts as they are', () => {
    const path = join(outDir, 'es', 'contract-review-checklist.pdf');
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Lista para revisar su contrato');
    expect(text).toContain('Cómo usar esta lista');
    expect(text).toContain('Precio y financiamiento');
    expect(text).toMatch(/Florida da 10 días naturales \(Fla\. Stat\. § 721\.10\)/);
    expect(text).toContain('15 U.S.C. § 1601 et seq.');
    expect(text).toMatch(/Página 8 de 8/);
    expect(text).not.toContain('How to use this checklist');
  });

  it('the Spanish rescission guide reads in Spanish, with each state rule as it is', () => {
    const path = join(outDir, 'es', 'state-rescission-rights-guide.pdf');
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Guía de derechos de rescisión por estado');
    expect(text).toContain('Cuándo empieza el plazo');
    expect(text).toContain('Hawái');
    for (const rule of stateCancellationRules) {
      expect(text).toContain(rule.citation);
      expect(text).toContain(`${rule.days} días naturales`);
    }
    expect(text).toContain('16 CFR Part 429');
    expect(text).toMatch(/Página 6 de 6/);
    expect(text).not.toContain('When the clock starts');
  });

  it('the Spanish workbook has Spanish sheets and labels, and the same formulas', async () => {
    const read = async (path: string) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
      return workbook;
    };
    const english = await read(join(outDir, 'financial-impact-calculator.xlsx'));
    const spanish = await read(join(outDir, 'es', 'financial-impact-calculator.xlsx'));
    expect(spanish.worksheets.map((sheet) => sheet.name)).toEqual(['Calculadora', 'Notas']);
    const sheet = spanish.getWorksheet('Calculadora')!;
    expect(sheet.getCell('A1').value).toBe('Calculadora del impacto financiero');
    expect(sheet.getCell('A4').value).toBe('Sus datos');
    expect(sheet.getCell('A5').value).toBe('Cuota de mantenimiento anual actual ($)');
    expect(spanish.definedNames.getRanges('AnnualFee').ranges).toEqual(['Calculadora!$B$5']);
    const englishSheet = english.getWorksheet('Calculator')!;
    for (const address of ['B9', 'B13', 'C20', 'B42']) {
      expect(sheet.getCell(address).formula).toBe(englishSheet.getCell(address).formula);
      expect(sheet.getCell(address).numFmt).toBe(englishSheet.getCell(address).numFmt);
    }
    const notes: string[] = [];
    spanish.getWorksheet('Notas')!.eachRow((row) => notes.push(String(row.getCell(1).value)));
    expect(notes.join('\n')).toContain('Cómo funciona esta calculadora');
    expect(notes.join('\n')).toContain('Información general, no asesoría legal');
    expect(notes.join('\n')).not.toContain('[object Object]');
  });

  it.each([
    ['contract-review-checklist.pdf', 8],
    ['state-rescission-rights-guide.pdf', 6],
    ['scam-red-flags-worksheet.pdf', 4],
  ])('%s has exactly %i Letter-size pages', async (fileName, pages) => {
    const bytes = readFileSync(join(outDir, fileName));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(pages);
    expect(pdfOf(fileName).pages).toBe(pages);
    for (const page of pdf.getPages()) {
      expect(page.getSize()).toEqual({ width: PAGE_WIDTH, height: PAGE_HEIGHT });
    }
    expect(pdf.getTitle()).toBe(pdfOf(fileName).title.message);
    expect(pdf.getAuthor()).toBe('Timeshare Resolution Advocates');
  });

  it('writes the workbook as an xlsx (zip) file', () => {
    const bytes = readFileSync(join(outDir, 'financial-impact-calculator.xlsx'));
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

describe('PDF text', () => {
  const ids = [
    'contract-review-checklist',
    'rescission-rights-guide',
    'scam-red-flags-worksheet',
  ] as const;

  it.each(ids)(
    '%s: every page has the page number and the disclaimer in its footer',
    async (id) => {
      const { pageTexts } = await renderDownloadPdf(id);
      pageTexts.forEach((text, index) => {
        expect(text).toContain(`Page ${index + 1} of ${pageTexts.length}`);
        expect(text).toContain('General information, not legal advice');
      });
      expect(BODY_SIZE).toBeGreaterThanOrEqual(12);
    },
  );

  it('the rescission guide gives each state its own page with its period and citation', async () => {
    const { pageTexts } = await renderDownloadPdf('rescission-rights-guide');
    const [intro, florida, california, nevada, hawaii, federal] = pageTexts;
    expect(intro).toMatch(/in writing/i);
    expect(intro).toMatch(/proof of sending/i);
    expect(florida).toContain('Fla. Stat. § 721.10');
    expect(florida).toContain('10 calendar days');
    expect(california).toContain('Cal. Bus. & Prof. Code § 11238');
    expect(california).toContain('7 calendar days');
    expect(nevada).toContain('NRS chapter 119A');
    expect(nevada).toContain('5 calendar days');
    expect(hawaii).toContain('Haw. Rev. Stat. § 514E-8');
    expect(hawaii).toContain('7 calendar days');
    expect(federal).toContain('16 CFR Part 429');
    expect(federal).toContain('3 business days');
    expect(federal).toMatch(/real estate/);
    expect(federal).toMatch(/permanent place of business/);
    for (const rule of stateCancellationRules) {
      expect(pageTexts.join('\n')).toContain(rule.sourceUrl);
    }
  });

  it('shows the unconfirmed Nevada section number only with a verify flag', async () => {
    const { pageTexts } = await renderDownloadPdf('rescission-rights-guide');
    for (const text of pageTexts) {
      if (text.includes('119A.410')) {
        expect(text).toContain('verify it with the official source');
      }
    }
  });

  it('links only to official addresses from the reference facts', async () => {
    const allowed = new Set<string>([
      ...Object.values(officialUrls),
      ...stateCancellationRules.map((rule) => rule.sourceUrl),
    ]);
    for (const id of ids) {
      const { pageTexts } = await renderDownloadPdf(id);
      const urls = pageTexts.join('\n').match(/https?:\/\/[^\s,;]+[^\s,;.)]/g) ?? [];
      for (const url of urls) expect(allowed, `${id}: ${url}`).toContain(url);
    }
  });

  it('the worksheet asks yes/no questions about the main warning signs', async () => {
    const { pageTexts } = await renderDownloadPdf('scam-red-flags-worksheet');
    const all = pageTexts.join('\n');
    expect(all).toMatch(/fee before/);
    expect(all).toMatch(/decide today/);
    expect(all).toMatch(/guarantee/);
    expect(all).toMatch(/passwords or access/);
    expect(all).toMatch(/government agency/);
    expect(all).toContain(officialUrls.ftcReportFraud);
  });
});

describe('renderPdf', () => {
  it('refuses content that would spill onto another page instead of adding pages', async () => {
    const long = 'A sentence that takes up room on the page. '.repeat(400);
    await expect(
      renderPdf({
        title: 'Too long',
        subject: 'test',
        keywords: 'test',
        pages: [[{ kind: 'paragraph', text: long }]],
      }),
    ).rejects.toBeInstanceOf(PageOverflowError);
  });

  it('makes one page per described page, even when they are nearly empty', async () => {
    const rendered = await renderPdf({
      title: 'Short',
      subject: 'test',
      keywords: 'test',
      pages: [[{ kind: 'heading', text: 'One' }], [], [{ kind: 'writingLines' }]],
    });
    const pdf = await PDFDocument.load(rendered.bytes);
    expect(pdf.getPageCount()).toBe(3);
    expect(rendered.pageTexts[2]).toContain('Page 3 of 3');
  });
});
