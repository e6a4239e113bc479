import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PartnerProfile } from '@shared/contracts/partners';
import { SecurityLink } from '@client/components/security-link';
import { SignOutButton } from '@client/components/sign-out-button';
import { paths } from '@client/lib/paths';

export interface PartnerHeaderProps {
  partner: PartnerProfile;
  /** The page's heading (the dashboard's by default). */
  title?: string;
  /** Shown above the heading, such as a way back. */
  children?: ReactNode;
}

/**
 * Requirements §2: the partner's page heading with the company, its contact person, the way to
 * the partner's Security page, and sign-out.
 */
export function PartnerHeader({ partner, title, children }: PartnerHeaderProps) {
  const { t } = useLingui();
  const contactPerson = partner.contactPerson;
  return (
    <header className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        {children}
        <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">
          {title ?? t`Partner Dashboard`}
        </h1>
        <p className="text-xl font-semibold text-ink-900 [overflow-wrap:anywhere]">
          {partner.companyName}
        </p>
        <p className="text-lg text-ink-700">
          <Trans>
            Contact person: <span className="text-ink-900">{contactPerson}</span>
          </Trans>
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
        <SecurityLink to={paths.partnerSecurity.getHref()} />
        <SignOutButton kind="partner" />
      </div>
    </header>
  );
}
