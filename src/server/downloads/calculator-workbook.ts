import type { I18n } from '@lingui/core';
import ExcelJS from 'exceljs';
import {
  DEFAULT_INFLATION_RATE,
  DEFAULT_YEARS,
  MAX_FEE,
  MAX_INFLATION_RATE,
  projectFees,
} from '@shared/calculator';
import { INTL_LOCALES, isLocale } from '@shared/i18n/locales';
import { text, type TextDescriptor } from '@shared/i18n/text';
import { downloadsI18n, localize } from './localize';
import { DISCLAIMER_FOOTER, ORGANIZATION } from './pdf/render';

/** Starting fee shown in the template; people replace it with their own. */
export const WORKBOOK_DEFAULT_FEE = 1000;
/** Rows in the year-by-year table (the online calculator goes further; the Notes sheet says so). */
export const WORKBOOK_MAX_YEARS = 30;

/** The sheets' names, translated like the rest of the workbook (issue 21). */
export const sheetNames = { calculator: text('Calculator'), notes: text('Notes') } as const;
/** The sheets' English names. */
export const CALCULATOR_SHEET = sheetNames.calculator.message;
export const NOTES_SHEET = sheetNames.notes.message;
const FIRST_YEAR_ROW = 13;

/** Where things are, for the tests and for anyone reading the workbook's formulas. */
export const calculatorCells = {
  fee: 'B5',
  rate: 'B6',
  years: 'B7',
  total: 'B9',
  firstYearRow: FIRST_YEAR_ROW,
  lastYearRow: FIRST_YEAR_ROW + WORKBOOK_MAX_YEARS - 1,
} as const;

/** Defined names of the three input cells, used in every formula. */
export const inputNames = { fee: 'AnnualFee', rate: 'InflationRate', years: 'Years' } as const;

const USD_FORMAT = '"$"#,##0.00';
const RATE_FORMAT = '0.00"%"';
const ACCENT = 'FF1F3A5F';
const INPUT_FILL = 'FFFFF2CC';
const HEADER_FILL = 'FFEEF2F7';
const MUTED = 'FF555555';

const thin = { style: 'thin' as const, color: { argb: 'FF9A9A9A' } };
const box = { top: thin, left: thin, bottom: thin, right: thin };

export interface WorkbookOptions {
  createdAt?: Date;
  /** The language of the labels and notes (English by default); numbers stay in USD. */
  i18n?: I18n;
}

/**
 * The Financial Impact Calculator template: three inputs, a year-by-year table with live
 * formulas (fee in year n = fee x (1 + rate/100)^(n-1), the formula of src/shared/calculator.ts)
 * and the total, rounded to the cent once. Cached results for the default inputs are stored,
 * so viewers that do not recalculate still show the right numbers; Excel recalculates on open.
 */
