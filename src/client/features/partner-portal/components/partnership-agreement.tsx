import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
/**
 * The partnership agreement an applicant accepts. Every point restates what the site already
 * promises owners about the help it points them to (FAQ, disclaimer, trust signals), so the
 * agreement adds no promise of its own.
 */
const terms = [
  msg`Everything in this application is true, and we may check your licenses and ask for documents that prove them.`,
  msg`You are independent of Timeshare Resolution Advocates and responsible for your own work and advice.`,
  msg`You explain every fee in writing before a client agrees to anything, and you never ask for payment by wire transfer, gift card or cryptocurrency.`,
  msg`You never promise or guarantee a result, and you give clients time to decide without pressure.`,
  msg`You use what clients tell you only to help them, and you keep it private.`,
];

export function PartnershipAgreement({ id }: { id: string }) {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-xl border-2 border-ink-200 bg-ink-50 p-4 sm:p-5"
    >
      <h3 id={id} className="text-xl font-bold text-ink-900">
        <Trans>Partnership agreement</Trans>
      </h3>
      <p className="text-ink-700">
        <Trans>By joining the partner network you agree that:</Trans>
      </p>
      <ul className="list-disc space-y-2 pl-6 text-ink-900">
        {terms.map((term) => (
          <li key={term.id}>{i18n._(term)}</li>
        ))}
      </ul>
    </section>
  );
}
