import { lazy, Suspense, type ReactNode } from 'react';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { useClientSession } from '@client/lib/client-session';

const OnboardingWizard = lazy(() => import('@client/routes/onboarding'));

/** The stored client token is being checked, or belongs to someone who must finish onboarding. */
export default function ClientSessionGate({ children }: { children: ReactNode }) {
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
