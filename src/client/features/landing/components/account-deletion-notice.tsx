import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { InfoSection } from './info-page';

/*
 * What deleting an account removes and keeps, and why (issue 15, decision 014). The same words
 * are in docs/privacy.md; src/client/routes/privacy.test.tsx fails when the two differ.
 */

function Lead({ children }: { children: ReactNode }) {
  return <strong>{children}</strong>;
}

export function AccountDeletionSection() {
  const { t } = useLingui();
  return (
    <InfoSection title={t`When you delete your account`}>
      <p>
        <Trans>
          You can delete your account yourself at any time: sign in, open Settings and choose
          “Delete my account”. You will need your password. Before you do, you can use “Download my
          data” to keep a copy of what you gave us, including the request for help you sent before
          you had an account.
        </Trans>
      </p>
      <p>
        <Trans>
          <Lead>What we delete straight away:</Lead>
        </Trans>
      </p>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <Trans>your account: your name, email address, phone number and password</Trans>
        </li>
        <li>
          <Trans>
            your cases, with every update, note and document on them, and the document files
            themselves
          </Trans>
        </li>
        <li>
          <Trans>
            the request for help you sent us from our website, if it became this account
          </Trans>
        </li>
        <li>
          <Trans>
            your preferences, onboarding answers, recommendations and the record of the resources
            you used
          </Trans>
        </li>
        <li>
          <Trans>your sign-in sessions, and any links we emailed you that you have not used</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          <Lead>What we keep, and why:</Lead>
        </Trans>
      </p>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <Trans>
            <Lead>A record of what was done, without your details.</Lead> Our system log keeps the
            fact that each action happened, when, and whether you, our staff or a partner firm did
            it. We remove your name, contact details, notes and document names from it. We keep
            these records so that we can check our own work and answer questions about it later.
          </Trans>
        </li>
        <li>
          <Trans>
            <Lead>The partner firm’s referral record.</Lead> If we referred your case to a partner
            firm, we keep the record that the referral happened, because it is part of our accounts
            with that firm. It no longer shows your name or email address.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          <Lead>Your partner firm and our staff are told.</Lead> If a partner firm or a member of
          our staff was working on your case, we email them that the case was removed because you
          deleted your account. The email gives only the case number, not your name or details.
        </Trans>
      </p>
      <p>
        <Trans>
          <Lead>The partner firm’s notes and documents.</Lead> Notes and documents that a partner
          firm added to your case on our website are deleted with your case, including those you
          could not see. We know of no legal reason that requires us to keep them. A partner firm
          that must keep records of its work for you keeps them in its own files, outside our
          website; please ask the firm about those.
        </Trans>
      </p>
      <p>
        <Trans>
          <Lead>Which request for help is yours.</Lead> A request for help you sent from our home
          page belongs to your account if you created the account from the link in our invitation
          email. Those are the requests we show in your download and delete with your account.
          Anyone can type any email address when they create an account, so we do not hand over or
          delete other requests just because the address matches. If you sent us a request that is
          not linked to your account, or a message through our contact form, email us from that
          address and we will delete it.
        </Trans>
      </p>
    </InfoSection>
  );
}
