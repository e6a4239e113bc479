import { Trans, useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import type { FormEventHandler, KeyboardEventHandler, ReactNode } from 'react';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Button } from '@client/components/ui/button';
import { Modal } from '@client/components/ui/modal';
import type { Notice } from '@client/lib/announce';

export interface EditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The dialog's width, such as 'max-w-2xl'. */
  className: string;
  /** The space between the form's parts, such as 'space-y-5'. */
  formClassName: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onKeyDown?: KeyboardEventHandler<HTMLFormElement>;
  /** What is needed, said above the fields. */
  intro: ReactNode;
  problem: Notice | null;
  busy: boolean;
  /** The submit button's words, such as 'Create Article' or 'Save Changes'. */
  submitLabel: string;
  /**
   * For a long form: the buttons stay in view at the bottom, with Discard changes while there
   * are unsaved changes.
   */
  discard?: { dirty: boolean; onDiscard: () => void };
  children: ReactNode;
}

/** A CMS editor dialog: what is needed, why saving failed, the fields, then Cancel and save. */
export function EditorDialog({
  open,
  onOpenChange,
  title,
  className,
  formClassName,
  onSubmit,
  onKeyDown,
  intro,
  problem,
  busy,
  submitLabel,
  discard,
  children,
}: EditorDialogProps) {
  const { t } = useLingui();
  const buttons = (
    <>
      <Button variant="outline" onClick={() => onOpenChange(false)}>
        <Trans>Cancel</Trans>
      </Button>
      <SubmitButton busy={busy} busyLabel={t`Saving…`} icon={Save} size="md">
        {submitLabel}
      </SubmitButton>
    </>
  );

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} className={className}>
      <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} className={formClassName}>
        <p className="text-ink-700">{intro}</p>
        {problem ? (
          <FormNotice tone="error" title={problem.title} message={problem.message} />
        ) : null}
        {children}
        {discard ? (
          <div className="sticky bottom-0 -mx-6 -mb-6 flex flex-col gap-3 border-t border-ink-200 bg-white px-6 py-4 sm:flex-row sm:items-center sm:justify-end">
            {discard.dirty ? (
              <p className="text-sm text-ink-700 sm:mr-auto">
                <Trans>
                  Unsaved changes are kept if you close.{' '}
                  <button
                    type="button"
                    onClick={discard.onDiscard}
                    className="min-h-11 font-semibold text-brand-800 underline underline-offset-2"
                  >
                    Discard changes
                  </button>
                </Trans>
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-3 sm:flex-row">{buttons}</div>
          </div>
        ) : (
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            {buttons}
          </div>
        )}
      </form>
    </Modal>
  );
}
