import { Trans } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@shared/contracts/honeypot';

/**
 * A trap for spam robots. People never see it or reach it with the keyboard, and screen readers
 * skip it. It is moved off-screen rather than hidden with display:none, because many robots
 * skip fields that are not displayed.
 */
export function HoneypotField({
  idPrefix,
  registration,
}: {
  idPrefix: string;
  registration: UseFormRegisterReturn<typeof HONEYPOT_FIELD>;
}) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden"
    >
      <label htmlFor={id}>
        <Trans>Leave this field empty</Trans>
      </label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
