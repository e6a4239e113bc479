import { Loader2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

export interface SubmitButtonProps {
  busy: boolean;
  /** Said instead of the button's name while busy. */
  busyLabel: string;
  children: ReactNode;
  /** Shown before the name while not busy. */
  icon?: LucideIcon;
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * A form's submit button. While busy it says what is happening and ignores presses, but stays
 * focusable (aria-disabled) so keyboard and screen-reader users keep their place.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  icon: Icon,
  size = 'lg',
  className,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size={size}
      aria-disabled={busy || undefined}
      className={cn('aria-disabled:cursor-wait aria-disabled:opacity-80', className)}
    >
      {busy ? (
        <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
      ) : Icon ? (
        <Icon aria-hidden="true" className="h-5 w-5" />
      ) : null}
      {busy ? busyLabel : children}
    </Button>
  );
}
