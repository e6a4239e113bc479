import { Link } from 'react-router';
import { InfoPage, InfoSection } from '@client/features/landing/components/info-page';
import { paths } from '@client/lib/paths';
import { usePageHead } from '@client/lib/page-head';

export default function TermsPage() {
  usePageHead({
    title: 'Terms of Use',
    description:
      'The simple rules for using the Timeshare Resolution Advocates website, your account and our free guides.',
  });
  return (
    <InfoPage
      title="Terms of Use"
      summary={
        <p>
          These are the simple rules for using our website. By using the site, you agree to them.
        </p>
      }
    >
      <InfoSection title="What this website is for">
        <p>
          Timeshare Resolution Advocates (TRA) is a nonprofit. This website gives general
          information to help timeshare owners understand their choices. It is not legal advice.
          Please read our{' '}
          <Link to={paths.disclaimer.getHref()} className="font-semibold underline">
            Disclaimer
          </Link>{' '}
          to learn more.
        </p>
      </InfoSection>

      <InfoSection title="Please be honest and kind">
        <ul className="list-disc space-y-2 pl-6">
          <li>Give true information when you ask for help or send us a message.</li>
          <li>Only send information about yourself, or about someone who has agreed to it.</li>
          <li>Do not try to harm the website, break into accounts or send spam.</li>
          <li>Do not pretend to be TRA or one of our partners.</li>
        </ul>
      </InfoSection>

      <InfoSection title="Your account">
        <p>
          If you create an account, please keep your password private. Tell us straight away if you
          think someone else has used your account.
        </p>
      </InfoSection>

      <InfoSection title="Our partners">
        <p>
          Paid services, such as cancellation services, come from independent partners, not from
          TRA. Any agreement you make with a partner is between you and that partner. You are always
          free to say no.
        </p>
      </InfoSection>

      <InfoSection title="No guarantees">
        <p>
          We work hard to keep our information correct and up to date, but we cannot promise that it
          is complete or fits your exact situation. We cannot promise any result for your timeshare.
        </p>
      </InfoSection>

      <InfoSection title="Our content">
        <p>
          You are welcome to read, print and share our guides for personal, non-commercial use.
          Please do not copy them to sell or to pretend they are your own.
        </p>
      </InfoSection>

      <InfoSection title="Your privacy">
        <p>
          Our{' '}
          <Link to={paths.privacy.getHref()} className="font-semibold underline">
            Privacy Policy
          </Link>{' '}
          explains how we handle your information.
        </p>
      </InfoSection>

      <InfoSection title="Changes to these terms">
        <p>
          We may update these terms from time to time. The version on this page is the one that
          applies.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
