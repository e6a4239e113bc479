import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Info, RefreshCw } from 'lucide-react';
import {
  DEFAULT_INFLATION_RATE,
  DEFAULT_YEARS,
  projectFees,
  type CalculatorValues,
  type FeeProjection,
} from '@shared/calculator';
import { Card } from '@client/components/ui/card';
import { FeeChart } from './fee-chart';
import { FeeTable } from './fee-table';
import { useCalculatorFormat, type CalculatorFormat } from './format';

export interface CalculationResult {
  values: CalculatorValues;
  projection: FeeProjection;
  /** Increases on every press of Calculate, so the announcement repeats even for equal results. */
  run: number;
}

/** "Over 5 years, your maintenance fees could total $5,637.09.", in the page's language. */
export function summaryLine(
  { values, projection }: CalculationResult,
  i18n: I18n,
  format: CalculatorFormat,
): string {
  if (values.years === 0) return i18n._(msg`No years selected for calculation.`);
  const total = format.usd(projection.total);
  return i18n._(
    msg`Over ${plural(values.years, { one: '# year', other: '# years' })}, your maintenance fees could total ${total}.`,
  );
}

/** An illustration only: a round yearly fee, not a typical or average one. */
const EXAMPLE_FEE = 1000;

/** What the defaults project for a round fee, so the page shows how fees grow before any typing. */
function ExampleProjection() {
  const format = useCalculatorFormat();
  const example = { fee: EXAMPLE_FEE, ratePercent: DEFAULT_INFLATION_RATE, years: DEFAULT_YEARS };
  const fee = format.usd(example.fee);
  const rate = format.percent(example.ratePercent);
  const total = format.usd(projectFees(example).total);
  const years = example.years;
  return (
    <p className="mt-2 text-ink-700">
      <Trans>
        For example, a yearly fee of {fee} going up {rate} each year comes to{' '}
        <strong className="text-ink-900">{total}</strong> over {years} years.
      </Trans>
    </p>
  );
}

/** "Based on a starting fee of $1,000.00 a year, going up 6% each year, for 5 years." */
function BasedOn({ values }: { values: CalculatorValues }) {
  const format = useCalculatorFormat();
  const fee = format.usd(values.fee);
  const rate = format.percent(values.ratePercent);
  return (
    <Plural
      value={values.years}
      one={`Based on a starting fee of ${fee} a year, going up ${rate} each year, for # year.`}
      other={`Based on a starting fee of ${fee} a year, going up ${rate} each year, for # years.`}
    />
  );
}

export interface CalculatorResultsProps {
  result: CalculationResult | null;
  /** The form changed since the last Calculate. */
  stale: boolean;
}

export function CalculatorResults({ result, stale }: CalculatorResultsProps) {
  const { i18n } = useLingui();
  const format = useCalculatorFormat();
  return (
    <section aria-labelledby="calculator-results-title" className="space-y-6">
      <h2 id="calculator-results-title" className="text-2xl font-bold text-ink-900 md:text-3xl">
        <Trans>Your results</Trans>
      </h2>

      <Card className="space-y-6 p-4 sm:p-6 md:p-8">
        {result && stale ? (
          <p className="flex items-start gap-3 rounded-lg border-2 border-accent-500 bg-accent-100 p-4 text-ink-900">
            <RefreshCw aria-hidden="true" className="mt-1 h-5 w-5 shrink-0" />
            <span>
              <Trans>
                You have changed your numbers. Press <strong>Calculate</strong> to update the
                results below.
              </Trans>
            </span>
          </p>
        ) : null}

        {result && result.values.years > 0 ? (
          <div>
            <p className="font-semibold text-ink-700">
              <Trans>Total projected cost</Trans>
            </p>
            <p className="text-4xl font-bold text-brand-800 tabular-nums md:text-5xl">
              {format.usd(result.projection.total)}
            </p>
          </div>
        ) : null}

        {/* Announced to screen readers each time Calculate is pressed. */}
        <div aria-live="polite" aria-atomic="true">
          {result ? (
            <p key={result.run} className="text-xl font-semibold text-ink-900">
              {summaryLine(result, i18n, format)}
            </p>
          ) : (
            <>
              <p className="text-lg text-ink-700">
                <Trans>
                  Enter your current annual fee above, then press <strong>Calculate</strong>. Your
                  estimate will appear here.
                </Trans>
              </p>
              <ExampleProjection />
            </>
          )}
        </div>

        {result ? (
          <>
            {result.values.years > 0 ? (
              <p className="text-ink-700">
                <BasedOn values={result.values} />
              </p>
            ) : (
              <p className="text-ink-700">
                <Trans>
                  Choose a number of years above, for example 5 or 10, then press Calculate.
                </Trans>
              </p>
            )}

            {result.values.notes.length > 0 ? (
              <div className="rounded-lg border-2 border-brand-200 bg-brand-50 p-4 text-ink-900">
                <p className="font-semibold">
                  <Trans>Please check:</Trans>
                </p>
                <ul className="mt-1 list-disc space-y-1 pl-6">
                  {result.values.notes.map((note, index) => (
                    <li key={index}>{i18n._(note)}</li>
                  ))}
                </ul>
              </div>
            ) : null}

            {result.projection.rows.length > 0 ? (
              <div className="grid gap-10 lg:grid-cols-2 lg:gap-12">
                <FeeTable projection={result.projection} />
                <div className="lg:sticky lg:top-24 lg:self-start">
                  <FeeChart projection={result.projection} />
                </div>
              </div>
            ) : null}
          </>
        ) : null}

        <p className="flex items-start gap-3 border-t border-ink-200 pt-5 text-ink-700">
          <Info aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
          <span>
            <Trans>
              <strong className="text-ink-900">How we work this out:</strong> we assume you pay your
              fee once per year, and that inflation compounds annually, so each year’s increase
              builds on the year before. This is an estimate, not a bill: your resort may raise fees
              by more or less than this.
            </Trans>
          </span>
        </p>
      </Card>
    </section>
  );
}
