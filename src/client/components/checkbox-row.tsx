import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@client/lib/cn';

export interface CheckboxRowProps extends Omit<
  ComponentProps<'input'>,
  'id' | 'type' | 'className'
> {
  id: string;
  /** The words beside the box; they are its label. */
  label: ReactNode;
  /** Extra classes for the row. */
  className?: string;
}

/** One checkbox with its words beside it, the whole row a large target. */
export function CheckboxRow({ id, label, className, ...input }: CheckboxRowProps) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1 font-semibold text-ink-900 hover:bg-brand-50',
        className,
      )}
    >
      <input
        id={id}
        type="checkbox"
        className="h-6 w-6 shrink-0 cursor-pointer accent-brand-700"
        {...input}
      />
      <span>{label}</span>
    </label>
  );
}
