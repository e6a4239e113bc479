import { PartnerDashboard } from '@client/features/partner-cases/components/partner-dashboard';
import { usePageTitle } from '@client/lib/page-head';

/** Requirements §2 Partner dashboard (/partner-dashboard). */
export default function PartnerDashboardPage() {
  usePageTitle('Partner Dashboard');
  return <PartnerDashboard />;
}
