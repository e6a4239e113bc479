import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  disableTotpRequestSchema,
  type DisableTotpRequest,
  type TwoStepStatus,
} from '@shared/contracts/two-step';
import { FormNotice } from '@client/components/form-status';
import { PasswordField } from '@client/components/password-fields';
import { SubmitButton } from '@client/components/submit-button';
import { Button } from '@client/components/ui/button';
import { Field, Input } from '@client/components/ui/field';
import { Modal } from '@client/components/ui/modal';
import { applyServerIssues } from '@client/lib/apply-server-issues';
import { useDialogForm } from '@client/lib/use-dialog-form';
import { codeInputProps } from './one-code-form';

const ID = 'turn-off-two-step';
// eslint-disable-next-line lingui/no-unlocalized-strings -- an element id
const CODE_ID = `${ID}-code`;
const empty = { password: '', code: '' };

type TurnOffWords = Record<
  'button' | 'title' | 'description' | 'notChanged' | 'keep' | 'toast' | 'done',
  MessageDescriptor
>;

const withPasskeys: TurnOffWords = {
  button: msg`Stop using the authenticator app`,
  title: msg`Stop using your authenticator app?`,
  description: msg`You will answer the second step of sign-in with one of your passkeys. Your recovery codes keep working.`,
  notChanged: msg`Your authenticator app is still set up.`,
  keep: msg`Keep the app`,
  toast: msg`Authenticator app removed`,
  done: msg`The authenticator app is removed. You sign in with your password and then one of your passkeys.`,
};

const withoutPasskeys: TurnOffWords = {
  button: msg`Turn off two-step sign-in`,
  title: msg`Turn off two-step sign-in?`,
  description: msg`Without it, anyone who learns your password can sign in to your account. Your recovery codes will stop working.`,
  notChanged: msg`Two-step sign-in is still on.`,
  keep: msg`Keep it on`,
  toast: msg`Two-step sign-in is off`,
  done: msg`Two-step sign-in is off. You sign in with your password alone.`,
};

/**
 * The words of turning the app off (translated where shown): with passkeys, two-step sign-in
 * stays on without the app; without them, it goes off.
 */
export function turnOffWords({ passkeys }: Pick<TwoStepStatus, 'passkeys'>): TurnOffWords {
  return passkeys.length > 0 ? withPasskeys : withoutPasskeys;
}

export interface TurnOffDialogProps {
  /** Its words (`turnOffWords`). */
  words: ReturnType<typeof turnOffWords>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** Resolves once it is off; rejects with the server's reason. */
  onTurnOff: (body: DisableTotpRequest) => Promise<unknown>;
}

/** Issue 17 §1: turning two-step sign-in off asks for the password and a current code. */
export function TurnOffDialog({ words, open, onOpenChange, busy, onTurnOff }: TurnOffDialogProps) {
  const { t, i18n } = useLingui();
  const { form, problem, setProblem, changeOpen } = useDialogForm(disableTotpRequestSchema, empty, {
    busy,
    onOpenChange,
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    if (busy) return;
    setProblem(null);
    try {
      await onTurnOff(values);
      form.reset(empty);
    } catch (error) {
      applyServerIssues(error, ['password', 'code'], form.setError);
      setProblem(error instanceof Error && error.message ? error.message : t`Please try again.`);
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={i18n._(words.title)}
      description={i18n._(words.description)}
    >
      <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-5">
        <PasswordField
          idPrefix={ID}
          registration={register('password')}
          error={errors.password?.message}
          label={t`Your password`}
          autoComplete="current-password"
        />
        <Field id={CODE_ID} label={t`6-digit code from your app`} error={errors.code?.message}>
          {(aria) => (
            <Input {...aria} {...codeInputProps} className="max-w-xs" {...register('code')} />
          )}
        </Field>
        <FormNotice
          tone="error"
          title={problem ? i18n._(words.notChanged) : null}
          message={problem}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => changeOpen(false)}>
            {i18n._(words.keep)}
          </Button>
          <SubmitButton
            busy={busy}
            busyLabel={t`Turning off...`}
            size="md"
            className="bg-red-700 hover:bg-red-800"
          >
            {i18n._(words.button)}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
