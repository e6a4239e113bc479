import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { cn, withReplaceable } from '@client/lib/cn';

const controlClassName = cn(
  'block w-full rounded-lg border-2 border-ink-300 bg-white px-3 py-2.5 text-base text-ink-900',
  'placeholder:text-ink-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30',
  'aria-[invalid=true]:border-red-700 disabled:bg-ink-100',
);

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input className={withReplaceable([controlClassName, 'min-h-11'], className)} {...props} />
  );
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea className={withReplaceable([controlClassName, 'min-h-28'], className)} {...props} />
  );
}

export interface SelectOption {
  readonly value: string;
  /** Words already in the page's language, or a descriptor translated here. */
  readonly label: string | MessageDescriptor;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The choices, in order (after emptyOption, before any children). */
  options?: readonly SelectOption[];
  /** The words of a first choice with an empty value, such as "Choose one". */
  emptyOption?: string;
}

export function Select({ className, options, emptyOption, children, ...props }: SelectProps) {
  const { i18n } = useLingui();
  return (
    <select className={withReplaceable([controlClassName, 'min-h-11 pr-8'], className)} {...props}>
      {emptyOption === undefined ? null : <option value="">{emptyOption}</option>}
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {typeof option.label === 'string' ? option.label : i18n._(option.label)}
        </option>
      ))}
      {children}
    </select>
  );
}

export interface FieldProps {
  /** id of the control this field labels. */
  id: string;
  label: ReactNode;
  /** Shown under the label and linked to the control with aria-describedby. */
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  /**
   * The control. Given as a function, it receives the id and aria attributes that tie it to
   * the label, hint and error; given as an element, the caller adds them (see fieldAria).
   */
  children: ReactNode | ((aria: FieldAria) => ReactNode);
  className?: string;
}

/** A label, optional hint, the control and its error message, laid out consistently. */
export function Field({ id, label, hint, error, optional, children, className }: FieldProps) {
  const control =
    typeof children === 'function' ? children(fieldAria(id, error, Boolean(hint))) : children;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block font-semibold text-ink-900">
        {label}
        {optional ? <OptionalMark /> : null}
      </label>
      <FieldMessage id={id} kind="hint">
        {hint}
      </FieldMessage>
      {control}
      <FieldMessage id={id} kind="error">
        {error}
      </FieldMessage>
    </div>
  );
}

/** "(optional)" after a label or legend. */
export function OptionalMark() {
  return (
    <span className="ml-1 font-normal text-ink-600">
      <Trans>(optional)</Trans>
    </span>
  );
}

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const messageClassNames = {
  hint: 'text-sm text-ink-600',
  error: 'text-sm font-medium text-red-700',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The hint under a label or legend, or the error under a control, when there is one. Its id,
 * `${id}-hint` or `${id}-error`, is the one fieldAria points to.
 */
export function FieldMessage({
  id,
  kind,
  children,
}: {
  id: string;
  kind: keyof typeof messageClassNames;
  children?: ReactNode;
}) {
  return children ? (
    <p id={`${id}-${kind}`} className={messageClassNames[kind]}>
      {children}
    </p>
  ) : null;
}

export type FieldAria = ReturnType<typeof fieldAria>;

/** aria attributes that tie a control to its Field's hint and error. */
export function fieldAria(id: string, error?: string, hasHint = false) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- element ids
  const describedBy = [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
