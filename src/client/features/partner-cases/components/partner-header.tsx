import type { PartnerProfile } from '@shared/contracts/partners';
import { SignOutButton } from '@client/components/sign-out-button';

/** Requirements §2: the dashboard's heading with the company, its contact person, and sign-out. */
export function PartnerHeader({ partner }: { partner: PartnerProfile }) {
  return (
    <header className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">Partner Dashboard</h1>
        <p className="text-xl font-semibold text-ink-900 [overflow-wrap:anywhere]">
          {partner.companyName}
        </p>
        <p className="text-lg text-ink-700">
          Contact person: <span className="text-ink-900">{partner.contactPerson}</span>
        </p>
      </div>
      <SignOutButton kind="partner" className="shrink-0" />
    </header>
  );
}
