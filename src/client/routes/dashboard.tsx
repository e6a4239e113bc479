import { FolderLock, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { SignInPrompt } from '@client/components/sign-in-prompt';
import { SignOutButton } from '@client/components/sign-out-button';
import { Button } from '@client/components/ui/button';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { useClientSession } from '@client/lib/client-session';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/use-page-title';
import { CasesSection } from '@client/features/cases/components/cases-section';
import {
  PreferencesCard,
  PreferencesSignInCard,
} from '@client/features/preferences/components/preferences-card';
import {
  RecommendationsBlock,
  RecommendationsSignInCard,
} from '@client/features/recommendations/components/recommendations-block';

const pageClassName = 'mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 md:py-12';
const gridClassName = 'grid items-start gap-8 lg:grid-cols-3';

function SignedOutDashboard() {
  return (
    <div className={pageClassName}>
      <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">My Dashboard</h1>
      <div className={gridClassName}>
        <SignInPrompt
          icon={FolderLock}
          title="Please sign in to see your cases"
          className="lg:col-span-2"
        >
          Your dashboard shows your cases, their progress and our updates. Sign in, or create a free
          account if you are new.
        </SignInPrompt>
        <div className="space-y-8">
          <RecommendationsSignInCard />
          <PreferencesSignInCard />
        </div>
      </div>
    </div>
  );
}

/** Requirements §2 Client dashboard: cases on the left, recommendations and preferences on the right. */
export default function DashboardPage() {
  usePageTitle('My Dashboard');
  const session = useClientSession();

  if (session.status === 'loading') return <FullScreenSpinner />;
  if (session.status === 'anonymous') return <SignedOutDashboard />;

  const { user } = session;
  return (
    <div className={pageClassName}>
      <header className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">Welcome, {user.firstName}</h1>
          <p className="text-lg text-ink-700">
            {user.firstName} {user.lastName}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span className="[overflow-wrap:anywhere]">{user.email}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <Button asChild variant="outline" className="no-underline">
            <Link to={paths.accountSettings.getHref()}>
              <Settings aria-hidden="true" className="h-5 w-5" />
              Account settings
            </Link>
          </Button>
          <SignOutButton kind="client" />
        </div>
      </header>
      <div className={gridClassName}>
        <div className="lg:col-span-2">
          <CasesSection userId={user.id} />
        </div>
        <div className="space-y-8">
          {/* The short list of suggestions first; the long preferences form after it. */}
          <RecommendationsBlock userId={user.id} />
          <PreferencesCard userId={user.id} />
        </div>
      </div>
    </div>
  );
}
