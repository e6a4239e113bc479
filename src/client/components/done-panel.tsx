import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What replaces a form once it has been sent: a ticked heading, then the details. The form
 * that had the focus is gone, so the focus moves to the heading and the news is read out.
 */
export function DonePanel({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="space-y-5">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-3 text-2xl font-bold text-ink-900 focus:outline-none"
      >
        <CircleCheck aria-hidden="true" className="h-8 w-8 shrink-0 text-green-700" />
        {title}
      </h2>
      {children}
    </div>
  );
}
