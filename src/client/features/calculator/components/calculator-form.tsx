import { useLingui } from '@lingui/react/macro';
import { Calculator as CalculatorIcon, Download } from 'lucide-react';
import type { FormEvent } from 'react';
import {
  DEFAULT_INFLATION_RATE,
  MAX_FEE,
  MAX_INFLATION_RATE,
  MAX_YEARS,
  NATIONAL_REFERENCE_INFLATION_RATE,
  formatPercent,
  formatUsd,
  type CalculatorErrors,
  type CalculatorRawInput,
} from '@shared/calculator';
import { Button } from '@client/components/ui/button';
import { Field, Input, fieldAria } from '@client/components/ui/field';
import { ConsultationLink } from './consultation-link';
import { YearPresets } from './year-presets';
import { ScriptOnlyForm } from '@client/components/script-only-form';

const ids = {
  fee: 'calculator-fee',
  rate: 'calculator-rate',
  years: 'calculator-years',
  yearsLegend: 'calculator-years-legend',
  presets: 'calculator-presets-label',
  exportHint: 'calculator-export-hint',
} as const;

export interface CalculatorFormProps {
  values: CalculatorRawInput;
  /** The rules the numbers break, shown at their boxes as on every other form. */
  errors: CalculatorErrors;
  onChange: (values: CalculatorRawInput) => void;
  /** Calculates, or gives the first box whose number breaks a rule (it gets the focus). */
  onCalculate: () => keyof CalculatorRawInput | undefined;
  onExport: () => void;
  /** Why Export CSV is unavailable right now; null when it can be used. */
  exportUnavailableReason: string | null;
  /** The latest summary line, added to the consultation e-mail. */
  summary?: string;
}

export function CalculatorForm({
  values,
  errors,
  onChange,
  onCalculate,
  onExport,
  exportUnavailableReason,
  summary,
}: CalculatorFormProps) {
  const { i18n } = useLingui();
  const update = (field: keyof CalculatorRawInput) => (value: string) =>
    onChange({ ...values, [field]: value });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const firstInvalid = onCalculate();
    if (firstInvalid) document.getElementById(ids[firstInvalid])?.focus();
  };

  const typedYears = values.years.trim() === '' ? Number.NaN : Number(values.years);
  const selectedYears = Number.isInteger(typedYears) ? typedYears : null;

  return (
    <ScriptOnlyForm
      needsScriptFor="The calculator"
      onSubmit={handleSubmit}
      aria-label="Maintenance fee calculator"
      className="space-y-8"
    >
      <div className="grid gap-6 md:grid-cols-2">
        <Field
          id={ids.fee}
          error={errors.fee && i18n._(errors.fee)}
          label="Current annual maintenance fee (USD)"
          hint={`What you pay for one year today, for example 1200. Up to ${formatUsd(MAX_FEE).replace(/\.00$/, '')}.`}
        >
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 font-semibold text-ink-700"
            >
              $
            </span>
            <Input
              {...fieldAria(ids.fee, errors.fee && i18n._(errors.fee), true)}
              name="fee"
              type="number"
              inputMode="decimal"
              min={0}
              max={MAX_FEE}
              step={0.01}
              placeholder="1200.00"
              autoComplete="off"
              value={values.fee}
              onChange={(event) => update('fee')(event.target.value)}
              className="pl-8 text-lg"
            />
          </div>
        </Field>

        <Field
          id={ids.rate}
          error={errors.rate && i18n._(errors.rate)}
          label="Inflation rate (annual %)"
          hint={`How much fees go up each year. We start with ${formatPercent(DEFAULT_INFLATION_RATE)}; the national reference rate is ${formatPercent(NATIONAL_REFERENCE_INFLATION_RATE)}. Up to ${formatPercent(MAX_INFLATION_RATE)}.`}
        >
          <div className="relative">
            <Input
              {...fieldAria(ids.rate, errors.rate && i18n._(errors.rate), true)}
              name="rate"
              type="number"
              inputMode="decimal"
              min={0}
              max={MAX_INFLATION_RATE}
              step={0.01}
              autoComplete="off"
              value={values.rate}
              onChange={(event) => update('rate')(event.target.value)}
              className="pr-9 text-lg"
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-0 flex items-center pr-3 font-semibold text-ink-700"
            >
              %
            </span>
          </div>
        </Field>
      </div>

      <fieldset className="space-y-4">
        <legend id={ids.yearsLegend} className="text-lg font-semibold text-ink-900">
          How many years ahead?
        </legend>
        <div className="space-y-2">
          <p id={ids.presets} className="text-ink-700">
            Quick choices
          </p>
          <YearPresets
            selected={selectedYears}
            onSelect={(years) => update('years')(String(years))}
            labelledBy={ids.presets}
          />
        </div>
        <Field
          id={ids.years}
          error={errors.years && i18n._(errors.years)}
          label="Or type your own number of years"
          hint={`Whole years from 0 to ${MAX_YEARS}.`}
          className="max-w-xs"
        >
          <Input
            {...fieldAria(ids.years, errors.years && i18n._(errors.years), true)}
            name="years"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_YEARS}
            step={1}
            autoComplete="off"
            value={values.years}
            onChange={(event) => update('years')(event.target.value)}
            className="text-lg"
          />
        </Field>
      </fieldset>

      <div className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button type="submit" size="lg">
            <CalculatorIcon aria-hidden="true" className="h-5 w-5 shrink-0" />
            Calculate
          </Button>
          <Button
            variant="outline"
            size="lg"
            onClick={onExport}
            disabled={exportUnavailableReason !== null}
            aria-describedby={exportUnavailableReason ? ids.exportHint : undefined}
          >
            <Download aria-hidden="true" className="h-5 w-5 shrink-0" />
            Export CSV
          </Button>
          <ConsultationLink summary={summary} />
        </div>
        {exportUnavailableReason ? (
          <p id={ids.exportHint} className="text-sm text-ink-700">
            {exportUnavailableReason}
          </p>
        ) : (
          <p className="text-sm text-ink-700">
            Export CSV saves your year-by-year results as a spreadsheet file.
          </p>
        )}
      </div>
    </ScriptOnlyForm>
  );
}
