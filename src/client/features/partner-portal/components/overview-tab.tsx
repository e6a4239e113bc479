import { ArrowRight } from 'lucide-react';
import { partnerCompanyTypes, partnerServices } from '@shared/options';
import { Button } from '@client/components/ui/button';
import { VerificationPath } from './verification-path';

/** The Overview tab: what the network is, who may apply, and how an application is checked. */
export function OverviewTab({ onApply }: { onApply: () => void }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="overview-network" className="space-y-3">
        <h2 id="overview-network" className="text-2xl font-bold text-ink-900">
          What the partner network is
        </h2>
        <p className="text-lg text-ink-700">
          Timeshare Resolution Advocates is a nonprofit that helps timeshare owners understand their
          contracts and their rights. When an owner needs more help than we can give, we refer them
          to legal professionals in our partner network. Approved partners sign in to this portal to
          work on the client cases we assign to them: they can read the case, update its status, add
          notes and share documents.
        </p>
      </section>

      <section aria-labelledby="overview-who" className="space-y-3">
        <h2 id="overview-who" className="text-2xl font-bold text-ink-900">
          Who can apply
        </h2>
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
      </section>

      <section aria-labelledby="overview-path" className="space-y-4">
        <h2 id="overview-path" className="text-2xl font-bold text-ink-900">
          The verification path
        </h2>
        <VerificationPath />
      </section>

      <Button size="lg" onClick={onApply} className="w-full sm:w-auto">
        Start your application
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </Button>
    </div>
  );
}
