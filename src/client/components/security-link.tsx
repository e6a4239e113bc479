import { Trans } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { NavLink } from 'react-router';
import { buttonClassName } from './ui/button';

/** The way to one's own Security page (two-step sign-in and sessions), beside Logout. */
export function SecurityLink({ to }: { to: string }) {
  return (
    <NavLink to={to} end className={buttonClassName('outline', 'md', 'no-underline')}>
      <ShieldCheck aria-hidden="true" className="h-5 w-5" />
      <Trans>Security</Trans>
    </NavLink>
  );
}
