import { BookOpen, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RegionCard } from '@client/components/region-card';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';

/** The block's card, named by its heading. */
function RecommendationsRegion({ children }: { children: ReactNode }) {
  return (
    <RegionCard headingId="recommendations-heading" heading="Recommended for You" icon={Sparkles}>
      {children}
    </RegionCard>
  );
}

/**
 * Spec §2 Recommendations block. Until recommendations are served it shows the spec's empty
 * state: they build up as the client sets preferences and reads guides.
 */
export function RecommendationsBlock() {
  return (
    <RecommendationsRegion>
      <div className="space-y-3 rounded-xl bg-brand-50 p-5 text-center">
        <BookOpen aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
        <p className="text-lg font-semibold text-ink-900">Building Your Recommendations</p>
        <p className="text-ink-700">
          Your suggestions will appear here as you set your preferences and read our guides. In the
          meantime, our free guides are a good place to start.
        </p>
        <Button asChild className="no-underline">
          <Link to={paths.resources.getHref()}>Explore Resources</Link>
        </Button>
      </div>
    </RecommendationsRegion>
  );
}

/** Spec §2: signed out, the recommendations block asks the visitor to sign in. */
export function RecommendationsSignInCard() {
  return (
    <RecommendationsRegion>
      <p className="text-ink-700">
        Please sign in to see guides chosen for your situation. Our free guides are open to
        everyone.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" asChild className="no-underline">
          <Link to={paths.auth.getHref()}>Sign In</Link>
        </Button>
        <Button variant="ghost" asChild className="no-underline">
          <Link to={paths.resources.getHref()}>Explore Resources</Link>
        </Button>
      </div>
    </RecommendationsRegion>
  );
}
