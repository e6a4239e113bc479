import type { ReactNode, Ref } from 'react';
import { FormNotice } from '@client/components/form-status';
import { Card } from '@client/components/ui/card';

export interface SecurityCardProps {
  /** Prefix of the ids, unique on the page. */
  id: string;
  title: string;
  /** What the section is for, in a sentence or two. */
  intro: ReactNode;
  /** The last change made, kept on the page until dismissed. */
  done: string | null;
  onDismissDone: () => void;
  /** The heading takes the focus when the section goes back to its start. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
  /** Outside the section, such as its dialogs. */
  dialogs?: ReactNode;
}

/** One section of the security settings: heading, what it is for, the last change, the body. */
export function SecurityCard({
  id,
  title,
  intro,
  done,
  onDismissDone,
  headingRef,
  children,
  dialogs,
}: SecurityCardProps) {
  return (
    <Card>
      <section aria-labelledby={`${id}-title`} className="space-y-4">
        <h2
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ink-900 focus:outline-none"
        >
          {title}
        </h2>
        <p className="text-lg text-ink-700">{intro}</p>
        <FormNotice tone="success" message={done} onDismiss={onDismissDone} />
        {children}
      </section>
      {dialogs}
    </Card>
  );
}
