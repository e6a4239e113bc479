import type { HTMLAttributes } from 'react';
import { withReplaceable } from '@client/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={withReplaceable(
        'rounded-2xl border border-ink-200 bg-white p-6 shadow-sm',
        className,
      )}
      {...props}
    />
  );
}
