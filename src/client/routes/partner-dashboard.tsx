import { useLingui } from '@lingui/react/macro';
import { PartnerDashboard } from '@client/features/partner-cases/components/partner-dashboard';
import { usePageTitle } from '@client/lib/page-head';

/** Requirements §2 Partner dashboard (/partner-dashboard). */
export default function PartnerDashboardPage() {
  const { t } = useLingui();
  usePageTitle(t`Partner Dashboard`);
  return <PartnerDashboard />;
}
