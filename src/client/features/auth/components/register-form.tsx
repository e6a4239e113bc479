import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@client/lib/toast';
import type { Invitation } from '@shared/contracts/admin-inbox';
import { ContactField } from '@client/components/contact-field';
import { FormNotice } from '@client/components/form-status';
import { LoadingMessage } from '@client/components/load-status';
import { NewPasswordFields } from '@client/components/new-password-fields';
import { SubmitButton } from '@client/components/submit-button';
import { Field, Input } from '@client/components/ui/field';
import { ApiError } from '@client/lib/api-client';
import { applyServerIssues } from '@client/lib/apply-server-issues';
import { completeClientSignIn } from '@client/lib/client-session';
import { toastPasswordProblem } from '@client/lib/password-rules';
import { paths } from '@client/lib/paths';
import { registerInOrder } from '@client/lib/register-in-order';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useInvitation } from '../api/get-invitation';
import { ownerWords } from '../owner-words';
import { useRegister } from '../api/register';
import { InvitationNote, invitationWorks } from './invitation-note';
import { ScriptOnlyForm } from '@client/components/script-only-form';

const ID = 'register';
const serverFields = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;

/**
 * The Create Account tab (requirements §5 Registration); on success the dashboard opens. With the
 * token of an invitation staff e-mailed about an intake request, the form starts with the
 * name and e-mail of that request and the registration names the invitation.
 */
export function RegisterForm({ inviteToken = null }: { inviteToken?: string | null }) {
  const { t } = useLingui();
  const invitation = useInvitation(inviteToken);
  if (inviteToken === null) return <RegisterFields />;
  if (invitation.isPending) {
    return <LoadingMessage label={t`Loading your invitation`} className="text-lg" />;
  }
  const works = invitationWorks(invitation);
  return (
    <div className="space-y-6">
      <InvitationNote invitation={invitation} />
      <RegisterFields invitation={invitation.data} inviteToken={works ? inviteToken : undefined} />
    </div>
  );
}

function RegisterFields({
  invitation,
  inviteToken,
}: {
  /** Pre-fills the names and e-mail, which stay editable. */
  invitation?: Invitation;
  /** Sent with the registration, so the account is linked to the invitation's request. */
  inviteToken?: string;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const registration = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    watch,
    formState: { errors },
  } = useSchemaForm(() => import('../register-form-schema').then((m) => m.registerFormSchema), {
    firstName: invitation?.firstName ?? '',
    lastName: invitation?.lastName ?? '',
    email: invitation?.email ?? '',
    phone: '',
    password: '',
    confirmPassword: '',
  });

  // In page order, so the first box with a problem gets the focus.
  const fields = registerInOrder(register, [
    'firstName',
    'lastName',
    'email',
    'phone',
    'password',
    'confirmPassword',
  ]);
  const busy = registration.isPending;
  const id = (name: string) => `${ID}-${name}`;

  const onSubmit = handleSubmit(
    ({ confirmPassword: _confirmation, ...body }) => {
      if (busy) return;
      setFailure(null);
      registration.mutate(inviteToken ? { ...body, inviteToken } : body, {
        onSuccess: (response) => {
          completeClientSignIn(queryClient, response);
          // A new account has not done onboarding, so the session gate shows it next.
          void navigate(paths.dashboard.getHref(), { replace: true });
        },
        onError: (error) => {
          const message = error.message || t`An error occurred during registration.`;
          if (error instanceof ApiError && error.status === 409) {
            setError('email', { type: 'server', message }, { shouldFocus: true });
          } else {
            applyServerIssues(error, serverFields, setError);
          }
          setFailure(message);
          toast.error(t`Registration failed`, { description: message });
        },
      });
    },
    (invalid) =>
      toastPasswordProblem(
        getValues('password'),
        getValues('confirmPassword'),
        { mismatch: t`Password mismatch`, 'too-short': t`Weak password` },
        invalid.password,
      ),
  );

  return (
    <ScriptOnlyForm onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-6">
      <p className="text-ink-700">
        <Trans>All fields are needed unless they say “optional”.</Trans>
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id={id('firstName')} label={t`First name`} error={errors.firstName?.message}>
          {(aria) => <Input {...aria} autoComplete="given-name" {...fields.firstName} />}
        </Field>
        <Field id={id('lastName')} label={t`Last name`} error={errors.lastName?.message}>
          {(aria) => <Input {...aria} autoComplete="family-name" {...fields.lastName} />}
        </Field>
      </div>
      <ContactField
        kind="email"
        idPrefix={ID}
        registration={fields.email}
        error={errors.email?.message}
      />
      <ContactField
        kind="phone"
        optional
        idPrefix={ID}
        registration={fields.phone}
        error={errors.phone?.message}
      />
      <NewPasswordFields
        idPrefix={ID}
        labels={{ password: t`Choose a password`, confirmation: t`Type the password again` }}
        password={fields.password}
        confirmation={fields.confirmPassword}
        errors={errors}
        strength={{ password: watch('password'), userInputs: ownerWords(watch()) }}
      />
      <SubmitButton busy={busy} busyLabel={t`Creating Account...`} className="w-full">
        <Trans>Create Account</Trans>
      </SubmitButton>
      <FormNotice tone="error" message={failure} />
    </ScriptOnlyForm>
  );
}