export async function buildCalculatorWorkbook(options: WorkbookOptions = {}): Promise<Buffer> {
  const createdAt = options.createdAt ?? new Date();
  const i18n = options.i18n ?? (await downloadsI18n());
  const tr = (descriptor: TextDescriptor) => i18n._(descriptor);
  const intlLocale = isLocale(i18n.locale) ? INTL_LOCALES[i18n.locale] : 'en-US';
  const workbook = new ExcelJS.Workbook();
  workbook.creator = ORGANIZATION;
  workbook.lastModifiedBy = ORGANIZATION;
  workbook.title = tr(text('Financial Impact Calculator'));
  workbook.subject = tr(text('Projected timeshare maintenance fees'));
  workbook.created = createdAt;
  workbook.modified = createdAt;
  workbook.calcProperties.fullCalcOnLoad = true;

  const sheet = workbook.addWorksheet(tr(sheetNames.calculator), {
    properties: { tabColor: { argb: ACCENT } },
    pageSetup: {
      orientation: 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    },
    views: [{ showGridLines: false }],
  });
  sheet.columns = [{ width: 44 }, { width: 20 }, { width: 20 }, { width: 34 }];

  sheet.mergeCells('A1:D1');
  const title = sheet.getCell('A1');
  title.value = tr(text('Financial Impact Calculator'));
  title.font = { bold: true, size: 18, color: { argb: ACCENT } };
  sheet.getRow(1).height = 28;
  sheet.mergeCells('A2:D2');
  const intro = sheet.getCell('A2');
  intro.value = tr(
    text('Change the three yellow cells. The total and the table below update by themselves.'),
  );
  intro.font = { size: 12, color: { argb: MUTED } };

  const section = (address: string, heading: TextDescriptor) => {
    const cell = sheet.getCell(address);
    cell.value = tr(heading);
    cell.font = { bold: true, size: 13, color: { argb: ACCENT } };
  };
  section('A4', text('Your inputs'));

  const { fee, rate, years } = {
    fee: WORKBOOK_DEFAULT_FEE,
    rate: DEFAULT_INFLATION_RATE,
    years: DEFAULT_YEARS,
  };

  const input = (
    address: string,
    label: string,
    hint: string,
    value: number,
    numFmt: string,
    name: string,
    validation: ExcelJS.DataValidation,
  ) => {
    const row = sheet.getCell(address).row;
    const labelCell = sheet.getCell(`A${row}`);
    labelCell.value = label;
    labelCell.font = { size: 12 };
    const cell = sheet.getCell(address);
    cell.value = value;
    cell.numFmt = numFmt;
    cell.font = { size: 12, bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: INPUT_FILL } };
    cell.border = box;
    cell.alignment = { horizontal: 'right' };
    cell.names = [name];
    cell.dataValidation = validation;
    const hintCell = sheet.getCell(`C${row}`);
    hintCell.value = hint;
    hintCell.font = { size: 11, italic: true, color: { argb: MUTED } };
  };

  input(
    calculatorCells.fee,
    tr(text('Current yearly maintenance fee ($)')),
    tr(text('Your fee for this year')),
    fee,
    USD_FORMAT,
    inputNames.fee,
    {
      type: 'decimal',
      operator: 'between',
      allowBlank: false,
      formulae: [0, MAX_FEE],
      showErrorMessage: true,
      errorTitle: tr(text('Yearly fee')),
      error: tr(
        text('Enter the fee in dollars, from 0 to {max}.', {
          max: MAX_FEE.toLocaleString(intlLocale),
        }),
      ),
    },
  );
  input(
    calculatorCells.rate,
    tr(text('Yearly fee increase (%)')),
    tr(text('We suggest {rate}%; try a few rates', { rate: DEFAULT_INFLATION_RATE })),
    rate,
    RATE_FORMAT,
    inputNames.rate,
    {
      type: 'decimal',
      operator: 'between',
      allowBlank: false,
      formulae: [0, MAX_INFLATION_RATE],
      showErrorMessage: true,
      errorTitle: tr(text('Yearly increase')),
      error: tr(
        text('Enter a percentage from 0 to {max}, for example 6 for 6%.', {
          max: MAX_INFLATION_RATE,
        }),
      ),
    },
  );
  input(
    calculatorCells.years,
    tr(text('Number of years (0 to {max})', { max: WORKBOOK_MAX_YEARS })),
    tr(text('Whole years')),
    years,
    '0',
    inputNames.years,
    {
      type: 'whole',
      operator: 'between',
      allowBlank: false,
      formulae: [0, WORKBOOK_MAX_YEARS],
      showErrorMessage: true,
      errorTitle: tr(text('Number of years')),
      error: tr(
        text('Enter a whole number of years from 0 to {max}.', { max: WORKBOOK_MAX_YEARS }),
      ),
    },
  );

  const projection = projectFees({ fee, ratePercent: rate, years });
  const growth = 1 + rate / 100;
  const exactFee = (year: number) => fee * growth ** (year - 1);
  const yearRange = `B${calculatorCells.firstYearRow}:B${calculatorCells.lastYearRow}`;

  const totalLabel = sheet.getCell('A9');
  totalLabel.value = tr(text('Total you would pay over these years'));
  totalLabel.font = { size: 13, bold: true };
  const total = sheet.getCell(calculatorCells.total);
  total.value = { formula: `ROUND(SUM(${yearRange}),2)`, result: projection.total };
  total.numFmt = USD_FORMAT;
  total.font = { size: 13, bold: true, color: { argb: ACCENT } };
  total.border = { top: thin, bottom: { style: 'double', color: { argb: ACCENT } } };

  section('A11', text('Year by year'));
  const header = sheet.getRow(FIRST_YEAR_ROW - 1);
  header.values = [text('Year'), text('Fee that year'), text('Running total')].map(tr);
  header.eachCell((cell) => {
    cell.font = { bold: true, size: 12, color: { argb: ACCENT } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    cell.border = box;
    cell.alignment = { horizontal: 'center' };
  });

  let running = 0;
  for (let year = 1; year <= WORKBOOK_MAX_YEARS; year += 1) {
    const row = FIRST_YEAR_ROW + year - 1;
    const inPeriod = year <= years;
    if (inPeriod) running += exactFee(year);
    const yearCell = sheet.getCell(`A${row}`);
    yearCell.value = year;
    yearCell.alignment = { horizontal: 'center' };
    const feeCell = sheet.getCell(`B${row}`);
    feeCell.value = {
      formula: `IF(A${row}<=${inputNames.years},${inputNames.fee}*(1+${inputNames.rate}/100)^(A${row}-1),"")`,
      result: inPeriod ? exactFee(year) : '',
    };
    const runningCell = sheet.getCell(`C${row}`);
    runningCell.value = {
      formula: `IF(A${row}<=${inputNames.years},SUM($B$${FIRST_YEAR_ROW}:B${row}),"")`,
      result: inPeriod ? running : '',
    };
    for (const cell of [yearCell, feeCell, runningCell]) {
      cell.border = box;
      cell.font = { size: 12 };
    }
    feeCell.numFmt = USD_FORMAT;
    runningCell.numFmt = USD_FORMAT;
  }
  // Years past the chosen number are greyed out.
  sheet.addConditionalFormatting({
    ref: `A${calculatorCells.firstYearRow}:C${calculatorCells.lastYearRow}`,
    rules: [
      {
        type: 'expression',
        priority: 1,
        formulae: [`$A${FIRST_YEAR_ROW}>${inputNames.years}`],
        style: { font: { color: { argb: 'FFB0B0B0' } } },
      },
    ],
  });

  const footRow = calculatorCells.lastYearRow + 2;
  sheet.mergeCells(`A${footRow}:D${footRow}`);
  const foot = sheet.getCell(`A${footRow}`);
  foot.value = tr(
    text('{disclaimer}. The Notes sheet explains how the numbers are worked out.', {
      disclaimer: tr(DISCLAIMER_FOOTER),
    }),
  );
  foot.font = { size: 11, italic: true, color: { argb: MUTED } };

  addNotesSheet(workbook, localize<readonly string[]>(workbookNotes, i18n), tr(sheetNames.notes));

  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

/** Plain-language notes on the assumptions. */
export const workbookNotes: readonly TextDescriptor[] = [
  text('How this calculator works'),
  text('Fees are paid once a year. Year 1 is the fee you enter, your fee for this year.'),
  text(
    'The increase compounds once a year: each year the fee grows by the percentage you enter, on top of the year before. The fee in year n is fee x (1 + rate/100)^(n - 1).',
  ),
  text(
    'Example: a $1,000 fee with a 6% yearly increase is $1,000.00 in year 1, $1,060.00 in year 2 and $1,123.60 in year 3.',
  ),
  text(
    'The total adds up the exact yearly amounts and rounds to the cent once. Each row in the table is shown rounded to the cent, so the rows can add up to a few cents more or less than the total.',
  ),
  text(
    'This workbook shows up to {max} years. It uses the same formula as the calculator on our website.',
    { max: WORKBOOK_MAX_YEARS },
  ),
  text(
    'Nobody can know future fees. Try a few rates to see a range, and compare with the fee history your resort sends you.',
  ),
  text(
    'Special assessments, loan payments, club or exchange dues and taxes billed on their own are not included. Add them yourself if they apply to you.',
  ),
  text('{disclaimer}, and not financial advice either. {organization}.', {
    disclaimer: DISCLAIMER_FOOTER,
    organization: ORGANIZATION,
  }),
];

function addNotesSheet(
  workbook: ExcelJS.Workbook,
  lines: readonly string[],
  sheetName: string,
): void {
  const notes = workbook.addWorksheet(sheetName, { views: [{ showGridLines: false }] });
  notes.columns = [{ width: 100 }];
  lines.forEach((line, index) => {
    const cell = notes.getCell(`A${index * 2 + 1}`);
    cell.value = line;
    cell.alignment = { wrapText: true, vertical: 'top' };
    cell.font = index === 0 ? { bold: true, size: 16, color: { argb: ACCENT } } : { size: 12 };
    if (index > 0) notes.getRow(index * 2 + 1).height = Math.ceil(line.length / 95) * 17 + 4;
  });
}
