import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@client/lib/cn';

/** 'Back to …': a link with a left arrow to the page this one belongs to. */
export function BackLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  /** Extra classes, such as an underline or a colour. */
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn('inline-flex min-h-11 items-center gap-2 font-semibold', className)}
    >
      <ArrowLeft aria-hidden="true" className="h-5 w-5" />
      {children}
    </Link>
  );
}
