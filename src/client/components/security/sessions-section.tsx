import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import type { SessionSummary } from '@shared/contracts/sessions';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { QueryStatus } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { countLabel } from '@client/lib/count-label';
import { SecurityCard } from './security-card';
import type { SecurityEndpoint } from './security-endpoint';
import { useSessions, useSignOutOtherSessions, useSignOutSession } from './session-calls';
import { SessionItem, sessionName } from './session-item';

const ID = 'sessions';

/** Which question the person is answering: one session, or all the others. */
type Pending = { one: SessionSummary } | 'others' | null;

/**
 * Issue 17 §4: where the person is signed in (browser, device, about when last used, this
 * device marked), and signing any of the others out, one at a time or all at once.
 */
export function SessionsSection({ endpoint }: { endpoint: SecurityEndpoint }) {
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
    const onError = (error: Error) => setProblem(error.message || 'Please try again.');
    if (pending === 'others') {
      signOutOthers.mutate(undefined, {
        onSuccess: ({ signedOut }) =>
          finished(`Signed out of ${countLabel(signedOut, 'other session')}.`),
        onError,
      });
    } else {
      signOutOne.mutate(pending.one.id, {
        onSuccess: () => finished(`Signed out of ${sessionName(pending.one)}.`),
        onError,
      });
    }
  }

  let body;
  if (!sessions.isSuccess) {
    body = (
      <QueryStatus
        query={sessions}
        loadingLabel="Loading where you are signed in"
        failedTitle="We could not load where you are signed in."
      />
    );
  } else {
    const list = sessions.data.sessions;
    const others = list.filter((session) => !session.current).length;
    body = (
      <>
        {list.length === 0 ? (
          <p className="text-ink-700">We found no sessions to show.</p>
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
            Sign out all other sessions
          </Button>
        ) : (
          <p className="text-ink-700">You are not signed in anywhere else.</p>
        )}
      </>
    );
  }

  return (
    <SecurityCard
      id={ID}
      title="Where you are signed in"
      intro="The browsers and devices signed in to your account. If you see one you do not recognise, sign it out and change your password."
      done={done}
      onDismissDone={() => setDone(null)}
      dialogs={
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(open) => {
            if (!open && !busy) setPending(null);
          }}
          title={pending === 'others' ? 'Sign out all other sessions?' : 'Sign out this session?'}
          confirmLabel={pending === 'others' ? 'Sign out all others' : 'Sign out'}
          busyLabel="Signing out..."
          busy={busy}
          error={problem}
          onConfirm={confirm}
          destructive
        >
          {pending === 'others' ? (
            <p>
              Every other browser and device signed in to your account will be signed out. You stay
              signed in here.
            </p>
          ) : pending ? (
            <p>
              {sessionName(pending.one)} will be signed out. Whoever uses it will need your password
              to sign in again.
            </p>
          ) : null}
        </ConfirmDialog>
      }
    >
      {body}
    </SecurityCard>
  );
}
