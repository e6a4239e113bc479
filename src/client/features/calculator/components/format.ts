import { useMemo } from 'react';
import { useIntlLocale } from '@client/lib/i18n/use-locale';

export interface CalculatorFormat {
  /** US dollars with cents in the page's language, for example "$5,637.09". */
  usd: (amount: number) => string;
  /** A rate given in percent, for example "6%" or "6.5%". */
  percent: (ratePercent: number) => string;
  /** An axis label: whole dollars, or compact from a million ("$2.5M"). */
  axisUsd: (amount: number, step: number) => string;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO currency code
const CURRENCY = 'USD';

/** Money and rates for the calculator, formatted for the page's language (money stays USD). */
export function useCalculatorFormat(): CalculatorFormat {
  const locale = useIntlLocale();
  return useMemo(() => {
    const usdFormat = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const percentFormat = new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 2,
    });
    return {
      usd: (amount) => usdFormat.format(amount === 0 ? 0 : amount),
      percent: (ratePercent) => percentFormat.format(ratePercent / 100),
      axisUsd: (amount, step) =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: CURRENCY,
          notation: amount >= 1_000_000 ? 'compact' : 'standard',
          minimumFractionDigits: 0,
          maximumFractionDigits: amount >= 1_000_000 ? 1 : step < 1 ? 2 : 0,
        }).format(amount),
    };
  }, [locale]);
}
