import ExcelJS from 'exceljs';
import {
  DEFAULT_INFLATION_RATE,
  DEFAULT_YEARS,
  MAX_FEE,
  MAX_INFLATION_RATE,
  projectFees,
} from '@shared/calculator';
import { DISCLAIMER_FOOTER, ORGANIZATION } from './pdf/render';

/** Starting fee shown in the template; people replace it with their own. */
export const WORKBOOK_DEFAULT_FEE = 1000;
/** Rows in the year-by-year table (the online calculator goes further; the Notes sheet says so). */
export const WORKBOOK_MAX_YEARS = 30;

export const CALCULATOR_SHEET = 'Calculator';
export const NOTES_SHEET = 'Notes';
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
}

/**
 * The Financial Impact Calculator template: three inputs, a year-by-year table with live
 * formulas (fee in year n = fee x (1 + rate/100)^(n-1), the formula of src/shared/calculator.ts)
 * and the total, rounded to the cent once. Cached results for the default inputs are stored,
 * so viewers that do not recalculate still show the right numbers; Excel recalculates on open.
 */
export async function buildCalculatorWorkbook(options: WorkbookOptions = {}): Promise<Buffer> {
  const createdAt = options.createdAt ?? new Date();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = ORGANIZATION;
  workbook.lastModifiedBy = ORGANIZATION;
  workbook.title = 'Financial Impact Calculator';
  workbook.subject = 'Projected timeshare maintenance fees';
  workbook.created = createdAt;
  workbook.modified = createdAt;
  workbook.calcProperties.fullCalcOnLoad = true;

  const sheet = workbook.addWorksheet(CALCULATOR_SHEET, {
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
  title.value = 'Financial Impact Calculator';
  title.font = { bold: true, size: 18, color: { argb: ACCENT } };
  sheet.getRow(1).height = 28;
  sheet.mergeCells('A2:D2');
  const intro = sheet.getCell('A2');
  intro.value =
    'Change the three yellow cells. The total and the table below update by themselves.';
  intro.font = { size: 12, color: { argb: MUTED } };

  const section = (address: string, text: string) => {
    const cell = sheet.getCell(address);
    cell.value = text;
    cell.font = { bold: true, size: 13, color: { argb: ACCENT } };
  };
  section('A4', 'Your inputs');

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
    'Current yearly maintenance fee ($)',
    'Your fee for this year',
    fee,
    USD_FORMAT,
    inputNames.fee,
    {
      type: 'decimal',
      operator: 'between',
      allowBlank: false,
      formulae: [0, MAX_FEE],
      showErrorMessage: true,
      errorTitle: 'Yearly fee',
      error: `Enter the fee in dollars, from 0 to ${MAX_FEE.toLocaleString('en-US')}.`,
    },
  );
  input(
    calculatorCells.rate,
    'Yearly fee increase (%)',
    `We suggest ${DEFAULT_INFLATION_RATE}%; try a few rates`,
    rate,
    RATE_FORMAT,
    inputNames.rate,
    {
      type: 'decimal',
      operator: 'between',
      allowBlank: false,
      formulae: [0, MAX_INFLATION_RATE],
      showErrorMessage: true,
      errorTitle: 'Yearly increase',
      error: `Enter a percentage from 0 to ${MAX_INFLATION_RATE}, for example 6 for 6%.`,
    },
  );
  input(
    calculatorCells.years,
    `Number of years (0 to ${WORKBOOK_MAX_YEARS})`,
    'Whole years',
    years,
    '0',
    inputNames.years,
    {
      type: 'whole',
      operator: 'between',
      allowBlank: false,
      formulae: [0, WORKBOOK_MAX_YEARS],
      showErrorMessage: true,
      errorTitle: 'Number of years',
      error: `Enter a whole number of years from 0 to ${WORKBOOK_MAX_YEARS}.`,
    },
  );

  const projection = projectFees({ fee, ratePercent: rate, years });
  const growth = 1 + rate / 100;
  const exactFee = (year: number) => fee * growth ** (year - 1);
  const yearRange = `B${calculatorCells.firstYearRow}:B${calculatorCells.lastYearRow}`;

  const totalLabel = sheet.getCell('A9');
  totalLabel.value = 'Total you would pay over these years';
  totalLabel.font = { size: 13, bold: true };
  const total = sheet.getCell(calculatorCells.total);
  total.value = { formula: `ROUND(SUM(${yearRange}),2)`, result: projection.total };
  total.numFmt = USD_FORMAT;
  total.font = { size: 13, bold: true, color: { argb: ACCENT } };
  total.border = { top: thin, bottom: { style: 'double', color: { argb: ACCENT } } };

  section('A11', 'Year by year');
  const header = sheet.getRow(FIRST_YEAR_ROW - 1);
  header.values = ['Year', 'Fee that year', 'Running total'];
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
  foot.value = `${DISCLAIMER_FOOTER.message}. The Notes sheet explains how the numbers are worked out.`;
  foot.font = { size: 11, italic: true, color: { argb: MUTED } };

  addNotesSheet(workbook);

  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

/** Plain-language notes on the assumptions. */
export const workbookNotes: readonly string[] = [
  'How this calculator works',
  'Fees are paid once a year. Year 1 is the fee you enter, your fee for this year.',
  'The increase compounds once a year: each year the fee grows by the percentage you enter, on top of the year before. The fee in year n is fee x (1 + rate/100)^(n - 1).',
  'Example: a $1,000 fee with a 6% yearly increase is $1,000.00 in year 1, $1,060.00 in year 2 and $1,123.60 in year 3.',
  'The total adds up the exact yearly amounts and rounds to the cent once. Each row in the table is shown rounded to the cent, so the rows can add up to a few cents more or less than the total.',
  `This workbook shows up to ${WORKBOOK_MAX_YEARS} years. It uses the same formula as the calculator on our website.`,
  'Nobody can know future fees. Try a few rates to see a range, and compare with the fee history your resort sends you.',
  'Special assessments, loan payments, club or exchange dues and taxes billed on their own are not included. Add them yourself if they apply to you.',
  `${DISCLAIMER_FOOTER.message}, and not financial advice either. ${ORGANIZATION}.`,
];

function addNotesSheet(workbook: ExcelJS.Workbook): void {
  const notes = workbook.addWorksheet(NOTES_SHEET, { views: [{ showGridLines: false }] });
  notes.columns = [{ width: 100 }];
  workbookNotes.forEach((text, index) => {
    const cell = notes.getCell(`A${index * 2 + 1}`);
    cell.value = text;
    cell.alignment = { wrapText: true, vertical: 'top' };
    cell.font = index === 0 ? { bold: true, size: 16, color: { argb: ACCENT } } : { size: 12 };
    if (index > 0) notes.getRow(index * 2 + 1).height = Math.ceil(text.length / 95) * 17 + 4;
  });
}
