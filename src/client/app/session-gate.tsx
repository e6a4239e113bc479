import { lazy, Suspense, type ReactNode } from 'react';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { useStoredToken } from '@client/lib/use-stored-token';

// The session check is loaded only when a client token is stored, so visitors who never
// signed in do not download it with the landing page.
const ClientSessionGate = lazy(() => import('./client-session-gate'));

/**
 * Requirements §2: while a stored sign-in is being checked a full-screen spinner shows, and a client
 * who has not finished onboarding sees the wizard in place of every route.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const clientToken = useStoredToken('client');
  if (clientToken === null) return children;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <ClientSessionGate>{children}</ClientSessionGate>
    </Suspense>
  );
}
