import { useSearchParams } from 'react-router';
import { Card } from '@client/components/ui/card';
import { ResetPasswordFlow } from '@client/features/auth/components/reset-password-flow';
import { usePageTitle } from '@client/lib/use-page-title';

/** Spec §2 Reset-password page: reads the `token` query parameter. */
export default function ResetPasswordPage() {
  usePageTitle('Choose a New Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') || null;
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-10 sm:px-6 md:py-14">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">Reset your password</h1>
        <p className="text-lg text-ink-700">
          Choose a new password for your client account. After that you can sign in with it.
        </p>
      </header>
      <Card className="p-5 sm:p-8">
        <ResetPasswordFlow token={token} />
      </Card>
    </div>
  );
}
