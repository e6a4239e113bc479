import { Trans } from '@lingui/react/macro';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import type { SessionSummary } from '@shared/contracts/sessions';
import { Button } from '@client/components/ui/button';
import { formatDateTime } from '@client/lib/format-date';
import { useIntlLocale } from '@client/lib/i18n/use-locale';
import { lastUsedWords } from './last-used';

const looksMobile = (device: string) => /phone|android|ipad|tablet|mobile/i.test(device);

/** How a session is named in buttons and questions: "Chrome on Windows (Windows computer)". */
export const sessionName = ({ browser, device }: SessionSummary) =>
  device ? `${browser} (${device})` : browser;

/** One place the person is signed in: browser, device, last use, and this device marked. */
export function SessionItem({
  session,
  onSignOut,
}: {
  session: SessionSummary;
  onSignOut: (session: SessionSummary) => void;
}) {
  const intlLocale = useIntlLocale();
  const Icon = looksMobile(session.device) ? Smartphone : Monitor;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <p className="font-semibold text-ink-900 [overflow-wrap:anywhere]">
            {session.browser}
            {session.current ? (
              <span className="ml-2 inline-block rounded-full border border-brand-700 bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
                <Trans>This device</Trans>
              </span>
            ) : null}
          </p>
          <p className="text-ink-700">{session.device}</p>
          <p className="text-ink-700">
            <time
              dateTime={session.lastUsedAt}
              title={formatDateTime(session.lastUsedAt, intlLocale)}
            >
              {lastUsedWords(session.lastUsedAt)}
            </time>
          </p>
        </div>
      </div>
      {session.current ? (
        <p className="text-sm text-ink-600 sm:text-right">
          <Trans>You are using this one now.</Trans>
        </p>
      ) : (
        <Button variant="outline" className="shrink-0" onClick={() => onSignOut(session)}>
          <LogOut aria-hidden="true" className="h-5 w-5" />
          <Trans>Sign out</Trans> <span className="sr-only">{sessionName(session)}</span>
        </Button>
      )}
    </li>
  );
}
