import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import type { SignInKind } from '@client/lib/auth-storage';
import { useSignOut } from '@client/lib/use-sign-out';
import { Button, type ButtonProps } from './ui/button';
import { Modal } from './ui/modal';
import { Spinner } from './ui/spinner';

interface SignOutButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  kind: SignInKind;
}

/** Signs out with the spec's sequence: a short confirmation, then the signed-out page. */
export function SignOutButton({
  kind,
  variant = 'outline',
  size = 'md',
  className,
}: SignOutButtonProps) {
  const { t } = useLingui();
  const { signOut, signingOut } = useSignOut(kind);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={signOut}
        disabled={signingOut}
      >
        <LogOut aria-hidden="true" className="h-5 w-5" />
        {/* The one wording of signing out for everyone (requirements §2, §8 say "Logout"). */}
        <Trans>Logout</Trans>
      </Button>
      <Modal
        open={signingOut}
        // The confirmation closes itself when the signed-out page opens.
        onOpenChange={() => undefined}
        title={t`You are signed out`}
        description={t`You have been signed out safely. Taking you to the confirmation page…`}
      >
        <Spinner label={t`Opening the confirmation page`} />
      </Modal>
    </>
  );
}
