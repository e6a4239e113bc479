import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { Parser, type FormulaValue } from 'hot-formula-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectFees } from '@shared/calculator';
import {
  buildCalculatorWorkbook,
  CALCULATOR_SHEET,
  calculatorCells,
  inputNames,
  NOTES_SHEET,
  WORKBOOK_MAX_YEARS,
} from './calculator-workbook';

/**
 * Evaluates a sheet's formulas the way a spreadsheet would: cell references, ranges and
 * defined names are resolved from the workbook, and referenced formulas are evaluated first.
 */
function formulaEvaluator(workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet) {
  const memo = new Map<string, FormulaValue>();

  const valueOf = (address: string): FormulaValue => {
    const key = address.replace(/\$/g, '').toUpperCase();
    const known = memo.get(key);
    if (known !== undefined) return known;
    const cell = sheet.getCell(key);
    let value: FormulaValue;
    if (cell.formula) {
      value = evaluate(cell.formula, key);
    } else if (typeof cell.value === 'number' || typeof cell.value === 'string') {
      value = cell.value;
    } else if (cell.value === null || cell.value === undefined) {
      value = null;
    } else {
      throw new Error(`${key} holds a value the evaluator does not handle`);
    }
    memo.set(key, value);
    return value;
  };

  const evaluate = (formula: string, where: string): FormulaValue => {
    const parser = new Parser();
    parser.on('callCellValue', (cell, done) => done(valueOf(cell.label)));
    parser.on('callRangeValue', (start, end, done) => {
      const rows: FormulaValue[][] = [];
      for (let row = start.row.index; row <= end.row.index; row += 1) {
        const values: FormulaValue[] = [];
        for (let column = start.column.index; column <= end.column.index; column += 1) {
          values.push(valueOf(sheet.getCell(row + 1, column + 1).address));
        }
        rows.push(values);
      }
      done(rows);
    });
    parser.on('callVariable', (name, done) => {
      const [range] = workbook.definedNames.getRanges(name).ranges;
      if (!range) return;
      const [sheetName, address] = range.split('!');
      expect(sheetName?.replace(/'/g, '')).toBe(sheet.name);
      done(valueOf(address!));
    });
    const { error, result } = parser.parse(formula);
    if (error) throw new Error(`${where} (=${formula}) evaluates to ${error}`);
    return result;
  };

  return {
    valueOf,
    reset: () => memo.clear(),
  };
}

async function loadWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(CALCULATOR_SHEET);
  if (!sheet) throw new Error('No calculator sheet');
  return { workbook, sheet };
}

/** Reads one file out of a zip archive (enough of the format for the xlsx files exceljs writes). */
function readZipEntry(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i += 1) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const entryName = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (entryName === name) {
      const dataStart =
        localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      return (method === 0 ? data : inflateRawSync(data)).toString('utf8');
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`${name} is not in the archive`);
}

const toCents = (amount: FormulaValue) => Math.round(Number(amount) * 100);

