import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import type { Recommendation } from '@shared/contracts/recommendations';
import { LoadingMessage } from '@client/components/load-status';
import { useClientSession } from '@client/lib/client-session';
import { useRecommendations } from '../api/get-recommendations';
import { BuildingRecommendations, RecommendationsUnavailable } from './recommendation-notices';
import { RecommendationsRegion } from './recommendations-region';

/** The card every state is shown in (its heading and id); without one, they stand alone. */
export type RecommendationsFrame = Omit<
  ComponentProps<typeof RecommendationsRegion>,
  'children' | 'count'
>;

function Framed({
  frame,
  count,
  children,
}: {
  frame?: RecommendationsFrame;
  count?: number;
  children: ReactNode;
}) {
  if (!frame) return children;
  return (
    <RecommendationsRegion {...frame} count={count}>
      {children}
    </RecommendationsRegion>
  );
}

export interface UserRecommendationsProps {
  userId: string;
  frame?: RecommendationsFrame;
  /** The loaded recommendations, at least one; the frame shows how many there are. */
  children: (all: Recommendation[]) => ReactNode;
}

/**
 * A user's recommendations: loading, the requirements §8 failure with the library still open, the
 * 'Building Your Recommendations' empty state, or `children` with the list.
 */
export function UserRecommendations({ userId, frame, children }: UserRecommendationsProps) {
  const { t } = useLingui();
  const recommendations = useRecommendations(userId);
  if (recommendations.isPending) {
    return (
      <Framed frame={frame}>
        <LoadingMessage label={t`Loading your recommendations`} />
      </Framed>
    );
  }
  if (recommendations.isError) {
    return (
      <Framed frame={frame}>
        <RecommendationsUnavailable onRetry={() => void recommendations.refetch()} />
      </Framed>
    );
  }
  const all = recommendations.data;
  if (all.length === 0) {
    return (
      <Framed frame={frame}>
        <BuildingRecommendations />
      </Framed>
    );
  }
  return (
    <Framed frame={frame} count={all.length}>
      {children(all)}
    </Framed>
  );
}

export interface ClientRecommendationsProps extends Omit<UserRecommendationsProps, 'userId'> {
  /** Shown to a visitor who is not signed in. */
  signedOut: ReactNode;
}

/** The signed-in client's recommendations, once the sign-in is checked; `signedOut` otherwise. */
export function ClientRecommendations({
  signedOut,
  ...recommendations
}: ClientRecommendationsProps) {
  const { t } = useLingui();
  const session = useClientSession();
  if (session.status === 'loading') {
    return (
      <Framed frame={recommendations.frame}>
        <LoadingMessage label={t`Checking your sign-in`} />
      </Framed>
    );
  }
  if (session.status === 'anonymous') return signedOut;
  return <UserRecommendations userId={session.user.id} {...recommendations} />;
}
