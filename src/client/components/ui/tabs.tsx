import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/**
 * Radix tabs (WAI-ARIA tabs pattern: arrow keys move between tabs, Tab moves into the panel),
 * styled with large, clearly marked targets.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={cn('w-full', className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-ink-100 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'min-h-12 rounded-lg px-3 py-2 text-base font-semibold text-ink-700 transition-colors sm:text-lg',
        'hover:bg-white/70 hover:text-ink-900',
        'data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow',
        'data-[state=active]:underline data-[state=active]:decoration-2 data-[state=active]:underline-offset-8',
        'focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={cn(
        'mt-6 rounded-lg focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-4 focus-visible:outline-none',
        // With forceMount an inactive panel stays in the page (keeping what was typed) but hidden.
        'data-[state=inactive]:hidden',
        className,
      )}
      {...props}
    />
  );
}
