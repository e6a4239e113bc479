import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { partnerCompanyTypes, partnerServices } from '@shared/partner-options';
import { Button } from '@client/components/ui/button';
import { VerificationPath } from './verification-path';

/** One part of the Overview tab under its heading. */
function OverviewSection({
  id,
  title,
  className = 'space-y-3',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The Overview tab: what the network is, who may apply, and how an application is checked. */
export function OverviewTab({ onApply }: { onApply: () => void }) {
  const { t, i18n } = useLingui();
  const services = partnerServices.map((service) => i18n._(service.label)).join(', ');
  return (
    <div className="space-y-10">
      <OverviewSection id="overview-network" title={t`What the partner network is`}>
        <p className="text-lg text-ink-700">
          <Trans>
            Timeshare Resolution Advocates is a nonprofit that helps timeshare owners understand
            their contracts and their rights. When an owner needs more help than we can give, we
            refer them to legal professionals in our partner network. Approved partners sign in to
            this portal to work on the client cases we assign to them: they can read the case,
            update its status, add notes and share documents.
          </Trans>
        </p>
      </OverviewSection>

      <OverviewSection id="overview-who" title={t`Who can apply`}>
        <p className="text-lg text-ink-700">
          <Trans>Organizations and professionals of these kinds:</Trans>
        </p>
        <ul className="list-disc space-y-1 pl-6 text-lg text-ink-900">
          {partnerCompanyTypes.map((type) => (
            <li key={type.value}>{i18n._(type.label)}</li>
          ))}
        </ul>
        <p className="text-lg text-ink-700">
          <Trans>
            Partners offer one or more of these services: {services}. We ask for your jurisdiction,
            your business license and bar number where you have them, and documents that prove them.
          </Trans>
        </p>
      </OverviewSection>

      <OverviewSection id="overview-path" title={t`The verification path`} className="space-y-4">
        <VerificationPath />
      </OverviewSection>

      <Button size="lg" onClick={onApply} className="w-full sm:w-auto">
        <Trans>Start your application</Trans>
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </Button>
    </div>
  );
}
