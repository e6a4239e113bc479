import { FolderLock } from 'lucide-react';
import { useParams } from 'react-router';
import { SignInPrompt } from '@client/components/sign-in-prompt';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { useClientSession } from '@client/lib/client-session';
import { usePageTitle } from '@client/lib/use-page-title';
import { CaseView } from '@client/features/cases/components/case-view';

const pageClassName = 'mx-auto max-w-4xl space-y-8 px-4 py-8 sm:px-6 md:py-12';

/** /dashboard/cases/{caseId}: one of the client's cases, at every screen width a page of its own. */
export default function ClientCasePage() {
  usePageTitle('Your Case');
  const { caseId = '' } = useParams();
  const session = useClientSession();

  if (session.status === 'loading') return <FullScreenSpinner />;
  if (session.status === 'anonymous') {
    return (
      <div className={pageClassName}>
        <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">Your case</h1>
        <SignInPrompt icon={FolderLock} title="Please sign in to see your case">
          Your case page shows its progress, what we need from you, your messages and documents.
          Sign in, or create a free account if you are new.
        </SignInPrompt>
      </div>
    );
  }
  return (
    <div className={pageClassName}>
      {/* Another case starts afresh (its own message box and chosen files). */}
      <CaseView key={caseId} userId={session.user.id} caseId={caseId} />
    </div>
  );
}
