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
  return (
    <div className="space-y-10">
      <OverviewSection id="overview-network" title="What the partner network is">
        <p className="text-lg text-ink-700">
          Timeshare Resolution Advocates is a nonprofit that helps timeshare owners understand their
          contracts and their rights. When an owner needs more help than we can give, we refer them
          to legal professionals in our partner network. Approved partners sign in to this portal to
          work on the client cases we assign to them: they can read the case, update its status, add
          notes and share documents.
        </p>
      </OverviewSection>

      <OverviewSection id="overview-who" title="Who can apply">
        <p className="text-lg text-ink-700">Organizations and professionals of these kinds:</p>
        <ul className="list-disc space-y-1 pl-6 text-lg text-ink-900">
          {partnerCompanyTypes.map((type) => (
            <li key={type.value}>{type.label}</li>
          ))}
        </ul>
        <p className="text-lg text-ink-700">
          Partners offer one or more of these services:{' '}
          {partnerServices.map((service) => service.label).join(', ')}. We ask for your
          jurisdiction, your business license and bar number where you have them, and documents that
          prove them.
        </p>
      </OverviewSection>

      <OverviewSection id="overview-path" title="The verification path" className="space-y-4">
        <VerificationPath />
      </OverviewSection>

      <Button size="lg" onClick={onApply} className="w-full sm:w-auto">
        Start your application
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </Button>
    </div>
  );
}
