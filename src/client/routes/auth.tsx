import { Navigate } from 'react-router';
import { ContactLines } from '@client/components/contact-lines';
import { Card } from '@client/components/ui/card';
import { AuthTabs } from '@client/features/auth/components/auth-tabs';
import { useClientSession } from '@client/lib/client-session';
import { paths } from '@client/lib/paths';

/** Spec §2 Auth page (/auth): sign in or create an account; signed-in clients go on to /dashboard. */
export default function AuthPage() {
  const session = useClientSession();
  if (session.status === 'authenticated') {
    return <Navigate to={paths.dashboard.getHref()} replace />;
  }
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-10 sm:px-6 md:py-14">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">Client Portal</h1>
        <p className="text-lg text-ink-700">
          Sign in to follow your case, or create a free account to tell us about your timeshare.
        </p>
      </header>
      <Card className="p-5 sm:p-8">
        <AuthTabs />
      </Card>
      <aside aria-labelledby="auth-help-title" className="space-y-2">
        <h2 id="auth-help-title" className="text-xl font-bold text-ink-900">
          Need help signing in?
        </h2>
        <p className="text-ink-700">A real person is happy to help. Write or call us:</p>
        <ContactLines emailSubject="Help signing in" />
      </aside>
    </div>
  );
}
