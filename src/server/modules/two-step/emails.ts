import { text, type TextDescriptor } from '@shared/i18n/text';
import type { SiteConfig } from '@shared/site-config';
import type { MailMessage } from '../../platform/mail';
import {
  greetingFor,
  letterLanguage,
  renderLetter,
  supportClosing,
} from '../../platform/mail-letter';
import type { TwoStepAccount } from './accounts';

/** What happened to an account's two-step sign-in; each is audited and e-mailed to it. */
export type TwoStepEvent =
  | 'enabled'
  | 'disabled'
  | 'recovery_codes_renewed'
  | 'recovery_code_used'
  | 'reset'
  | 'passkey_added'
  | 'passkey_removed';

export interface EventDetails {
  /** Recovery codes the account has left (after one was used). */
  codesLeft?: number;
  /** The passkey added or removed, by the name its owner gave it. */
  passkeyName?: string;
  /** Passkeys the account has after the event. */
  passkeys?: number;
}

const subjects: Record<TwoStepEvent, TextDescriptor> = {
  enabled: text('Two-step sign-in is now on for your account'),
  disabled: text('Two-step sign-in was turned off for your account'),
  recovery_codes_renewed: text('New recovery codes were made for your account'),
  recovery_code_used: text('A recovery code was used to sign in to your account'),
  reset: text('An administrator reset your two-step sign-in'),
  passkey_added: text('A passkey was added to your account'),
  passkey_removed: text('A passkey was removed from your account'),
};

function whatHappened(event: TwoStepEvent, details: EventDetails): TextDescriptor[] {
  switch (event) {
    case 'enabled':
      return [
        text(
          'Two-step sign-in with an authenticator app was just turned on for your Timeshare Resolution Advocates account. From now on, signing in asks for the 6-digit code from the app after your password.',
        ),
        text(
          'Keep your recovery codes somewhere safe: each one lets you sign in once if you lose your phone.',
        ),
      ];
    case 'disabled':
      if (details.passkeys) {
        return [
          text(
            'The authenticator app was just removed from two-step sign-in for your Timeshare Resolution Advocates account. Signing in still asks for one of your passkeys (or a recovery code) after your password.',
          ),
        ];
      }
      return [
        text(
          'Two-step sign-in was just turned off for your Timeshare Resolution Advocates account. Signing in now asks only for your password, and your recovery codes no longer work.',
        ),
      ];
    case 'recovery_codes_renewed':
      return [
        text(
          'New recovery codes were just made for your Timeshare Resolution Advocates account. The codes you had before no longer work.',
        ),
      ];
    case 'recovery_code_used':
      return [
        text(
          'Someone just signed in to your Timeshare Resolution Advocates account with one of your recovery codes. That code no longer works.',
        ),
        text(
          '{count, plural, one {You have # recovery code left. You can make new ones on your security settings page.} other {You have # recovery codes left. You can make new ones on your security settings page.}}',
          { count: details.codesLeft ?? 0 },
        ),
      ];
    case 'reset':
      return [
        text(
          'An administrator just reset two-step sign-in for your Timeshare Resolution Advocates account, and you were signed out everywhere. Your authenticator app and recovery codes no longer work for this account.',
        ),
        text('The next time you sign in, you can set up two-step sign-in again.'),
      ];
    case 'passkey_added':
      return [
        text(
          'A passkey named “{passkeyName}” was just added to your Timeshare Resolution Advocates account. It can now be used for two-step sign-in.',
          { passkeyName: details.passkeyName ?? '' },
        ),
      ];
    case 'passkey_removed':
      return [
        text(
          'The passkey named “{passkeyName}” was just removed from your Timeshare Resolution Advocates account. It can no longer be used to sign in.',
          { passkeyName: details.passkeyName ?? '' },
        ),
      ];
  }
}

/** The letter about `event`. It names no code or secret: an e-mail is no place for them. */
export function twoStepLetter(
  event: TwoStepEvent,
  account: TwoStepAccount,
  site: SiteConfig,
  details: EventDetails = {},
): MailMessage {
  const language = letterLanguage(account.locale);
  const { say } = language;
  return renderLetter({
    to: account.email,
    language,
    subject: say(
      event === 'disabled' && details.passkeys
        ? text('The authenticator app was removed from your account')
        : subjects[event],
    ),
    greeting: greetingFor(language, account.name),
    paragraphs: [
      ...whatHappened(event, details).map(say),
      say(
        text(
          "If this wasn't you, please contact us right away at {email} or {phone}, and change your password.",
          { email: site.supportEmail, phone: site.supportPhonePrimary },
        ),
      ),
    ],
    closing: supportClosing(site, language),
    replyTo: site.supportEmail,
  });
}
