/**
 * Maintenance fee calculator (requirements §2 Calculator, §5 Calculator validation, §9 Calculator).
 * Pure and isomorphic: no DOM, no I/O.
 *
 * Rounding rule (used everywhere, page and CSV alike):
 * - Each year's fee is computed exactly and then rounded to the cent for display and export.
 * - The total is the sum of the exact (unrounded) yearly fees, rounded to the cent once.
 *   So the rounded yearly rows can differ from the total by a few cents (for 1000 at 6 % over
 *   5 years the rows add up to 5637.10 while the total is 5637.09). The page says so next to
 *   the table, and the CSV carries the very same `total` the page shows.
 */

import { text, type TextDescriptor } from './i18n/text';

/** Default annual inflation rate in percent. */
export const DEFAULT_INFLATION_RATE = 6;
/** National reference inflation rate in percent, shown as a hint. */
export const NATIONAL_REFERENCE_INFLATION_RATE = 8;
/** Default number of years. */
export const DEFAULT_YEARS = 5;
/** Quick year presets. */
export const YEAR_PRESETS = [0, 5, 10, 15, 20] as const;

/** The longest projection we show; longer requests are capped (the page says so). */
export const MAX_YEARS = 100;
/** The highest yearly rate we accept, in percent; higher values are capped (the page says so). */
export const MAX_INFLATION_RATE = 100;
/** The highest starting fee we accept, in dollars; higher values are capped (the page says so). */
export const MAX_FEE = 10_000_000;

export interface FeeRow {
  /** 1-based year number. */
  year: number;
  /** That year's fee, rounded to the cent. */
  fee: number;
}

export interface FeeProjection {
  rows: FeeRow[];
  /** Sum of the exact yearly fees, rounded to the cent once. */
  total: number;
}

export interface ProjectionInput {
  fee: number;
  ratePercent: number;
  years: number;
}

/** Rounds to whole cents, immune to binary artefacts such as 1.005 * 100 = 100.49999. */
export function roundToCents(amount: number): number {
  const cents = Math.round(Number((amount * 100).toPrecision(15)));
  // Avoid returning -0 for tiny negative inputs.
  return cents === 0 ? 0 : cents / 100;
}

