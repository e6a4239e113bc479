import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { cn } from '@client/lib/cn';
import { Input } from './field';

/** A search box with a magnifying glass inside it, for lists that filter as people type. */
export function SearchInput({
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-ink-600"
      />
      <Input type="search" autoComplete="off" {...props} className={cn('pl-10', className)} />
    </div>
  );
}
