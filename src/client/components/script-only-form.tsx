import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';

/**
 * Said only when JavaScript is off (a browser setting, a blocked script, a very old phone):
 * reading works everywhere, but this form sends nothing without it.
 */
export function NeedsScriptNotice({ what }: { what?: string }) {
  const { t } = useLingui();
  const subject = what ?? t`This form`;
  return (
    <noscript>
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-base text-ink-900">
        <Trans>
          {subject} needs JavaScript, which is turned off in this browser. Everything on our site
          can be read without it; to send us this form, turn JavaScript on or call us.
        </Trans>
      </p>
    </noscript>
  );
}

/**
 * A form only script can send. It says so when JavaScript is off, and pressed before the
 * page's script has run it posts to the page itself, which the server answers by loading the
 * page again: nothing typed (a password above all) ever goes into an address.
 */
export function ScriptOnlyForm({
  needsScriptFor,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'method' | 'action'> & {
  /** Who needs JavaScript, in the notice: 'This form' unless told. */
  needsScriptFor?: string;
}) {
  return (
    <form method="post" noValidate {...props}>
      <NeedsScriptNotice what={needsScriptFor} />
      {children}
    </form>
  );
}
