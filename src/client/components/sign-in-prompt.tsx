import { Trans } from '@lingui/react/macro';
import { LogIn, UserPlus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { paths } from '@client/lib/paths';

/** Sign In and Create Account (the registration tab), then any further links. */
export function SignInActions({
  className,
  children,
}: {
  /** Extra classes for the row of buttons. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row', className)}>
      <Button asChild size="lg" className="no-underline">
        <Link to={paths.auth.getHref()}>
          <LogIn aria-hidden="true" className="h-5 w-5" />
          <Trans>Sign In</Trans>
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline" className="no-underline">
        <Link to={`${paths.auth.getHref()}?tab=register`}>
          <UserPlus aria-hidden="true" className="h-5 w-5" />
          <Trans>Create Account</Trans>
        </Link>
      </Button>
      {children}
    </div>
  );
}

export interface SignInPromptProps {
  /** Shown above the heading. */
  icon?: LucideIcon;
  /** The heading, such as 'Please sign in to see your cases'. */
  title: string;
  /** What signing in gives. */
  children: ReactNode;
  /** Further links after Sign In and Create Account. */
  actions?: ReactNode;
  /** Extra classes for the row of buttons. */
  actionsClassName?: string;
  /** Extra classes for the card. */
  className?: string;
}

/** A card for signed-out visitors where signed-in content would be: what it is, and the way in. */
export function SignInPrompt({
  icon: Icon,
  title,
  children,
  actions,
  actionsClassName,
  className,
}: SignInPromptProps) {
  return (
    <Card className={cn('space-y-4', className)}>
      {Icon ? <Icon aria-hidden="true" className="h-10 w-10 text-brand-700" /> : null}
      <h2 className="text-2xl font-bold text-ink-900">{title}</h2>
      <p className="text-lg text-ink-700">{children}</p>
      <SignInActions className={actionsClassName}>{actions}</SignInActions>
    </Card>
  );
}
