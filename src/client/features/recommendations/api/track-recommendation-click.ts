import type { Recommendation, TrackInteractionRequest } from '@shared/contracts/recommendations';
import { apiRequest } from '@client/lib/api-client';
import { readToken } from '@client/lib/auth-storage';

export const TRACK_INTERACTION_PATH = '/api/track-interaction';

/** Where the recommendation was opened from. */
export type RecommendationSource = 'dashboard' | 'education-centre' | 'recommendations-page';

/**
 * Requirements §7: POST /api/track-interaction with the resource, 'click' and the source. Failures are
 * only logged; the link opens either way.
 */
export function trackRecommendationClick(
  recommendation: Pick<Recommendation, 'id' | 'resourceType'>,
  source: RecommendationSource,
): void {
  const body: TrackInteractionRequest = {
    resourceId: recommendation.id,
    resourceType: recommendation.resourceType,
    interactionType: 'click',
    metadata: { source },
  };
  apiRequest<void>(TRACK_INTERACTION_PATH, {
    method: 'POST',
    token: readToken('client'),
    body,
  }).catch((error: unknown) => {
    console.warn(`Could not record the click on recommendation ${recommendation.id}.`, error);
  });
}
