import { CheckCheck, Download, Printer } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { formatLongDate } from '@client/lib/format-date';
import { saveBlob } from '@client/lib/save-blob';
import { StepHeading } from './step-heading';

export const RECOVERY_CODES_FILE_NAME = 'recovery-codes.txt';

/** The codes as a text file people can keep: what they are, when they were made, one a line. */
export function recoveryCodesText(codes: readonly string[], madeOn: Date): string {
  return [
    'Timeshare Resolution Advocates: recovery codes for two-step sign-in',
    `Made on ${formatLongDate(madeOn.toISOString())}. Each code works once.`,
    'Use one when you cannot use your authenticator app or passkey. Keep this file somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

export interface RecoveryCodesPanelProps {
  id: string;
  codes: readonly string[];
  /** New codes in place of old ones (rather than the first ones). */
  renewed: boolean;
  onDone: () => void;
}

/**
 * Issue 17 §1: the recovery codes, shown this once (the server keeps only their hashes), with
 * Download and Print, and a clear way to say they are saved.
 */
export function RecoveryCodesPanel({ id, codes, renewed, onDone }: RecoveryCodesPanelProps) {
  return (
    // Printing prints this panel alone (styles.css).
    <section aria-labelledby={`${id}-title`} data-print-alone className="space-y-4">
      <StepHeading id={`${id}-title`}>Save your recovery codes</StepHeading>
      {renewed ? (
        <p className="font-semibold text-ink-900">Your old recovery codes no longer work.</p>
      ) : null}
      <p className="text-ink-700">
        If you lose your phone or cannot use your authenticator app or passkey, each of these codes
        lets you sign in once. We show them only now. Download or print them, or write them down,
        and keep them somewhere safe, away from your phone.
      </p>
      <ol
        aria-label="Your recovery codes"
        className="grid max-w-md grid-cols-2 gap-x-6 gap-y-2 rounded-xl bg-ink-100 p-4 font-mono text-lg"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
        <Button
          variant="outline"
          onClick={() =>
            saveBlob(
              new Blob([recoveryCodesText(codes, new Date())], { type: 'text/plain' }),
              RECOVERY_CODES_FILE_NAME,
            )
          }
        >
          <Download aria-hidden="true" className="h-5 w-5" />
          Download as a text file
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-5 w-5" />
          Print
        </Button>
        <Button onClick={onDone}>
          <CheckCheck aria-hidden="true" className="h-5 w-5" />I have saved these codes
        </Button>
      </div>
    </section>
  );
}
