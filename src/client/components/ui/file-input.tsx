import type { InputHTMLAttributes } from 'react';
import { cn } from '@client/lib/cn';
import { Input } from './field';

/** A file chooser with a button in the site's colours; it reports the chosen file, or null. */
export function FileInput({
  onFileChange,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  onFileChange: (file: File | null) => void;
}) {
  return (
    <Input
      {...props}
      type="file"
      onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
      className={cn(
        'py-2 file:mr-4 file:min-h-9 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800',
        className,
      )}
    />
  );
}
