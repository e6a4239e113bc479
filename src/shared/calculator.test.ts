import { describe, it, expect } from 'vitest';
import { englishOf as englishText } from './i18n/translate-issue';
import {
  DEFAULT_INFLATION_RATE,
  DEFAULT_YEARS,
  MAX_FEE,
  MAX_INFLATION_RATE,
  MAX_YEARS,
  NATIONAL_REFERENCE_INFLATION_RATE,
  YEAR_PRESETS,
  csvFileName,
  formatPercent,
  formatUsd,
  parseFee,
  parseInflationRate,
  parseYears,
  projectFees,
  readCalculatorInput,
  roundToCents,
  toCsv,
} from './calculator';

describe('constants (requirements §9)', () => {
  it('match the specification', () => {
    expect(DEFAULT_INFLATION_RATE).toBe(6);
    expect(NATIONAL_REFERENCE_INFLATION_RATE).toBe(8);
    expect(DEFAULT_YEARS).toBe(5);
    expect(YEAR_PRESETS).toEqual([0, 5, 10, 15, 20]);
  });
});

describe('parseFee', () => {
  it('reads numbers and rounds to the cent', () => {
    expect(parseFee('1000')).toBe(1000);
    expect(parseFee('1234.567')).toBe(1234.57);
    expect(parseFee('1.005')).toBe(1.01);
    expect(parseFee(' 950.5 ')).toBe(950.5);
    expect(parseFee('0')).toBe(0);
  });

  it('accepts a dollar sign and thousands commas', () => {
    expect(parseFee('$1,250.00')).toBe(1250);
  });

  it('falls back to 0 for empty, invalid or negative values', () => {
    expect(parseFee('')).toBe(0);
    expect(parseFee('   ')).toBe(0);
    expect(parseFee('abc')).toBe(0);
    expect(parseFee('12abc')).toBe(0);
    expect(parseFee('-5')).toBe(0);
    expect(parseFee('Infinity')).toBe(0);
    expect(parseFee('NaN')).toBe(0);
  });

  it('caps very large values', () => {
    expect(parseFee('1e20')).toBe(MAX_FEE);
  });
});

describe('parseInflationRate', () => {
  it('reads numbers in hundredths of a percent', () => {
    expect(parseInflationRate('6')).toBe(6);
    expect(parseInflationRate('8')).toBe(8);
    expect(parseInflationRate('3.456')).toBe(3.46);
    expect(parseInflationRate('0')).toBe(0);
    expect(parseInflationRate('5%')).toBe(5);
  });

  it('falls back to 6 for empty, invalid or negative values', () => {
    expect(parseInflationRate('')).toBe(6);
    expect(parseInflationRate('six')).toBe(6);
    expect(parseInflationRate('-1')).toBe(6);
  });

  it('caps very large values', () => {
    expect(parseInflationRate('5000')).toBe(MAX_INFLATION_RATE);
  });
});

describe('parseYears', () => {
  it('reads whole numbers >= 0', () => {
    expect(parseYears('0')).toBe(0);
    expect(parseYears('5')).toBe(5);
    expect(parseYears('20')).toBe(20);
    expect(parseYears('7.0')).toBe(7);
  });

  it('falls back to 0 for empty, invalid, fractional or negative values', () => {
    expect(parseYears('')).toBe(0);
    expect(parseYears('five')).toBe(0);
    expect(parseYears('2.5')).toBe(0);
    expect(parseYears('-3')).toBe(0);
  });

  it(`caps at ${MAX_YEARS} years`, () => {
    expect(parseYears('100')).toBe(100);
    expect(parseYears('250')).toBe(MAX_YEARS);
  });
});

describe('readCalculatorInput', () => {
  it('has no notes for ordinary values', () => {
    expect(readCalculatorInput({ fee: '1000', rate: '6', years: '5' })).toEqual({
      fee: 1000,
      ratePercent: 6,
      years: 5,
      notes: [],
    });
  });

  it('explains every value it replaced', () => {
    const result = readCalculatorInput({ fee: '', rate: '-2', years: '500' });
    expect(result).toMatchObject({ fee: 0, ratePercent: 6, years: MAX_YEARS });
    expect(result.notes.map(englishText)).toEqual([
      'The fee box was empty or not a number, so we used $0.00.',
      'The inflation rate was empty or not a usable number, so we used 6%.',
      'We used the longest period this calculator shows, 100 years.',
    ]);
  });
});