/** Reads a number the way a person might type it: allows spaces, a "$", "%" and thousands commas. */
function readNumber(raw: string): number | null {
  const cleaned = raw.trim().replace(/[\s$,%]/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Current annual fee: a number >= 0 in cents; invalid, empty or negative becomes 0. */
export function parseFee(raw: string): number {
  const value = readNumber(raw);
  if (value === null || value < 0) return 0;
  return roundToCents(Math.min(value, MAX_FEE));
}

/** Annual inflation in percent: >= 0 in hundredths; invalid, empty or negative becomes 6. */
export function parseInflationRate(raw: string): number {
  const value = readNumber(raw);
  if (value === null || value < 0) return DEFAULT_INFLATION_RATE;
  return roundToCents(Math.min(value, MAX_INFLATION_RATE));
}

/** Number of years: a whole number >= 0 (at most MAX_YEARS); invalid or empty becomes 0. */
export function parseYears(raw: string): number {
  const value = readNumber(raw);
  if (value === null || value < 0 || !Number.isInteger(value)) return 0;
  return Math.min(value, MAX_YEARS);
}

export interface CalculatorRawInput {
  fee: string;
  rate: string;
  years: string;
}

/** A message for each box whose number breaks its rule; no key for a box that is fine. */
export type CalculatorErrors = Partial<Record<keyof CalculatorRawInput, TextDescriptor>>;

/**
 * The rules the page shows at the boxes (a number below zero is a typing mistake to put right,
 * not a value to replace), so nothing is calculated until they are met. An empty box or one
 * that is not a number is still replaced as requirements §5 says (see readCalculatorInput).
 */
export function calculatorInputErrors(raw: CalculatorRawInput): CalculatorErrors {
  const errors: CalculatorErrors = {};
  const belowZero = (value: string) => (readNumber(value) ?? 0) < 0;
  if (belowZero(raw.fee)) {
    errors.fee = text(
      'The fee cannot be below zero. Enter what you pay for one year, for example 1200.',
    );
  }
  if (belowZero(raw.rate)) {
    errors.rate = text('The inflation rate cannot be below zero. Enter a number such as {rate}.', {
      rate: DEFAULT_INFLATION_RATE,
    });
  }
  if (belowZero(raw.years)) {
    errors.years = text(
      'The number of years cannot be below zero. Enter a whole number from 0 to {max}.',
      { max: MAX_YEARS },
    );
  }
  return errors;
}

export interface CalculatorValues extends ProjectionInput {
  /** Plain-language notes for every value we had to replace or cap, translated where shown. */
  notes: TextDescriptor[];
}

/**
 * Parses the three form values and explains, in plain words, any value that was replaced.
 * `intlLocale` formats the amounts in the notes (the page's `Intl` locale).
 */
export function readCalculatorInput(
  raw: CalculatorRawInput,
  intlLocale = 'en-US',
): CalculatorValues {
  const notes: TextDescriptor[] = [];
  const fee = parseFee(raw.fee);
  const ratePercent = parseInflationRate(raw.rate);
  const years = parseYears(raw.years);

  const feeNumber = readNumber(raw.fee);
  if (feeNumber === null) {
    notes.push(
      text('The fee box was empty or not a number, so we used {amount}.', {
        amount: formatUsd(0, intlLocale),
      }),
    );
  } else if (feeNumber < 0) {
    notes.push(
      text('The fee cannot be below zero, so we used {amount}.', {
        amount: formatUsd(0, intlLocale),
      }),
    );
  } else if (feeNumber > MAX_FEE) {
    notes.push(
      text('We used the largest fee this calculator accepts, {amount}.', {
        amount: formatUsd(MAX_FEE, intlLocale),
      }),
    );
  }

  const rateNumber = readNumber(raw.rate);
  if (rateNumber === null || rateNumber < 0) {
    notes.push(
      text('The inflation rate was empty or not a usable number, so we used {rate}.', {
        rate: formatPercent(DEFAULT_INFLATION_RATE, intlLocale),
      }),
    );
  } else if (rateNumber > MAX_INFLATION_RATE) {
    notes.push(
      text('We used the highest inflation rate this calculator accepts, {rate}.', {
        rate: formatPercent(MAX_INFLATION_RATE, intlLocale),
      }),
    );
  }

  const yearsNumber = readNumber(raw.years);
  if (yearsNumber === null || yearsNumber < 0 || !Number.isInteger(yearsNumber)) {
    notes.push(text('The number of years was empty or not a whole number, so we used 0 years.'));
  } else if (yearsNumber > MAX_YEARS) {
    notes.push(
      text('We used the longest period this calculator shows, {max} years.', { max: MAX_YEARS }),
    );
  }

  return { fee, ratePercent, years, notes };
}

/** Fee in year n = fee * (1 + rate/100)^(n-1); total = sum over the years (see rounding rule). */
export function projectFees({ fee, ratePercent, years }: ProjectionInput): FeeProjection {
  const count = Math.max(0, Math.min(Math.floor(years), MAX_YEARS));
  const growth = 1 + ratePercent / 100;
  const rows: FeeRow[] = [];
  let exactTotal = 0;
  for (let year = 1; year <= count; year += 1) {
    const exact = fee * growth ** (year - 1);
    exactTotal += exact;
    rows.push({ year, fee: roundToCents(exact) });
  }
  return { rows, total: roundToCents(exactTotal) };
}

const usdFormatters = new Map<string, Intl.NumberFormat>();
const percentFormatters = new Map<string, Intl.NumberFormat>();

/**
 * US dollars with cents in the reader's `Intl` locale, for example "$5,637.09" (en-US) or
 * "US$5,637.09" (es-US). 'en-US' is the default only for what the server writes in English.
 */
export function formatUsd(amount: number, intlLocale = 'en-US'): string {
  let formatter = usdFormatters.get(intlLocale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    usdFormatters.set(intlLocale, formatter);
  }
  return formatter.format(amount === 0 ? 0 : amount);
}

/** A rate in percent in the reader's `Intl` locale, for example "6%" or "6.5%" (en-US). */
export function formatPercent(ratePercent: number, intlLocale = 'en-US'): string {
  let formatter = percentFormatters.get(intlLocale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 4 });
    percentFormatters.set(intlLocale, formatter);
  }
  return formatter.format(ratePercent / 100);
}

/** "1 year" / "5 years", in English (pages say it with a plural message in their language). */
export function formatYears(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}

/** Plain decimal with exactly 2 places, no grouping or currency sign, never exponent notation. */
const csvNumberFormatter = new Intl.NumberFormat('en-US', {
  useGrouping: false,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** CSV text: `Year,Fee`, one row per year, a blank line, `Total,<total>`, newline-terminated. */
export function toCsv(projection: FeeProjection): string {
  const lines = [
    'Year,Fee',
    ...projection.rows.map((row) => `${row.year},${csvNumberFormatter.format(row.fee)}`),
    '',
    `Total,${csvNumberFormatter.format(projection.total)}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** The export's file name, by year count: `maintenance-fee-projection-5-years.csv`. */
export function csvFileName(years: number): string {
  return `maintenance-fee-projection-${years}-${years === 1 ? 'year' : 'years'}.csv`;
}
