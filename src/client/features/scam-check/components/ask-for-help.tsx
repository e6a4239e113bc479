import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { deferredPart } from '@client/components/deferred-part';
import { LoadingMessage } from '@client/components/load-status';
import type { ScamFlag } from '@shared/scam-check/flags';

const AskForHelpForm = deferredPart(() =>
  import('./ask-for-help-form').then((m) => m.AskForHelpForm),
);

/**
 * "Ask us for help with this": only when pressed, and only after the person confirms, the
 * ticked warning signs are sent to us as a contact message they can edit first.
 */
export function AskForHelp({ flags }: { flags: readonly ScamFlag[] }) {
  const { t, i18n } = useLingui();
  // The drafted message once the person asks for help; nothing before.
  const [draft, setDraft] = useState<string | null>(null);

  if (draft !== null)
    return (
      <AskForHelpForm
        message={draft}
        onCancel={() => setDraft(null)}
        fallback={<LoadingMessage label={t`Loading the form`} />}
      />
    );

  return (
    <div className="space-y-2">
      <p className="text-lg text-ink-900">
        <Trans>
          Nothing you ticked is saved or sent. If you would like our help, you can send it to us.
        </Trans>
      </p>
      <Button
        type="button"
        onClick={() => {
          // The message the person can change before sending, in the page's language.
          setDraft(
            [
              t`I used the "Is this offer a scam?" check. The caller or company:`,
              ...flags.map((flag) => `- ${i18n._(flag.label)}`),
              '',
              t`Could you help me with this?`,
            ].join('\n'),
          );
        }}
      >
        <Trans>Ask us for help with this</Trans>
      </Button>
    </div>
  );
}
