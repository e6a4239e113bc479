import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import type { StaffMember } from '@shared/contracts/admin-people';
import { staffRoles, type StaffRole } from '@shared/domain-values';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { DescriptionItem } from '@client/components/description-item';
import { QueryStatus } from '@client/components/load-status';
import { staffRoleLabels } from '@client/components/staff-header';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Field, Select } from '@client/components/ui/field';
import { formatLongDate } from '@client/lib/format-date';
import {
  useChangeStaffRole,
  useSendStaffInvite,
  useSetStaffActive,
  useStaffMembers,
} from '../api/staff';
import { AddStaffDialog } from './add-staff-dialog';
import { ResetTwoStepDialog, type PendingTwoStepReset } from './reset-two-step-dialog';
import { StatusChangeDialog, type PendingStatusChange } from './status-change-dialog';

const fullName = (member: StaffMember) => `${member.firstName} ${member.lastName}`;

interface PendingRole {
  member: StaffMember;
  role: StaffRole;
}

/** The confirmation of a role change; the server's refusal (last administrator) stays in view. */
function RoleChangeDialog({
  pending,
  onClose,
}: {
  pending: PendingRole | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const changeRole = useChangeStaffRole();
  const close = () => {
    changeRole.reset();
    onClose();
  };
  if (!pending) return null;
  const name = fullName(pending.member);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={
        pending.role === 'admin' ? t`Make ${name} an Administrator?` : t`Make ${name} an Editor?`
      }
      confirmLabel={t`Change role`}
      busyLabel={t`Changing...`}
      busy={changeRole.isPending}
      error={changeRole.error?.message ?? null}
      onConfirm={() =>
        changeRole.mutate(
          { id: pending.member.id, role: pending.role },
          {
            onSuccess: () => {
              toast.success(t`Role Changed`, {
                description:
                  pending.role === 'admin'
                    ? t`${name} is now an administrator.`
                    : t`${name} is now an editor.`,
              });
              close();
            },
          },
        )
      }
    >
      {pending.role === 'admin' ? (
        <p>
          <Trans>{name} will be able to do everything, including managing people.</Trans>
        </p>
      ) : (
        <p>
          <Trans>{name} will only be able to manage content, not people, cases or partners.</Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}

function StaffCard({
  member,
  isSelf,
  onRole,
  onStatus,
  onResetTwoStep,
}: {
  member: StaffMember;
  isSelf: boolean;
  onRole: (pending: PendingRole) => void;
  onStatus: (pending: PendingStatusChange) => void;
  onResetTwoStep: (pending: PendingTwoStepReset) => void;
}) {
  const { t } = useLingui();
  const name = fullName(member);
  const invite = useSendStaffInvite();
  const roleOptions = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }));
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element id
  const roleId = `staff-role-${member.id}`;
  return (
    <li>
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-xl font-bold text-ink-900">
            {name}
            {isSelf ? (
              <span className="font-normal text-ink-700">
                {' '}
                <Trans>(you)</Trans>
              </span>
            ) : null}
          </h3>
          <span className="font-semibold text-ink-800">
            {member.isActive ? t`Active` : t`Deactivated`}
            {member.hasPassword ? '' : ` · ${t`Password not set yet`}`}
          </span>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <DescriptionItem term={t`E-mail`}>{member.email}</DescriptionItem>
          <DescriptionItem term={t`Added`}>{formatLongDate(member.createdAt)}</DescriptionItem>
        </dl>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field id={roleId} label={t`Role of ${name}`} className="sm:w-64">
            <Select
              id={roleId}
              value={member.role}
              options={roleOptions}
              onChange={(event) => onRole({ member, role: event.target.value as StaffRole })}
            />
          </Field>
          {isSelf ? null : (
            <Button
              variant={member.isActive ? 'danger-outline' : 'outline'}
              aria-label={member.isActive ? t`Deactivate ${name}` : t`Reactivate ${name}`}
              onClick={() =>
                onStatus({
                  id: member.id,
                  name,
                  change: member.isActive ? 'deactivate' : 'reactivate',
                })
              }
            >
              {member.isActive ? t`Deactivate` : t`Reactivate`}
            </Button>
          )}
          {isSelf || !member.hasPassword ? null : (
            <Button
              variant="outline"
              aria-label={t`Reset two-step sign-in of ${name}`}
              onClick={() => onResetTwoStep({ kind: 'staff', id: member.id, name })}
            >
              <Trans>Reset two-step sign-in</Trans>
            </Button>
          )}
          {!member.hasPassword && member.isActive ? (
            <Button
              variant="outline"
              aria-disabled={invite.isPending || undefined}
              onClick={() => {
                if (invite.isPending) return;
                invite.mutate(member.id, {
                  onSuccess: ({ message }) => toast.success(t`Link Sent`, { description: message }),
                  onError: (error) => toast.error(t`Link Not Sent`, { description: error.message }),
                });
              }}
            >
              {invite.isPending ? t`Sending...` : t`Send a new set-password link`}
            </Button>
          ) : null}
        </div>
      </Card>
    </li>
  );
}

/**
 * The Staff tab: add editors and administrators, change roles, deactivate, re-send links, and
 * reset a colleague's two-step sign-in.
 */
export function StaffPanel({ currentUserId }: { currentUserId: string }) {
  const { t } = useLingui();
  const members = useStaffMembers();
  const setActive = useSetStaffActive();
  const [adding, setAdding] = useState(false);
  const [pendingRole, setPendingRole] = useState<PendingRole | null>(null);
  const [pendingStatus, setPendingStatus] = useState<PendingStatusChange | null>(null);
  const [pendingReset, setPendingReset] = useState<PendingTwoStepReset | null>(null);
  return (
    <section aria-labelledby="staff-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="staff-heading" className="text-2xl font-bold text-ink-900">
          <Trans>Staff</Trans>
        </h2>
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" className="h-5 w-5" />
          <Trans>Add staff member</Trans>
        </Button>
      </div>
      {!members.isSuccess ? (
        <QueryStatus
          query={members}
          loadingLabel={t`Loading the staff`}
          failedTitle={t`We could not load the staff.`}
        />
      ) : (
        <ul className="space-y-4">
          {members.data.map((member) => (
            <StaffCard
              key={member.id}
              member={member}
              isSelf={member.id === currentUserId}
              onRole={setPendingRole}
              onStatus={setPendingStatus}
              onResetTwoStep={setPendingReset}
            />
          ))}
        </ul>
      )}
      <AddStaffDialog open={adding} onClose={() => setAdding(false)} />
      <RoleChangeDialog pending={pendingRole} onClose={() => setPendingRole(null)} />
      <ResetTwoStepDialog pending={pendingReset} onClose={() => setPendingReset(null)} />
      <StatusChangeDialog
        pending={pendingStatus}
        onClose={() => setPendingStatus(null)}
        run={(change) => setActive.mutateAsync({ id: change.id, change: change.change })}
      />
    </section>
  );
}
