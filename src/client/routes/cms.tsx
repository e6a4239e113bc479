import { Trans, useLingui } from '@lingui/react/macro';
import { BackLink } from '@client/components/back-link';
import { StaffGate } from '@client/components/staff-gate';
import { StaffHeader } from '@client/components/staff-header';
import { ContentManager } from '@client/features/cms/components/content-manager';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/page-head';

/**
 * Requirements §2 Content management (/cms), for editors and administrators. Staff who are not signed
 * in go to the staff sign-in page; a session that ends during the visit says so instead.
 */
export default function CmsPage() {
  const { t } = useLingui();
  const title = t`Content Management`;
  usePageTitle(title);
  return (
    <StaffGate signedOutHint={t`Sign in again to carry on managing the content.`}>
      {(user) => (
        <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 md:py-12">
          <StaffHeader user={user} title={title}>
            <BackLink to={paths.admin.getHref()} className="text-brand-800">
              <Trans>Back to the staff area</Trans>
            </BackLink>
          </StaffHeader>
          <ContentManager />
        </div>
      )}
    </StaffGate>
  );
}
