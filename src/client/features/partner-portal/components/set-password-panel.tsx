import { Trans, useLingui } from '@lingui/react/macro';
import { ContactLines } from '@client/components/contact-lines';
import { SetPasswordFromLink } from '@client/components/set-password-from-link';
import { paths } from '@client/lib/paths';
import { useSetPasswordLink } from '../api/check-set-password-link';
import { useSetPartnerPassword } from '../api/set-password';

/** The invited partner's password, from the link in the approval e-mail. */
export function SetPasswordPanel({ token }: { token: string | null }) {
  const { t } = useLingui();
  return (
    <SetPasswordFromLink
      token={token}
      check={useSetPasswordLink(token)}
      setPassword={useSetPartnerPassword()}
      idPrefix="partner-password"
      welcomeName={(link) => link.companyName}
      signIn={{ href: paths.partnerLogin.getHref(), label: t`Partner Sign In` }}
      invalidHelp={
        <div className="space-y-2">
          <p className="text-ink-700">
            <Trans>To get a new link, write or call us:</Trans>
          </p>
          <ContactLines emailSubject={t`New partner password link`} showHours={false} />
        </div>
      }
    />
  );
}
