import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes } from 'react';
import { withReplaceable } from '@client/lib/cn';

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:ring-brand-700',
  accent: 'bg-accent-400 text-ink-900 hover:bg-accent-500 focus-visible:ring-accent-500',
  outline:
    'border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50 focus-visible:ring-brand-700',
  ghost: 'bg-transparent text-brand-800 hover:bg-brand-50 focus-visible:ring-brand-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:ring-red-700',
  /** A button that starts something that cannot be undone, such as Delete or Reject. */
  'danger-outline':
    'border-2 border-red-700 bg-white text-red-800 hover:bg-red-50 focus-visible:ring-red-700',
} as const;

const sizes = {
  md: 'min-h-11 px-5 py-2.5 text-base',
  lg: 'min-h-13 px-7 py-3 text-lg',
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  icon: 'h-11 w-11 p-0',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (for example a link) with the button's styling. */
  asChild?: boolean;
}

export function buttonClassName(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
  className?: string,
): string {
  return withReplaceable(
    [
      'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2',
      'disabled:cursor-not-allowed disabled:opacity-60',
      variants[variant],
      sizes[size],
    ],
    className,
  );
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={buttonClassName(variant, size, className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
