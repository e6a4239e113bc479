import { Trans, useLingui } from '@lingui/react/macro';
import { Calculator as CalculatorIcon, Download } from 'lucide-react';
import type { FormEvent } from 'react';
import {
  DEFAULT_INFLATION_RATE,
  MAX_FEE,
  MAX_INFLATION_RATE,
  MAX_YEARS,
  NATIONAL_REFERENCE_INFLATION_RATE,
  type CalculatorErrors,
  type CalculatorRawInput,
} from '@shared/calculator';
import { Button } from '@client/components/ui/button';
import { Field, Input, fieldAria } from '@client/components/ui/field';
import { ConsultationLink } from './consultation-link';
import { useCalculatorFormat } from './format';
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
  const { t } = useLingui();
  const format = useCalculatorFormat();
  const defaultRate = DEFAULT_INFLATION_RATE;
  // The rules are checked in the shared calculator; the words for them are the page's.
  const errorText: Record<keyof CalculatorRawInput, string> = {
    fee: t`The fee cannot be below zero. Enter what you pay for one year, for example 1200.`,
    rate: t`The inflation rate cannot be below zero. Enter a number such as ${defaultRate}.`,
    years: t`The number of years cannot be below zero. Enter a whole number from 0 to ${MAX_YEARS}.`,
  };
  const errorFor = (field: keyof CalculatorRawInput) =>
    errors[field] ? errorText[field] : undefined;
  const shownErrors: Record<keyof CalculatorErrors, string | undefined> = {
    fee: errorFor('fee'),
    rate: errorFor('rate'),
    years: errorFor('years'),
  };
  const maxFee = format.usd(MAX_FEE).replace(/\.00$/, '');
  const startRate = format.percent(DEFAULT_INFLATION_RATE);
  const referenceRate = format.percent(NATIONAL_REFERENCE_INFLATION_RATE);
  const maxRate = format.percent(MAX_INFLATION_RATE);

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
      needsScriptFor={t`The calculator`}
      onSubmit={handleSubmit}
      aria-label={t`Maintenance fee calculator`}
      className="space-y-8"
    >
      <div className="grid gap-6 md:grid-cols-2">
        <Field
          id={ids.fee}
          error={shownErrors.fee}
          label={t`Current annual maintenance fee (USD)`}
          hint={t`What you pay for one year today, for example 1200. Up to ${maxFee}.`}
        >
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 font-semibold text-ink-700"
            >
              $
            </span>
            <Input
              {...fieldAria(ids.fee, shownErrors.fee, true)}
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
          error={shownErrors.rate}
          label={t`Inflation rate (annual %)`}
          hint={t`How much fees go up each year. We start with ${startRate}; the national reference rate is ${referenceRate}. Up to ${maxRate}.`}
        >
          <div className="relative">
            <Input
              {...fieldAria(ids.rate, shownErrors.rate, true)}
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
          <Trans>How many years ahead?</Trans>
        </legend>
        <div className="space-y-2">
          <p id={ids.presets} className="text-ink-700">
            <Trans>Quick choices</Trans>
          </p>
          <YearPresets
            selected={selectedYears}
            onSelect={(years) => update('years')(String(years))}
            labelledBy={ids.presets}
          />
        </div>
        <Field
          id={ids.years}
          error={shownErrors.years}
          label={t`Or type your own number of years`}
          hint={t`Whole years from 0 to ${MAX_YEARS}.`}
          className="max-w-xs"
        >
          <Input
            {...fieldAria(ids.years, shownErrors.years, true)}
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
            <Trans>Calculate</Trans>
          </Button>
          <Button
            variant="outline"
            size="lg"
            onClick={onExport}
            disabled={exportUnavailableReason !== null}
            aria-describedby={exportUnavailableReason ? ids.exportHint : undefined}
          >
            <Download aria-hidden="true" className="h-5 w-5 shrink-0" />
            <Trans>Export CSV</Trans>
          </Button>
          <ConsultationLink summary={summary} />
        </div>
        {exportUnavailableReason ? (
          <p id={ids.exportHint} className="text-sm text-ink-700">
            {exportUnavailableReason}
          </p>
        ) : (
          <p className="text-sm text-ink-700">
            <Trans>Export CSV saves your year-by-year results as a spreadsheet file.</Trans>
          </p>
        )}
      </div>
    </ScriptOnlyForm>
  );
}
