import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import { newStaffMemberSchema } from '@shared/contracts/admin-people';
import { staffRoles } from '@shared/domain-values';
import { FormNotice } from '@client/components/form-status';
import { staffRoleLabels } from '@client/components/staff-header';
import { SubmitButton } from '@client/components/submit-button';
import { Field, Input, Select } from '@client/components/ui/field';
import { Modal } from '@client/components/ui/modal';
import { applyServerIssues } from '@client/lib/apply-server-issues';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useAddStaffMember } from '../api/staff';

const roleOptions = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }));

const fields = ['email', 'firstName', 'lastName', 'role'] as const;

/** Adds an editor or administrator, who is e-mailed a link to choose a password. */
export function AddStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const add = useAddStaffMember();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useSchemaForm(newStaffMemberSchema, {
    email: '',
    firstName: '',
    lastName: '',
    role: 'editor',
  });
  const close = () => {
    reset();
    setFailure(null);
    onClose();
  };
  const onSubmit = handleSubmit((body) => {
    if (add.isPending) return;
    setFailure(null);
    add.mutate(body, {
      onSuccess: (member) => {
        const email = member.email;
        toast.success(t`Staff Member Added`, {
          description: t`We have e-mailed ${email} a link to set a password.`,
        });
        close();
      },
      onError: (error) => {
        if (!applyServerIssues(error, fields, setError)) setFailure(error.message);
      },
    });
  });
  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title={t`Add staff member`}
      description={t`They will get an e-mail with a link to choose a password. The link works for 72 hours.`}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-5"
        aria-busy={add.isPending || undefined}
      >
        <Field id="staff-email" label={t`E-mail address`} error={errors.email?.message}>
          {(aria) => <Input type="email" autoComplete="off" {...aria} {...register('email')} />}
        </Field>
        <Field id="staff-first-name" label={t`First name`} error={errors.firstName?.message}>
          {(aria) => (
            <Input
              autoComplete="off"
              {...aria}

              {...register('firstName')}
            />
          )}
        </Field>
        <Field id="staff-last-name" label={t`Last name`} error={errors.lastName?.message}>
          {(aria) => (
            <Input
              autoComplete="off"
              {...aria}

              {...register('lastName')}
            />
          )}
        </Field>
        <Field
          id="staff-role"
          label={t`Role`}
          hint={t`Editors manage content. Administrators can do everything, including managing people.`}
          error={errors.role?.message}
        >
          {(aria) => <Select options={roleOptions} {...aria} {...register('role')} />}
        </Field>
        <FormNotice tone="error" title={t`The staff member was not added.`} message={failure} />
        <SubmitButton busy={add.isPending} busyLabel={t`Adding...`} className="w-full">
          <Trans>Add staff member</Trans>
        </SubmitButton>
      </form>
    </Modal>
  );
}
