import { Trans, useLingui } from '@lingui/react/macro';
import { EmailText } from '@client/components/contact-lines';
import { InfoPage, InfoSection } from '@client/features/landing/components/info-page';
import { usePageHead } from '@client/lib/page-head';
import { mailtoHref, siteConfig } from '@client/lib/site-config';
import { AccountDeletionSection } from '@client/features/landing/components/account-deletion-notice';

export default function PrivacyPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`Privacy Policy`,
    description: t`What information Timeshare Resolution Advocates collects and why, how we keep it safe (we never sell it), and how you can see, correct or delete it.`,
  });
  return (
    <InfoPage
      title={t`Privacy Policy`}
      summary={
        <p>
          <Trans>
            This page explains what information we collect, why we collect it and how we keep it
            safe. In short: we use your details only to help you, and we never sell them.
          </Trans>
        </p>
      }
    >
      <InfoSection title={t`Who we are`}>
        <p>
          <Trans>
            Timeshare Resolution Advocates (TRA) is a small nonprofit consumer-advocacy service in
            the United States. We help timeshare owners understand their rights and find safe,
            honest help.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`What we collect`}>
        <p>
          <Trans>We only collect what you choose to give us:</Trans>
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <Trans>
              <strong>When you ask for help:</strong> your first and last name, email address, phone
              number if you give it, your timeshare company, when you bought it if you tell us, and
              what you write about your situation.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>When you send a message:</strong> your name, email address, the subject and
              your message.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>When you create an account:</strong> your name, email address, phone number if
              you give it, and the details of your case that you add.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Like most websites, our server also keeps short technical records, such as the time of a
            visit, to keep the site working and to stop abuse.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Why we collect it`}>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <Trans>To read your request and contact you about it.</Trans>
          </li>
          <li>
            <Trans>To answer your questions and messages.</Trans>
          </li>
          <li>
            <Trans>To run your account and show you the progress of your case.</Trans>
          </li>
          <li>
            <Trans>
              To refer you to an independent partner, but only when you ask us to or agree to it.
            </Trans>
          </li>
          <li>
            <Trans>To keep the website safe and working well.</Trans>
          </li>
        </ul>
      </InfoSection>

      <InfoSection title={t`We never sell your information`}>
        <p>
          <Trans>
            We do not sell, rent or trade your personal information. We do not share it with
            resorts, sales companies or advertisers. We share it with an independent partner only
            when you ask us to, or when the law requires it.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Cookies and local storage`}>
        <p>
          <Trans>
            We do not use advertising or tracking cookies. When you sign in, your browser keeps a
            small sign-in record in its local storage, so you stay signed in. It is removed when you
            sign out.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`How we keep it safe`}>
        <p>
          <Trans>
            Your information travels to us over a secure, encrypted connection. Only the people who
            need it to help you can see it.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Seeing, correcting or deleting your information`}>
        <p>
          <Trans>
            You can ask us at any time what information we hold about you, ask us to correct it, or
            ask us to delete it. Just email us at{' '}
            <a href={mailtoHref(t`Privacy request`)} className="font-semibold underline">
              <EmailText email={siteConfig.supportEmail} />
            </a>{' '}
            from the email address you gave us, and tell us what you would like us to do.
          </Trans>
        </p>
      </InfoSection>

      <AccountDeletionSection />

      <InfoSection title={t`Changes to this policy`}>
        <p>
          <Trans>
            If we change how we use your information, we will update this page. We will not use your
            information in a new way without telling you first.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
