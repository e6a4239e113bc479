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
