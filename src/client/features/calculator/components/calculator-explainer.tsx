import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, FileSearch, FolderOpen, Layers, ShieldAlert, TrendingUp } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@client/components/ui/card';
import { ConsultationLink } from './consultation-link';

interface ExplainerItem {
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const items: ExplainerItem[] = [
  {
    icon: Building2,
    title: msg`Why maintenance fees go up`,
    text: msg`Maintenance fees pay for running the resort: staff, cleaning, repairs, insurance, utilities and property taxes. When those costs rise, your fee usually rises too.`,
  },
  {
    icon: TrendingUp,
    title: msg`Small increases add up`,
    text: msg`Each year’s increase is added on top of the year before. That is why even a modest rate can make your fee much larger after 10 or 20 years.`,
  },
  {
    icon: Layers,
    title: msg`Special assessments are extra`,
    text: msg`Some resorts also charge one-time special assessments, for example for major repairs or renovations. These come on top of your yearly fee and are not part of this estimate.`,
  },
  {
    icon: FileSearch,
    title: msg`What to look for in your contract`,
    text: msg`Look for the parts about maintenance fees, who decides increases, special assessments, and how long the contract lasts. Some contracts have no end date. If the wording is hard to follow, that is normal, and we can go through it with you.`,
  },
  {
    icon: FolderOpen,
    title: msg`Keep your fee statements`,
    text: msg`Keep each year’s bill or statement. Together they show how your fees have really changed, and they help anyone who reviews your situation with you.`,
  },
  {
    icon: ShieldAlert,
    title: msg`Be careful with upfront-fee promises`,
    text: msg`Be wary of anyone who asks for a large payment up front and promises to get you out of your timeshare. Ask questions, take your time, and get every promise in writing.`,
  },
];

/** Plain-language background next to the calculator (requirements §2 Calculator: an explainer list). */
export function CalculatorExplainer() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="calculator-explainer-title" className="space-y-6">
      <h2 id="calculator-explainer-title" className="text-2xl font-bold text-ink-900 md:text-3xl">
        <Trans>Understanding your maintenance fees</Trans>
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="flex gap-4 rounded-2xl border border-ink-200 bg-white p-5">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink-900">{i18n._(title)}</h3>
              <p className="mt-1 text-ink-700">{i18n._(text)}</p>
            </div>
          </li>
        ))}
      </ul>

      <Card className="flex flex-col gap-4 border-brand-200 bg-brand-50 md:flex-row md:items-center md:justify-between">
        <div>
          <h3 className="text-xl font-bold text-ink-900">
            <Trans>You do not have to work this out alone</Trans>
          </h3>
          <p className="mt-1 text-ink-700">
            <Trans>
              Our team can talk through your fees and your contract with you. The consultation is
              free.
            </Trans>
          </p>
        </div>
        <ConsultationLink className="shrink-0" />
      </Card>
    </section>
  );
}
