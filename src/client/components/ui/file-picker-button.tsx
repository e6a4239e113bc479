import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { buttonClassName, type ButtonProps } from './button';

export interface FilePickerButtonProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'accept' | 'capture' | 'multiple' | 'disabled' | 'id' | 'aria-describedby'
> {
  /** The button's words; they are also the file chooser's name for screen readers. */
  children: ReactNode;
  /** The chosen files (at least one); the chooser is emptied, so the same file can be chosen again. */
  onFiles: (files: File[]) => void;
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * A file chooser that looks like a button: the real `<input type="file">` stays in the page, keeps
 * keyboard focus and is named by the words, so it works with a keyboard, a screen reader, and on
 * a phone (where `capture` opens the camera).
 */
export function FilePickerButton({
  children,
  onFiles,
  variant = 'outline',
  className,
  disabled,
  ...input
}: FilePickerButtonProps) {
  return (
    <label
      className={cn(
        buttonClassName(variant, 'md'),
        'cursor-pointer focus-within:ring-2 focus-within:ring-brand-700 focus-within:ring-offset-2',
        disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
    >
      <input
        {...input}
        type="file"
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      {children}
    </label>
  );
}
