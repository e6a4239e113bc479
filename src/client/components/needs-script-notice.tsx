/**
 * The attributes of a form only script can send. Pressed before the page's script has run, the
 * browser posts it to the page itself, which the server answers by loading the page again:
 * nothing typed (a password above all) ever goes into an address.
 */
export const scriptOnlyForm = { method: 'post' } as const;

/**
 * Said only when JavaScript is off (a browser setting, a blocked script, a very old phone):
 * reading works everywhere, but this form sends nothing without it.
 */
export function NeedsScriptNotice({ what = 'This form' }: { what?: string }) {
  return (
    <noscript>
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-base text-ink-900">
        {what} needs JavaScript, which is turned off in this browser. Everything on our site can be
        read without it; to send us this form, turn JavaScript on or call us.
      </p>
    </noscript>
  );
}
