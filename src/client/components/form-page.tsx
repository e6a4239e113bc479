import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { Card } from './ui/card';

const widths = { xl: 'max-w-xl', '2xl': 'max-w-2xl' } as const;

/** A page around one form (sign-in, password): its heading and introduction, the form in a card. */
export function FormPage({
  title,
  intro,
  width = '2xl',
  children,
  after,
}: {
  title: string;
  intro: ReactNode;
  width?: keyof typeof widths;
  /** What goes in the card. */
  children: ReactNode;
  /** Under the card, such as where to get help. */
  after?: ReactNode;
}) {
  return (
    <div className={cn('mx-auto space-y-8 px-4 py-10 sm:px-6 md:py-14', widths[width])}>
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">{title}</h1>
        <p className="text-lg text-ink-700">{intro}</p>
      </header>
      <Card className="p-5 sm:p-8">{children}</Card>
      {after}
    </div>
  );
}
