import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@client/components/ui/card';
import { ContactLines } from '@client/components/contact-lines';

const steps = [
  msg`You send us this short form.`,
  msg`A member of our team contacts you within 24 hours.`,
  msg`We talk through your situation and explain your options.`,
  msg`You decide what to do next. There is no pressure.`,
];

/** Shown next to the intake form: what happens after sending it, and other ways to reach us. */
export function GetHelpAside() {
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-6">
      <Card className="bg-brand-50">
        <h3 className="text-xl font-bold text-ink-900">
          <Trans>What happens next</Trans>
        </h3>
        <ol className="mt-4 space-y-3">
          {steps.map((step, index) => (
            <li key={step.id} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="text-ink-900">{i18n._(step)}</span>
            </li>
          ))}
        </ol>
      </Card>
      <Card>
        <h3 className="text-xl font-bold text-ink-900">
          <Trans>Rather call or email?</Trans>
        </h3>
        <ContactLines emailSubject={t`Request for help`} className="mt-3" />
      </Card>
    </div>
  );
}
