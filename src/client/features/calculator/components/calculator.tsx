import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import {
  DEFAULT_INFLATION_RATE,
  DEFAULT_YEARS,
  calculatorInputErrors,
  projectFees,
  readCalculatorInput,
  toCsv,
  type CalculatorErrors,
  type CalculatorRawInput,
} from '@shared/calculator';
import { Card } from '@client/components/ui/card';
import { saveBlob } from '@client/lib/save-blob';
import { CalculatorForm } from './calculator-form';
import { CalculatorResults, summaryLine, type CalculationResult } from './calculator-results';
import { useCalculatorFormat } from './format';
import { useIntlLocale } from '@client/lib/i18n/use-locale';

const initialValues: CalculatorRawInput = {
  fee: '',
  rate: String(DEFAULT_INFLATION_RATE),
  years: String(DEFAULT_YEARS),
};

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The shared calculator's CSV (`Year,Fee` … `Total,<total>`) with its words in the page's
 * language; the numbers stay plain decimals so any spreadsheet reads them.
 */
function localizedCsv(csv: string, words: { year: string; fee: string; total: string }): string {
  const lines = csv.split('\n');
  if (lines[0] === 'Year,Fee') lines[0] = `${csvCell(words.year)},${csvCell(words.fee)}`;
  const totalAt = lines.findIndex((line) => line.split(',')[0] === 'Total');
  const total = lines[totalAt]?.split(',')[1];
  if (total !== undefined) lines[totalAt] = `${csvCell(words.total)},${total}`;
  return lines.join('\n');
}

function sameInput(a: CalculatorRawInput, b: CalculatorRawInput): boolean {
  return a.fee === b.fee && a.rate === b.rate && a.years === b.years;
}

/**
 * The maintenance fee calculator: the form, and the results of the last press of Calculate.
 * Nothing typed here leaves the browser.
 */
export function Calculator() {
  const { t, i18n } = useLingui();
  const format = useCalculatorFormat();
  const intlLocale = useIntlLocale();
  const [values, setValues] = useState<CalculatorRawInput>(initialValues);
  const [calculatedFrom, setCalculatedFrom] = useState<CalculatorRawInput | null>(null);
  const [result, setResult] = useState<CalculationResult | null>(null);
  const [errors, setErrors] = useState<CalculatorErrors>({});

  const change = (next: CalculatorRawInput) => {
    setValues(next);
    // Once shown, a message goes away as soon as the box is put right.
    if (Object.keys(errors).length > 0) setErrors(calculatorInputErrors(next));
  };

  /** Calculates, or shows the rules the numbers break and gives the first such box's name. */
  const calculate = (): keyof CalculatorRawInput | undefined => {
    const found = calculatorInputErrors(values);
    setErrors(found);
    const firstInvalid = (['fee', 'rate', 'years'] as const).find((field) => found[field]);
    if (firstInvalid) return firstInvalid;
    const parsed = readCalculatorInput(values, intlLocale);
    setResult((previous) => ({
      values: parsed,
      projection: projectFees(parsed),
      run: (previous?.run ?? 0) + 1,
    }));
    setCalculatedFrom(values);
    return undefined;
  };

  const exportCsv = () => {
    if (!result || result.projection.rows.length === 0) return;
    const years = result.values.years;
    const fileName = t({
      comment: 'A file name: lower case, words joined by hyphens, no spaces.',
      message: `maintenance-fee-projection-${plural(years, { one: '#-year', other: '#-years' })}.csv`,
    });
    const csv = localizedCsv(toCsv(result.projection), {
      year: t`Year`,
      fee: t`Fee`,
      total: t`Total`,
    });
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
    toast.success(t`Your file is downloading`, { description: fileName });
  };

  const exportUnavailableReason = !result
    ? t`Export CSV becomes available after you press Calculate.`
    : result.projection.rows.length === 0
      ? t`There is nothing to export for 0 years. Choose a number of years and press Calculate.`
      : null;

  const stale = calculatedFrom !== null && !sameInput(values, calculatedFrom);

  return (
    <div className="space-y-10">
      <Card className="p-4 sm:p-6 md:p-8">
        <CalculatorForm
          values={values}
          errors={errors}
          onChange={change}
          onCalculate={calculate}
          onExport={exportCsv}
          exportUnavailableReason={exportUnavailableReason}
          summary={
            result && result.values.years > 0 ? summaryLine(result, i18n, format) : undefined
          }
        />
      </Card>
      <CalculatorResults result={result} stale={stale} />
    </div>
  );
}