describe('Financial Impact Calculator workbook', () => {
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await buildCalculatorWorkbook();
  });

  it('is a zip (xlsx) file that asks spreadsheets to recalculate on open', async () => {
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    // exceljs does not read calcPr back, so look at the workbook part itself.
    expect(readZipEntry(bytes, 'xl/workbook.xml')).toMatch(/<calcPr[^>]*fullCalcOnLoad="1"/);
  });

  it('has labelled, named, editable inputs with the defaults 1000, 6 % and 5 years', async () => {
    const { workbook, sheet } = await loadWorkbook(bytes);
    expect(sheet.getCell(calculatorCells.fee).value).toBe(1000);
    expect(sheet.getCell(calculatorCells.rate).value).toBe(6);
    expect(sheet.getCell(calculatorCells.years).value).toBe(5);
    for (const [key, name] of Object.entries(inputNames)) {
      const address = calculatorCells[key as keyof typeof inputNames];
      expect(workbook.definedNames.getRanges(name).ranges).toEqual([
        `${CALCULATOR_SHEET}!$${address[0]}$${address.slice(1)}`,
      ]);
      const row = Number(address.slice(1));
      expect(String(sheet.getCell(`A${row}`).value)).not.toBe('');
    }
    expect(sheet.getCell(calculatorCells.fee).numFmt).toBe('"$"#,##0.00');
    expect(sheet.getCell(calculatorCells.years).dataValidation).toMatchObject({
      type: 'whole',
      formulae: [0, WORKBOOK_MAX_YEARS],
    });
  });

  it('uses one formula per year row and a rounded SUM for the total, in dollars', async () => {
    const { sheet } = await loadWorkbook(bytes);
    const first = calculatorCells.firstYearRow;
    const last = calculatorCells.lastYearRow;
    expect(last - first + 1).toBe(30);
    expect(sheet.getCell(`B${first}`).formula).toBe(
      `IF(A${first}<=Years,AnnualFee*(1+InflationRate/100)^(A${first}-1),"")`,
    );
    expect(sheet.getCell(`B${last}`).formula).toBe(
      `IF(A${last}<=Years,AnnualFee*(1+InflationRate/100)^(A${last}-1),"")`,
    );
    expect(sheet.getCell(calculatorCells.total).formula).toBe(`ROUND(SUM(B${first}:B${last}),2)`);
    expect(sheet.getCell(calculatorCells.total).numFmt).toBe('"$"#,##0.00');
    expect(sheet.getColumn(1).width).toBeGreaterThan(30);
  });

  it('stores cached results from the site calculator, for viewers that do not recalculate', async () => {
    const { sheet } = await loadWorkbook(bytes);
    const projection = projectFees({ fee: 1000, ratePercent: 6, years: 5 });
    expect(sheet.getCell(calculatorCells.total).result).toBe(projection.total);
    expect(projection.total).toBe(5637.09);
    for (const row of projection.rows) {
      const cached = sheet.getCell(`B${calculatorCells.firstYearRow + row.year - 1}`).result;
      expect(toCents(cached as number)).toBe(Math.round(row.fee * 100));
    }
    // Past the chosen years the cached result is an empty string (read back as nothing).
    expect(sheet.getCell(`B${calculatorCells.firstYearRow + 5}`).result ?? '').toBe('');
  });

  it('evaluates the total to the calculator total for the default inputs', async () => {
    const { workbook, sheet } = await loadWorkbook(bytes);
    const evaluator = formulaEvaluator(workbook, sheet);
    const total = evaluator.valueOf(calculatorCells.total);
    expect(toCents(total)).toBe(
      toCents(projectFees({ fee: 1000, ratePercent: 6, years: 5 }).total),
    );
    expect(toCents(total)).toBe(563709);
    // Rows past the chosen years are empty, and each row matches the calculator's rounded fee.
    expect(evaluator.valueOf(`B${calculatorCells.firstYearRow + 5}`)).toBe('');
    expect(toCents(evaluator.valueOf(`B${calculatorCells.firstYearRow + 2}`))).toBe(112360);
  });

  it.each([
    { fee: 2500, ratePercent: 3.5, years: 12 },
    { fee: 1234.56, ratePercent: 8, years: 30 },
    { fee: 800, ratePercent: 0, years: 1 },
    { fee: 1000, ratePercent: 6, years: 0 },
  ])('evaluates the total for $fee at $ratePercent % over $years years', async (input) => {
    const { workbook, sheet } = await loadWorkbook(bytes);
    sheet.getCell(calculatorCells.fee).value = input.fee;
    sheet.getCell(calculatorCells.rate).value = input.ratePercent;
    sheet.getCell(calculatorCells.years).value = input.years;
    const evaluator = formulaEvaluator(workbook, sheet);
    const expected = projectFees(input);
    expect(toCents(evaluator.valueOf(calculatorCells.total))).toBe(toCents(expected.total));
    for (const row of expected.rows) {
      const running = evaluator.valueOf(`C${calculatorCells.firstYearRow + row.year - 1}`);
      expect(typeof running).toBe('number');
    }
    if (input.years > 0) {
      const lastRunning = evaluator.valueOf(`C${calculatorCells.firstYearRow + input.years - 1}`);
      expect(toCents(lastRunning)).toBe(toCents(expected.total));
    }
  });

  it('explains the assumptions on a notes sheet', async () => {
    const { workbook } = await loadWorkbook(bytes);
    const notes = workbook.getWorksheet(NOTES_SHEET);
    const text: string[] = [];
    notes?.eachRow((row) => text.push(String(row.getCell(1).value)));
    const all = text.join('\n');
    expect(all).toMatch(/once a year/i);
    expect(all).toMatch(/compounds once a year/i);
    expect(all).toContain('not legal advice');
  });
});
