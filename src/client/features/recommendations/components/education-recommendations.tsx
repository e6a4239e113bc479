import { Trans, useLingui } from '@lingui/react/macro';
import { SignInActions } from '@client/components/sign-in-prompt';
import { deferredPart } from '@client/components/deferred-part';
import { LoadingMessage } from '@client/components/load-status';
import { ClientRecommendations } from './recommendation-states';
import { RecommendationsRegion } from './recommendations-region';

// Only a signed-in client sees the cards, after their recommendations load: their code (and
// the option lists it names) is not in the education centre's first JavaScript.
const EducationRecommendationList = deferredPart(() =>
  import('./education-recommendation-list').then((m) => m.EducationRecommendationList),
);

const HEADING_ID = 'education-recommendations-heading';

function SignInPrompt() {
  const { t } = useLingui();
  return (
    <RecommendationsRegion headingId={HEADING_ID} heading={t`Guides chosen for you`}>
      <p className="max-w-3xl text-lg text-ink-700">
        <Trans>
          Sign in, or create a free account, and we will suggest the guides that fit your situation,
          and explain why we chose each one.
        </Trans>
      </p>
      <SignInActions />
    </RecommendationsRegion>
  );
}

/**
 * Requirements §2 Education centre: up to 6 personalised recommendations with their reasoning for a
 * signed-in client; anyone else is invited to sign in or create an account.
 */
export function EducationRecommendations() {
  const { t } = useLingui();
  return (
    <ClientRecommendations
      frame={{ headingId: HEADING_ID, heading: t`Recommended for You` }}
      signedOut={<SignInPrompt />}
    >
      {(all) => (
        <EducationRecommendationList
          all={all}
          fallback={<LoadingMessage label={t`Loading your recommendations`} />}
        />
      )}
    </ClientRecommendations>
  );
}
