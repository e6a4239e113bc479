import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { InfoPage, InfoSection } from '@client/features/landing/components/info-page';
import { paths } from '@client/lib/paths';
import { usePageHead } from '@client/lib/page-head';

export default function TermsPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`Terms of Use`,
    description: t`The simple rules for using the Timeshare Resolution Advocates website, your account and our free guides.`,
  });
  return (
    <InfoPage
      title={t`Terms of Use`}
      summary={
        <p>
          <Trans>
            These are the simple rules for using our website. By using the site, you agree to them.
          </Trans>
        </p>
      }
    >
      <InfoSection title={t`What this website is for`}>
        <p>
          <Trans>
            Timeshare Resolution Advocates (TRA) is a nonprofit. This website gives general
            information to help timeshare owners understand their choices. It is not legal advice.
            Please read our{' '}
            <Link to={paths.disclaimer.getHref()} className="font-semibold underline">
              Disclaimer
            </Link>{' '}
            to learn more.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Please be honest and kind`}>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <Trans>Give true information when you ask for help or send us a message.</Trans>
          </li>
          <li>
            <Trans>
              Only send information about yourself, or about someone who has agreed to it.
            </Trans>
          </li>
          <li>
            <Trans>Do not try to harm the website, break into accounts or send spam.</Trans>
          </li>
          <li>
            <Trans>Do not pretend to be TRA or one of our partners.</Trans>
          </li>
        </ul>
      </InfoSection>

      <InfoSection title={t`Your account`}>
        <p>
          <Trans>
            If you create an account, please keep your password private. Tell us straight away if
            you think someone else has used your account.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Our partners`}>
        <p>
          <Trans>
            Paid services, such as cancellation services, come from independent partners, not from
            TRA. Any agreement you make with a partner is between you and that partner. You are
            always free to say no.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`No guarantees`}>
        <p>
          <Trans>
            We work hard to keep our information correct and up to date, but we cannot promise that
            it is complete or fits your exact situation. We cannot promise any result for your
            timeshare.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Our content`}>
        <p>
          <Trans>
            You are welcome to read, print and share our guides for personal, non-commercial use.
            Please do not copy them to sell or to pretend they are your own.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Your privacy`}>
        <p>
          <Trans>
            Our{' '}
            <Link to={paths.privacy.getHref()} className="font-semibold underline">
              Privacy Policy
            </Link>{' '}
            explains how we handle your information.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Changes to these terms`}>
        <p>
          <Trans>
            We may update these terms from time to time. The version on this page is the one that
            applies.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
