import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { cn } from '@client/lib/cn';

const controlClassName = cn(
  'block w-full rounded-lg border-2 border-ink-300 bg-white px-3 py-2.5 text-base text-ink-900',
  'placeholder:text-ink-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30',
  'aria-[invalid=true]:border-red-700 disabled:bg-ink-100',
);

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(controlClassName, 'min-h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(controlClassName, 'min-h-28', className)} {...props} />;
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(controlClassName, 'min-h-11 pr-8', className)} {...props} />;
}

export interface FieldProps {
  /** id of the control this field labels. */
  id: string;
  label: ReactNode;
  /** Shown under the label, linked to the control with aria-describedby by the caller. */
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  children: ReactNode;
  className?: string;
}

/** A label, optional hint, the control and its error message, laid out consistently. */
export function Field({ id, label, hint, error, optional, children, className }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block font-semibold text-ink-900">
        {label}
        {optional ? <span className="ml-1 font-normal text-ink-600">(optional)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes that tie a control to its Field's hint and error. */
export function fieldAria(id: string, error?: string, hasHint = false) {
  const describedBy = [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
