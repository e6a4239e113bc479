import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LifeBuoy } from 'lucide-react';
import { Card } from '@client/components/ui/card';
import { Section } from '@client/components/ui/section';
import { landingSections } from '@client/lib/paths';
import { ContactLines } from '@client/components/contact-lines';
import { DonationBlock } from './donation-block';

const ways = [
  msg`A real person reads every request and replies.`,
  msg`We explain your options in plain words, at your pace.`,
  msg`We help you spot and avoid exit scams.`,
  msg`We refer you to independent partners we have vetted, when you need them.`,
];

/** Requirements §2: support and donate (anchor support). */
export function SupportSection() {
  const { t, i18n } = useLingui();
  return (
    <Section
      id={landingSections.support}
      title={t`Support and donations`}
      intro={t`We are here to help you, and your gifts help us help others.`}
      className="bg-white"
    >
      <div className="grid gap-8 lg:grid-cols-2">
        <Card className="bg-brand-50 p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <LifeBuoy aria-hidden="true" className="h-7 w-7 text-brand-700" />
            <h3 className="text-2xl font-bold text-ink-900">
              <Trans>How we support you</Trans>
            </h3>
          </div>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-900">
            {ways.map((way) => (
              <li key={way.id}>{i18n._(way)}</li>
            ))}
          </ul>
          <h4 className="mt-6 text-lg font-bold text-ink-900">
            <Trans>Talk to us</Trans>
          </h4>
          <ContactLines emailSubject={t`Support request`} className="mt-2" />
        </Card>
        <DonationBlock />
      </div>
    </Section>
  );
}
