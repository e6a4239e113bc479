import { Trans } from '@lingui/react/macro';
import { Fingerprint, Pencil, Trash2 } from 'lucide-react';
import type { Passkey } from '@shared/contracts/two-step';
import { Button } from '@client/components/ui/button';
import { formatDateTime, formatLongDate } from '@client/lib/format-date';
import { useIntlLocale } from '@client/lib/i18n/use-locale';
import { lastUsedWords } from './last-used';

/** One passkey: its name, when it was added and last used, and Rename and Remove. */
export function PasskeyItem({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  onRename: (passkey: Passkey) => void;
  onRemove: (passkey: Passkey) => void;
}) {
  const intlLocale = useIntlLocale();
  const added = formatLongDate(passkey.createdAt, intlLocale);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Fingerprint aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <p className="font-semibold text-ink-900 [overflow-wrap:anywhere]">{passkey.name}</p>
          <p className="text-ink-700">
            <Trans>
              Added on <time dateTime={passkey.createdAt}>{added}</time>
            </Trans>
          </p>
          <p className="text-ink-700">
            {passkey.lastUsedAt ? (
              <time
                dateTime={passkey.lastUsedAt}
                title={formatDateTime(passkey.lastUsedAt, intlLocale)}
              >
                {lastUsedWords(passkey.lastUsedAt)}
              </time>
            ) : (
              <Trans>Not used to sign in yet</Trans>
            )}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => onRename(passkey)}>
          <Pencil aria-hidden="true" className="h-5 w-5" />
          <Trans>Rename</Trans> <span className="sr-only">{passkey.name}</span>
        </Button>
        <Button variant="danger-outline" onClick={() => onRemove(passkey)}>
          <Trash2 aria-hidden="true" className="h-5 w-5" />
          <Trans>Remove</Trans> <span className="sr-only">{passkey.name}</span>
        </Button>
      </div>
    </li>
  );
}
