import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from './ui/button';
import { Card } from './ui/card';

/** A card on the staff start page: what a tool does, and a button that opens it. */
export function ToolCard({
  icon: Icon,
  title,
  linkLabel,
  to,
  children,
}: {
  icon: LucideIcon;
  title: string;
  linkLabel: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3">
      <h3 className="flex items-center gap-3 text-xl font-bold text-ink-900">
        <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
        {title}
      </h3>
      <div className="flex-1 space-y-2 text-ink-700">{children}</div>
      <Link to={to} className={buttonClassName('primary', 'md', 'self-start no-underline')}>
        {linkLabel}
      </Link>
    </Card>
  );
}
