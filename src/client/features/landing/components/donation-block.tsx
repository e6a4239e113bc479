import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Heart } from 'lucide-react';
import { useState } from 'react';
import { buttonClassName } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Field, fieldAria, Input } from '@client/components/ui/field';
import { cn } from '@client/lib/cn';
import { useIntlLocale } from '@client/lib/i18n/use-locale';
import { siteConfig } from '@client/lib/site-config';
import { useStableId } from '@client/lib/stable-id';

/** Requirements §9: presets 25, 50, 100, or Other (minimum 1, step 0.01). */
export const DONATION_PRESETS = [25, 50, 100] as const;
export const DONATION_MIN = 1;
type Choice = (typeof DONATION_PRESETS)[number] | 'other';

const choices: { value: Choice; label: string | MessageDescriptor }[] = [
  ...DONATION_PRESETS.map((amount) => ({ value: amount, label: `$${amount}` })),
  { value: 'other', label: msg`Other` },
];

function customAmountError(raw: string): MessageDescriptor | undefined {
  if (raw === '') return undefined;
  const amount = Number(raw);
  if (!Number.isFinite(amount) || amount < DONATION_MIN) return msg`Please enter at least $1.`;
  if (Math.round(amount * 100) !== amount * 100) return msg`Please use dollars and cents only.`;
  return undefined;
}

/**
 * Requirements §2 donation block. The choices help the visitor plan their gift; they are not sent
 * anywhere. Donate Now opens the hosted payment page in a new tab.
 */
export function DonationBlock() {
  const baseId = useStableId();
  const { t, i18n } = useLingui();
  const intlLocale = useIntlLocale();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO currency code
  const usd = new Intl.NumberFormat(intlLocale, { style: 'currency', currency: 'USD' });
  const [choice, setChoice] = useState<Choice>(50);
  const [customAmount, setCustomAmount] = useState('');
  const [monthly, setMonthly] = useState(false);

  const choose = (next: Choice) => {
    setChoice(next);
    // Spec: choosing another preset clears the custom amount.
    if (next !== 'other') setCustomAmount('');
  };

  const customId = [baseId, 'custom'].join('-');
  const customErrorMessage = customAmountError(customAmount);
  const customError = customErrorMessage && i18n._(customErrorMessage);
  const amount =
    choice === 'other' ? (customAmount && !customError ? Number(customAmount) : null) : choice;

  const gift = amount ? usd.format(amount) : '';
  const giftSentence = !amount
    ? t`Please enter the amount you would like to give.`
    : monthly
      ? t`Your gift: ${gift} every month.`
      : t`Your gift: ${gift}, once.`;

  return (
    <Card className="p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <Heart aria-hidden="true" className="h-7 w-7 text-brand-700" />
        <h3 className="text-2xl font-bold text-ink-900">
          <Trans>Support our work</Trans>
        </h3>
      </div>
      <p className="mt-3 text-ink-700">
        <Trans>Your gift helps us keep our guidance free for timeshare owners who need it.</Trans>
      </p>

      <fieldset className="mt-6">
        <legend className="font-semibold text-ink-900">
          <Trans>Choose an amount</Trans>
        </legend>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {choices.map((option) => (
            <label
              key={option.value}
              className={cn(
                'relative flex min-h-13 cursor-pointer items-center justify-center rounded-lg border-2 px-4 text-lg font-bold transition-colors',
                'border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
                'has-checked:bg-brand-700 has-checked:text-white',
                'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
              )}
            >
              <input
                type="radio"
                name={`${baseId}-amount`}
                value={String(option.value)}
                checked={choice === option.value}
                onChange={() => choose(option.value)}
                className="sr-only"
              />
              {typeof option.label === 'string' ? option.label : i18n._(option.label)}
            </label>
          ))}
        </div>
      </fieldset>

      {choice === 'other' ? (
        <Field
          id={customId}
          label={t`Other amount, in US dollars`}
          hint={t`At least $1.`}
          error={customError}
          className="mt-5 max-w-xs"
        >
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-700"
            >
              $
            </span>
            <Input
              {...fieldAria(customId, customError, true)}
              type="number"
              inputMode="decimal"
              min={DONATION_MIN}
              step={0.01}
              value={customAmount}
              onChange={(event) => setCustomAmount(event.target.value)}
              className="pl-7"
            />
          </div>
        </Field>
      ) : null}

      <div className="mt-5 flex items-center gap-3">
        <input
          id={`${baseId}-monthly`}
          type="checkbox"
          checked={monthly}
          onChange={(event) => setMonthly(event.target.checked)}
          className="h-7 w-7 shrink-0 cursor-pointer accent-brand-700"
        />
        <label htmlFor={`${baseId}-monthly`} className="cursor-pointer text-ink-900">
          <Trans>Make this a monthly gift</Trans>
        </label>
      </div>

      <p className="mt-5 text-ink-700" aria-live="polite">
        {giftSentence}
      </p>

      <a
        href={siteConfig.donationUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClassName('accent', 'lg', 'mt-4 w-full no-underline sm:w-auto')}
      >
        <Trans>Donate Now</Trans>
        <ExternalLink aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
      <p className="mt-3 text-base text-ink-600">
        <Trans>Our secure payment page opens in a new tab. You confirm your amount there.</Trans>
      </p>
    </Card>
  );
}
