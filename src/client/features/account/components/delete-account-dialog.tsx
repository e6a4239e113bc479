import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { toast } from '@client/lib/toast';
import { DELETE_CONFIRMATION_WORD, deleteAccountRequestSchema } from '@shared/contracts/account';
import { FormNotice } from '@client/components/form-status';
import { PasswordField } from '@client/components/password-fields';
import { SubmitButton } from '@client/components/submit-button';
import { Button } from '@client/components/ui/button';
import { Field, Input } from '@client/components/ui/field';
import { Modal } from '@client/components/ui/modal';
import { clearSignIn, storeSignedOutUserType } from '@client/lib/auth-storage';
import { paths } from '@client/lib/paths';
import { useDialogForm } from '@client/lib/use-dialog-form';
import { useDeleteAccount } from '../api/account-calls';

const ID = 'delete-account';
const empty = { password: '', confirmation: '' };

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The last step before deleting an account: what goes, that it cannot be undone, the password
 * and the word DELETE. On success this device is signed out and shows the signed-out page.
 */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const { t } = useLingui();
  const mutation = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const busy = mutation.isPending;
  const { form, problem, setProblem, changeOpen } = useDialogForm(
    deleteAccountRequestSchema,
    empty,
    { busy, onOpenChange },
  );
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit((values) => {
    if (busy) return;
    setProblem(null);
    mutation.mutate(values, {
      onSuccess: () => {
        toast.success(t`Your account has been deleted`, {
          description: t`Everything we kept about you has been removed. Thank you for trusting us.`,
        });
        storeSignedOutUserType('client');
        clearSignIn('client');
        queryClient.clear();
        void navigate(paths.logoutSuccess.getHref('client'), { replace: true });
      },
      onError: (error) => {
        const message = error.message || t`Your account was not deleted. Please try again.`;
        toast.error(t`Account not deleted`, { description: message });
        setProblem(message);
      },
    });
  });

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={t`Delete your account?`}
      description={t`This cannot be undone. We will permanently delete:`}
    >
      <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-5">
        <ul className="list-disc space-y-1 pl-6 text-ink-800">
          <li>
            <Trans>your account and your sign-in details</Trans>
          </li>
          <li>
            <Trans>all your cases, with their updates and documents</Trans>
          </li>
          <li>
            <Trans>your preferences, onboarding answers and recommendations</Trans>
          </li>
          <li>
            <Trans>the record of the resources you used</Trans>
          </li>
          <li>
            <Trans>the request for help you sent us, if it became this account</Trans>
          </li>
        </ul>
        <p className="text-ink-700">
          <Trans>
            If you might want them later, use “Download my data” first. We keep only records without
            your name or contact details, and tell anyone working on your case, by its case number
            only.
          </Trans>{' '}
          <Link to={paths.privacy.getHref()} className="font-semibold underline">
            <Trans>What we keep, and why</Trans>
          </Link>
        </p>
        {problem ? (
          <FormNotice tone="error" title={t`Account not deleted`} message={problem} />
        ) : null}
        <PasswordField
          idPrefix={ID}
          registration={register('password')}
          error={errors.password?.message}
          label={t`Your password`}
          autoComplete="current-password"
        />
        <Field
          id={`${ID}-confirmation`}
          label={t`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          hint={t`In capital letters.`}
          error={errors.confirmation?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...register('confirmation')}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => changeOpen(false)}>
            <Trans>Keep my account</Trans>
          </Button>
          <SubmitButton
            busy={busy}
            busyLabel={t`Deleting...`}
            size="md"
            className="bg-red-700 hover:bg-red-800"
          >
            <Trans>Delete my account forever</Trans>
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
