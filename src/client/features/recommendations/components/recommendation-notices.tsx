import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, LibraryBig } from 'lucide-react';
import { Link } from 'react-router';
import { FormNotice } from '@client/components/form-status';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';

/*
 * What a recommendations block says instead of recommendations. Apart from the cards, so the
 * education centre's first JavaScript does not carry the cards' code and option lists.
 */

/** Requirements §2: the empty state 'Building Your Recommendations' with Explore Resources. */
export function BuildingRecommendations() {
  return (
    <div className="space-y-3 rounded-xl bg-brand-50 p-5 text-center">
      <BookOpen aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
      <p className="text-lg font-semibold text-ink-900">
        <Trans>Building Your Recommendations</Trans>
      </p>
      <p className="text-ink-700">
        <Trans>
          Your suggestions will appear here as you set your preferences and read our guides. In the
          meantime, our free guides are a good place to start.
        </Trans>
      </p>
      <Button asChild className="no-underline">
        <Link to={paths.resources.getHref()}>
          <Trans>Explore Resources</Trans>
        </Link>
      </Button>
    </div>
  );
}

/** Requirements §8: recommendations failed to load; the library is still open. */
export function RecommendationsUnavailable({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <FormNotice
      tone="error"
      message={t`We cannot load your personalized recommendations right now. You can still browse our whole library of free guides.`}
    >
      <div className="mt-3 flex flex-wrap gap-3">
        <Button asChild variant="outline" className="no-underline">
          <Link to={paths.resources.getHref()}>
            <LibraryBig aria-hidden="true" className="h-5 w-5" />
            <Trans>Browse the guides</Trans>
          </Link>
        </Button>
        {onRetry ? (
          <Button variant="ghost" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
      </div>
    </FormNotice>
  );
}
