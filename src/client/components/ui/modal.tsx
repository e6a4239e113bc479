import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { withReplaceable } from '@client/lib/cn';
import { useStableId } from '@client/lib/stable-id';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /**
   * 'fit' (default) grows with its content. 'stable' keeps one size whatever it shows (a
   * dialog with tabs must not shrink and move under the pointer between press and release)
   * and fills the whole screen on a phone.
   */
  size?: 'fit' | 'stable';
  className?: string;
}

/**
 * A modal dialog on the browser's own <dialog>: it traps focus, closes on Escape and
 * returns focus to where it was, with no script library to download.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'fit',
  className,
}: ModalProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  // Whether the last press began on the backdrop: a press inside the dialog released on the
  // backdrop also makes a click on the <dialog> itself, and must not close it.
  const pressedOnBackdrop = useRef(false);
  const titleId = useStableId();
  const descriptionId = useStableId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => onOpenChange(false)}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box; it
        // closes the dialog only when the press began there too.
        const onBackdrop = event.target === event.currentTarget && pressedOnBackdrop.current;
        pressedOnBackdrop.current = false;
        if (onBackdrop) onOpenChange(false);
      }}
      className={withReplaceable(
        [
          'm-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-ink-900 shadow-xl',
          'backdrop:bg-ink-900/60',
          size === 'stable' &&
            'max-sm:m-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:rounded-none sm:h-[min(90vh,52rem)]',
        ],
        className,
      )}
    >
      {open ? (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-2xl font-bold text-ink-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className="-m-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-100"
              aria-label={t`Close`}
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          {description ? (
            <p id={descriptionId} className="mb-4 text-ink-700">
              {description}
            </p>
          ) : null}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