describe('roundToCents', () => {
  it('rounds half up without binary artefacts', () => {
    expect(roundToCents(1191.016)).toBe(1191.02);
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
  });
});

describe('projectFees', () => {
  it('applies fee * (1 + rate/100)^(n-1) for each year', () => {
    const { rows, total } = projectFees({ fee: 1000, ratePercent: 6, years: 5 });
    expect(rows).toEqual([
      { year: 1, fee: 1000 },
      { year: 2, fee: 1060 },
      { year: 3, fee: 1123.6 },
      { year: 4, fee: 1191.02 },
      { year: 5, fee: 1262.48 },
    ]);
    // Sum of the exact fees 5637.09296 rounded once (the rounded rows would add to 5637.10).
    expect(total).toBe(5637.09);
  });

  it('keeps the fee flat at 0 %', () => {
    const { rows, total } = projectFees({ fee: 1200, ratePercent: 0, years: 3 });
    expect(rows.map((row) => row.fee)).toEqual([1200, 1200, 1200]);
    expect(total).toBe(3600);
  });

  it('shows the starting fee alone for 1 year', () => {
    expect(projectFees({ fee: 875.5, ratePercent: 8, years: 1 })).toEqual({
      rows: [{ year: 1, fee: 875.5 }],
      total: 875.5,
    });
  });

  it('returns no rows and a zero total for 0 years', () => {
    expect(projectFees({ fee: 1000, ratePercent: 6, years: 0 })).toEqual({ rows: [], total: 0 });
  });

  it('handles a zero fee', () => {
    const { rows, total } = projectFees({ fee: 0, ratePercent: 6, years: 2 });
    expect(rows).toEqual([
      { year: 1, fee: 0 },
      { year: 2, fee: 0 },
    ]);
    expect(total).toBe(0);
  });

  it('matches the closed-form geometric sum over 20 years', () => {
    const { rows, total } = projectFees({ fee: 1500, ratePercent: 8, years: 20 });
    expect(rows).toHaveLength(20);
    expect(rows[19]?.fee).toBe(roundToCents(1500 * 1.08 ** 19));
    expect(total).toBe(roundToCents((1500 * (1.08 ** 20 - 1)) / 0.08));
  });
});

describe('formatUsd and formatPercent', () => {
  it('formats US dollars with cents', () => {
    expect(formatUsd(5637.09)).toBe('$5,637.09');
    expect(formatUsd(1000)).toBe('$1,000.00');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-0)).toBe('$0.00');
  });

  it('formats a rate', () => {
    expect(formatPercent(6)).toBe('6%');
    expect(formatPercent(6.5)).toBe('6.5%');
  });
});

describe('toCsv', () => {
  it('writes the exact CSV for 1000 at 6 % over 5 years', () => {
    const csv = toCsv(projectFees({ fee: 1000, ratePercent: 6, years: 5 }));
    expect(csv).toBe(
      'Year,Fee\n1,1000.00\n2,1060.00\n3,1123.60\n4,1191.02\n5,1262.48\n\nTotal,5637.09\n',
    );
  });

  it('writes only the header and total for 0 years', () => {
    expect(toCsv(projectFees({ fee: 1000, ratePercent: 6, years: 0 }))).toBe(
      'Year,Fee\n\nTotal,0.00\n',
    );
  });

  it('never uses thousands separators or exponent notation', () => {
    const csv = toCsv({ rows: [{ year: 1, fee: 1234567.8 }], total: 1e22 });
    expect(csv).toBe('Year,Fee\n1,1234567.80\n\nTotal,10000000000000000000000.00\n');
  });
});

describe('csvFileName', () => {
  it('names the file by year count', () => {
    expect(csvFileName(5)).toBe('maintenance-fee-projection-5-years.csv');
    expect(csvFileName(20)).toBe('maintenance-fee-projection-20-years.csv');
    expect(csvFileName(1)).toBe('maintenance-fee-projection-1-year.csv');
  });
});
