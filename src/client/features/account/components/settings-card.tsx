import type { ReactNode } from 'react';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

export interface SettingsCardProps {
  /** Heading id, for aria-labelledby. */
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
  /** The danger zone gets a red frame. */
  danger?: boolean;
}

/** One section of the account settings page: a heading, what it does, and its form. */
export function SettingsCard({ id, title, intro, children, danger }: SettingsCardProps) {
  return (
    <Card className={cn('space-y-4', danger && 'border-2 border-red-700')}>
      <section aria-labelledby={id} className="space-y-4">
        <h2 id={id} className={cn('text-2xl font-bold', danger ? 'text-red-800' : 'text-ink-900')}>
          {title}
        </h2>
        <p className="text-lg text-ink-700">{intro}</p>
        {children}
      </section>
    </Card>
  );
}
