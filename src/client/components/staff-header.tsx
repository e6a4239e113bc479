import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { StaffUser } from '@shared/contracts/auth';
import type { StaffRole } from '@shared/domain-values';
import { text } from '@shared/i18n/text';
import { SignOutButton } from '@client/components/sign-out-button';
import { paths } from '@client/lib/paths';
import { SecurityLink } from './security-link';

const roleNames = { editor: text('Editor'), admin: text('Administrator') } as const;

/** The roles' names in English, as option labels (the ids of their translations). */
export const staffRoleLabels: Record<StaffRole, string> = {
  editor: roleNames.editor.message,
  admin: roleNames.admin.message,
};

export interface StaffHeaderProps {
  user: StaffUser;
  /** The page's heading. */
  title: string;
  /** Shown above the heading, such as a way back. */
  children?: ReactNode;
}

/**
 * A staff page's header: its heading, who is signed in with their role, the way to their own
 * Security page, and Logout.
 */
export function StaffHeader({ user, title, children }: StaffHeaderProps) {
  const { i18n } = useLingui();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const role = i18n._(roleNames[user.role]);
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="space-y-2">
        {children}
        <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">{title}</h1>
        <p className="text-lg text-ink-700">
          <Trans>
            Signed in as <strong className="text-ink-900">{name}</strong> ({role})
          </Trans>
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
        <SecurityLink to={paths.adminSecurity.getHref()} />
        <SignOutButton kind="staff" />
      </div>
    </header>
  );
}
