import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@client/components/ui/card';

export interface RegionCardProps {
  /** id of the heading, which names the region. */
  headingId: string;
  heading: ReactNode;
  /** Shown before the heading. */
  icon?: LucideIcon;
  children: ReactNode;
}

/** A card that is a landmark region named by its own heading, such as a dashboard block. */
export function RegionCard({ headingId, heading, icon: Icon, children }: RegionCardProps) {
  return (
    <Card aria-labelledby={headingId} role="region" className="space-y-4">
      <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold text-ink-900">
        {Icon ? <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" /> : null}
        {heading}
      </h2>
      {children}
    </Card>
  );
}
