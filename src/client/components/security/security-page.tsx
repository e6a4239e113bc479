import type { ReactNode } from 'react';
import type { Locale } from '@shared/i18n/locales';
import { AccountLanguageCard } from '../account-language-card';
import type { SecurityEndpoint } from './security-endpoint';
import { SecuritySettings } from './security-settings';
import { TwoStepGateNotice } from './two-step-gate-notice';

export interface SecurityPageProps {
  /** The page's header, with its heading (and the way back, once there is one). */
  header: ReactNode;
  endpoint: SecurityEndpoint;
  /** The role must use two-step sign-in and it is not set up yet (issue 17 §3). */
  mfaSetupRequired: boolean;
  /** Where the person carries on once it is, and the words of that link. */
  carryOn: { href: string; label: string };
  /** The account's language, which the page also lets the person change (issue 21). */
  accountLocale: Locale;
}

/** A Security page of its own (partners, staff): why the person is here, then the settings. */
export function SecurityPage({
  header,
  endpoint,
  mfaSetupRequired,
  carryOn,
  accountLocale,
}: SecurityPageProps) {
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8 sm:px-6 md:py-12">
      {header}
      <TwoStepGateNotice
        required={mfaSetupRequired}
        continueHref={carryOn.href}
        continueLabel={carryOn.label}
      />
      <SecuritySettings endpoint={endpoint} mfaSetupRequired={mfaSetupRequired} />
      <AccountLanguageCard
        kind={endpoint.kind}
        current={accountLocale}
        request={endpoint.request}
      />
    </div>
  );
}
