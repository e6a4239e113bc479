import { EmailText } from '@client/components/contact-lines';
import { InfoPage, InfoSection } from '@client/features/landing/components/info-page';
import { usePageHead } from '@client/lib/page-head';
import { mailtoHref, siteConfig } from '@client/lib/site-config';
import { AccountDeletionSection } from '@client/features/landing/components/account-deletion-notice';

export default function PrivacyPage() {
  usePageHead({
    title: 'Privacy Policy',
    description:
      'What information Timeshare Resolution Advocates collects and why, how we keep it safe (we never sell it), and how you can see, correct or delete it.',
  });
  return (
    <InfoPage
      title="Privacy Policy"
      summary={
        <p>
          This page explains what information we collect, why we collect it and how we keep it safe.
          In short: we use your details only to help you, and we never sell them.
        </p>
      }
    >
      <InfoSection title="Who we are">
        <p>
          Timeshare Resolution Advocates (TRA) is a small nonprofit consumer-advocacy service in the
          United States. We help timeshare owners understand their rights and find safe, honest
          help.
        </p>
      </InfoSection>

      <InfoSection title="What we collect">
        <p>We only collect what you choose to give us:</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>When you ask for help:</strong> your first and last name, email address, phone
            number if you give it, your timeshare company, when you bought it if you tell us, and
            what you write about your situation.
          </li>
          <li>
            <strong>When you send a message:</strong> your name, email address, the subject and your
            message.
          </li>
          <li>
            <strong>When you create an account:</strong> your name, email address, phone number if
            you give it, and the details of your case that you add.
          </li>
        </ul>
        <p>
          Like most websites, our server also keeps short technical records, such as the time of a
          visit, to keep the site working and to stop abuse.
        </p>
      </InfoSection>

      <InfoSection title="Why we collect it">
        <ul className="list-disc space-y-2 pl-6">
          <li>To read your request and contact you about it.</li>
          <li>To answer your questions and messages.</li>
          <li>To run your account and show you the progress of your case.</li>
          <li>
            To refer you to an independent partner, but only when you ask us to or agree to it.
          </li>
          <li>To keep the website safe and working well.</li>
        </ul>
      </InfoSection>

      <InfoSection title="We never sell your information">
        <p>
          We do not sell, rent or trade your personal information. We do not share it with resorts,
          sales companies or advertisers. We share it with an independent partner only when you ask
          us to, or when the law requires it.
        </p>
      </InfoSection>

      <InfoSection title="Cookies and local storage">
        <p>
          We do not use advertising or tracking cookies. When you sign in, your browser keeps a
          small sign-in record in its local storage, so you stay signed in. It is removed when you
          sign out.
        </p>
      </InfoSection>

      <InfoSection title="How we keep it safe">
        <p>
          Your information travels to us over a secure, encrypted connection. Only the people who
          need it to help you can see it.
        </p>
      </InfoSection>

      <InfoSection title="Seeing, correcting or deleting your information">
        <p>
          You can ask us at any time what information we hold about you, ask us to correct it, or
          ask us to delete it. Just email us at{' '}
          <a href={mailtoHref('Privacy request')} className="font-semibold underline">
            <EmailText email={siteConfig.supportEmail} />
          </a>{' '}
          from the email address you gave us, and tell us what you would like us to do.
        </p>
      </InfoSection>

      <AccountDeletionSection />

      <InfoSection title="Changes to this policy">
        <p>
          If we change how we use your information, we will update this page. We will not use your
          information in a new way without telling you first.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
