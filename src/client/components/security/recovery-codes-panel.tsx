import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCheck, Download, Printer } from 'lucide-react';
import { text } from '@shared/i18n/text';
import { Button } from '@client/components/ui/button';
import { formatLongDate } from '@client/lib/format-date';
import { activeText } from '@client/lib/i18n/active';
import { SITE_NAME } from '@client/lib/page-head';
import { saveBlob } from '@client/lib/save-blob';
import { StepHeading } from './step-heading';

export const RECOVERY_CODES_FILE_NAME = 'recovery-codes.txt';

/**
 * The codes as a text file people can keep: what they are, when they were made, one a line;
 * in the page's language.
 */
export function recoveryCodesText(codes: readonly string[], madeOn: Date): string {
  const date = formatLongDate(madeOn.toISOString());
  return [
    activeText(
      text('{organisation}: recovery codes for two-step sign-in', {
        organisation: SITE_NAME,
      }),
    ),
    activeText(text('Made on {date}. Each code works once.', { date })),
    activeText(
      text(
        'Use one when you cannot use your authenticator app or passkey. Keep this file somewhere safe.',
      ),
    ),
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
  const { t } = useLingui();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element id
  const titleId = `${id}-title`;
  return (
    // Printing prints this panel alone (styles.css).
    <section aria-labelledby={titleId} data-print-alone className="space-y-4">
      <StepHeading id={titleId}>
        <Trans>Save your recovery codes</Trans>
      </StepHeading>
      {renewed ? (
        <p className="font-semibold text-ink-900">
          <Trans>Your old recovery codes no longer work.</Trans>
        </p>
      ) : null}
      <p className="text-ink-700">
        <Trans>
          If you lose your phone or cannot use your authenticator app or passkey, each of these
          codes lets you sign in once. We show them only now. Download or print them, or write them
          down, and keep them somewhere safe, away from your phone.
        </Trans>
      </p>
      <ol
        aria-label={t`Your recovery codes`}
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
          <Trans>Download as a text file</Trans>
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-5 w-5" />
          <Trans>Print</Trans>
        </Button>
        <Button onClick={onDone}>
          <CheckCheck aria-hidden="true" className="h-5 w-5" />
          <Trans>I have saved these codes</Trans>
        </Button>
      </div>
    </section>
  );
}
