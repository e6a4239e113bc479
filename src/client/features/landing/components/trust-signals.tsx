import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, HandCoins, HeartHandshake, LockKeyhole } from 'lucide-react';

const signals = [
  {
    icon: HeartHandshake,
    title: msg`A nonprofit on your side`,
    text: msg`We work for timeshare owners, not for resorts or sales companies.`,
  },
  {
    icon: HandCoins,
    title: msg`No upfront fees from us`,
    text: msg`We do not ask you for any money before we help you.`,
  },
  {
    icon: Ban,
    title: msg`No wire transfers or gift cards`,
    text: msg`We will never ask you to pay by wire transfer, gift card or cryptocurrency.`,
  },
  {
    icon: LockKeyhole,
    title: msg`Your details stay private`,
    text: msg`We use what you tell us only to help you. We never sell it.`,
  },
];

/** Short promises that help a worried visitor tell us apart from exit scams. */
export function TrustSignals() {
  const { i18n } = useLingui();
  return (
    <div className="border-b border-ink-200 bg-white px-4 py-10 sm:px-6">
      <h2 className="sr-only">
        <Trans>Why you can trust us</Trans>
      </h2>
      <ul className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {signals.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="flex gap-4">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50">
              <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
            </span>
            <div>
              <h3 className="font-bold text-ink-900">{i18n._(title)}</h3>
              <p className="mt-1 text-base text-ink-700">{i18n._(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
