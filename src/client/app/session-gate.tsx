import { lazy, Suspense, type ReactNode } from 'react';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { useClientSession } from '@client/lib/client-session';

const OnboardingWizard = lazy(() => import('@client/routes/onboarding'));

/**
 * Spec §2: while a stored sign-in is being checked a full-screen spinner shows, and a client
 * who has not finished onboarding sees the wizard in place of every route.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useClientSession();
  if (session.status === 'loading') return <FullScreenSpinner />;
  if (session.status === 'authenticated' && !session.user.hasCompletedOnboarding) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <OnboardingWizard />
      </Suspense>
    );
  }
  return children;
}
