import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BookOpen, ClipboardList, ShieldAlert, Users } from 'lucide-react';
import { Card } from '@client/components/ui/card';
import { Section } from '@client/components/ui/section';
import { landingSections } from '@client/lib/paths';

const services = [
  {
    icon: ClipboardList,
    title: msg`We listen and review your situation`,
    text: msg`Tell us what happened. We look at your situation and explain, in plain words, what your options may be.`,
  },
  {
    icon: BookOpen,
    title: msg`We help you understand your rights`,
    text: msg`Our free guides explain timeshare contracts, consumer rights and what to expect, one step at a time.`,
  },
  {
    icon: ShieldAlert,
    title: msg`We help you avoid exit scams`,
    text: msg`Many “exit” companies take money and do nothing. We show you the warning signs so you can protect yourself.`,
  },
  {
    icon: Users,
    title: msg`We connect you with checked partners`,
    text: msg`When you need a lawyer or a cancellation service, we refer you to independent partners we have vetted.`,
  },
];

/** Requirements §2: "How We Help You" (anchor services). */
export function ServicesSection() {
  const { t, i18n } = useLingui();
  return (
    <Section
      id={landingSections.services}
      title={t`How We Help You`}
      intro={t`We guide you from the first worried question to a clear plan. You decide every step.`}
      className="bg-ink-50"
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {services.map(({ icon: Icon, title, text }) => (
          <li key={title.id}>
            <Card className="flex h-full flex-col gap-4 p-5 sm:flex-row sm:gap-5 sm:p-6">
              <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-brand-700">
                <Icon aria-hidden="true" className="h-7 w-7 text-white" />
              </span>
              <div>
                <h3 className="text-xl font-bold text-ink-900">{i18n._(title)}</h3>
                <p className="mt-2 text-ink-700">{i18n._(text)}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
