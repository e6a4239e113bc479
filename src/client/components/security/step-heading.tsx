import { useEffect, useRef, type ReactNode } from 'react';

/** The heading of a step that has just opened in place: it takes the focus, so reading starts there. */
export function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h3
      id={id}
      ref={heading}
      tabIndex={-1}
      className="text-xl font-bold text-ink-900 focus:outline-none"
    >
      {children}
    </h3>
  );
}
