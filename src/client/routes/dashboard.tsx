import { Trans, useLingui } from '@lingui/react/macro';
import { FolderLock, Settings } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { IdleSignOutRedirect } from '@client/components/signed-in-gate';
import { SignInPrompt } from '@client/components/sign-in-prompt';
import { SignOutButton } from '@client/components/sign-out-button';
import { Button } from '@client/components/ui/button';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { useClientSession } from '@client/lib/client-session';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/page-head';
import { CasesSection } from '@client/features/cases/components/cases-section';
import {
  PreferencesCard,
  PreferencesSignInCard,
} from '@client/features/preferences/components/preferences-card';
import {
  RecommendationsBlock,
  RecommendationsSignInCard,
} from '@client/features/recommendations/components/recommendations-block';

// One case, /dashboard/cases/{caseId}, is a page of its own at every width; its code loads
// only when a case is opened.
const CaseView = lazy(() =>
  import('@client/features/cases/components/case-view').then((module) => ({
    default: module.CaseView,
  })),
);

const pageClassName = 'mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 md:py-12';
const casePageClassName = 'mx-auto max-w-4xl space-y-8 px-4 py-8 sm:px-6 md:py-12';
const gridClassName = 'grid items-start gap-8 lg:grid-cols-3';

function SignedOutDashboard() {
  const { t } = useLingui();
  return (
    <div className={pageClassName}>
      <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">
        <Trans>My Dashboard</Trans>
      </h1>
      <div className={gridClassName}>
        <SignInPrompt
          icon={FolderLock}
          title={t`Please sign in to see your cases`}
          className="lg:col-span-2"
        >
          <Trans>
            Your dashboard shows your cases, their progress and our updates. Sign in, or create a
            free account if you are new.
          </Trans>
        </SignInPrompt>
        <div className="space-y-8">
          <RecommendationsSignInCard />
          <PreferencesSignInCard />
        </div>
      </div>
    </div>
  );
}

function SignedOutCase() {
  const { t } = useLingui();
  return (
    <div className={casePageClassName}>
      <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">
        <Trans>Your case</Trans>
      </h1>
      <SignInPrompt icon={FolderLock} title={t`Please sign in to see your case`}>
        <Trans>
          Your case page shows its progress, what we need from you, your messages and documents.
          Sign in, or create a free account if you are new.
        </Trans>
      </SignInPrompt>
    </div>
  );
}

/**
 * Requirements §2 Client dashboard: cases on the left, recommendations and preferences on the
 * right; at /dashboard/cases/{caseId}, one of the client's cases.
 */
export default function DashboardPage() {
  const { caseId } = useParams();
  const { t } = useLingui();
  usePageTitle(caseId ? t`Your Case` : t`My Dashboard`);
  const session = useClientSession();

  if (session.status === 'loading') return <FullScreenSpinner />;
  if (session.status === 'anonymous') {
    return (
      <IdleSignOutRedirect kind="client">
        {caseId ? <SignedOutCase /> : <SignedOutDashboard />}
      </IdleSignOutRedirect>
    );
  }
  if (caseId) {
    return (
      <div className={casePageClassName}>
        <Suspense fallback={<FullScreenSpinner />}>
          {/* Another case starts afresh (its own message box and chosen files). */}
          <CaseView key={caseId} userId={session.user.id} caseId={caseId} />
        </Suspense>
      </div>
    );
  }

  const { user } = session;
  const firstName = user.firstName;
  return (
    <div className={pageClassName}>
      <header className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">
            <Trans>Welcome, {firstName}</Trans>
          </h1>
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
              <Trans>Account settings</Trans>
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
