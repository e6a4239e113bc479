import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@client/lib/cn';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}

/** A landing-page section: focusable target for in-page navigation, with a heading. */
export function Section({ id, title, intro, children, className, ...props }: SectionProps) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-24 px-4 py-16 focus:outline-none sm:px-6 md:py-20', className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl">
        <h2 id={`${id}-title`} className="text-3xl font-bold text-ink-900 md:text-4xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-ink-700">{intro}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
