import { useLingui } from '@lingui/react/macro';
import { Card } from '@client/components/ui/card';
import { SignedOutNotice } from '@client/features/auth/components/signed-out-notice';
import { usePageHead } from '@client/lib/page-head';

/** Requirements §2 Signed-out confirmation (/logout-success?type=client|partner|general). */
export default function LogoutSuccessPage() {
  const { t } = useLingui();
  usePageHead({ title: t`Signed Out`, noindex: true });
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-16">
      <Card className="p-6 sm:p-10">
        <SignedOutNotice />
      </Card>
    </div>
  );
}
