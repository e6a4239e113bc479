import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import type { SessionSummary } from '@shared/contracts/sessions';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { QueryStatus } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { SecurityCard } from './security-card';
import type { SecurityEndpoint } from './security-endpoint';
import { useSessions, useSignOutOtherSessions, useSignOutSession } from './session-calls';
import { SessionItem, sessionName } from './session-item';

const ID = 'sessions';

function SessionSignOutWarning({ name }: { name: string }) {
  return (
    <Trans>
      {name} will be signed out. Whoever uses it will need your password to sign in again.
    </Trans>
  );
}

/** Which question the person is answering: one session, or all the others. */
type Pending = { one: SessionSummary } | 'others' | null;

/**
 * Issue 17 §4: where the person is signed in (browser, device, about when last used, this
 * device marked), and signing any of the others out, one at a time or all at once.
 */
export function SessionsSection({ endpoint }: { endpoint: SecurityEndpoint }) {
  const { t } = useLingui();
  const sessions = useSessions(endpoint);
  const signOutOne = useSignOutSession(endpoint);
  const signOutOthers = useSignOutOtherSessions(endpoint);
  const [pending, setPending] = useState<Pending>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = signOutOne.isPending || signOutOthers.isPending;

  function ask(next: Pending) {
    if (busy) return;
    setProblem(null);
    setPending(next);
  }

  function finished(message: string) {
    setPending(null);
    setDone(message);
    toast.success(message);
  }

  function confirm() {
    if (pending === null) return;
    const onError = (error: Error) => setProblem(error.message || t`Please try again.`);
    if (pending === 'others') {
      signOutOthers.mutate(undefined, {
        onSuccess: ({ signedOut }) =>
          finished(
            t`${plural(signedOut, { one: 'Signed out of # other session.', other: 'Signed out of # other sessions.' })}`,
          ),
        onError,
      });
    } else {
      signOutOne.mutate(pending.one.id, {
        onSuccess: () => {
          const name = sessionName(pending.one);
          finished(t`Signed out of ${name}.`);
        },
        onError,
      });
    }
  }

  let body;
  if (!sessions.isSuccess) {
    body = (
      <QueryStatus
        query={sessions}
        loadingLabel={t`Loading where you are signed in`}
        failedTitle={t`We could not load where you are signed in.`}
      />
    );
  } else {
    const list = sessions.data.sessions;
    const others = list.filter((session) => !session.current).length;
    body = (
      <>
        {list.length === 0 ? (
          <p className="text-ink-700">
            <Trans>We found no sessions to show.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-ink-200">
            {list.map((session) => (
              <SessionItem key={session.id} session={session} onSignOut={(one) => ask({ one })} />
            ))}
          </ul>
        )}
        {others > 0 ? (
          <Button variant="danger-outline" onClick={() => ask('others')}>
            <LogOut aria-hidden="true" className="h-5 w-5" />
            <Trans>Sign out all other sessions</Trans>
          </Button>
        ) : (
          <p className="text-ink-700">
            <Trans>You are not signed in anywhere else.</Trans>
          </p>
        )}
      </>
    );
  }

  return (
    <SecurityCard
      id={ID}
      title={t`Where you are signed in`}
      intro={t`The browsers and devices signed in to your account. If you see one you do not recognise, sign it out and change your password.`}
      done={done}
      onDismissDone={() => setDone(null)}
      dialogs={
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(open) => {
            if (!open && !busy) setPending(null);
          }}
          title={pending === 'others' ? t`Sign out all other sessions?` : t`Sign out this session?`}
          confirmLabel={pending === 'others' ? t`Sign out all others` : t`Sign out`}
          busyLabel={t`Signing out...`}
          busy={busy}
          error={problem}
          onConfirm={confirm}
          destructive
        >
          {pending === 'others' ? (
            <p>
              <Trans>
                Every other browser and device signed in to your account will be signed out. You
                stay signed in here.
              </Trans>
            </p>
          ) : pending ? (
            <p>
              <SessionSignOutWarning name={sessionName(pending.one)} />
            </p>
          ) : null}
        </ConfirmDialog>
      }
    >
      {body}
    </SecurityCard>
  );
}
