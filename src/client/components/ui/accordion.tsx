import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { useStableId } from '@client/lib/stable-id';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Heading level of each item's button, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** One item open at a time; pressing the open item closes it (requirements §2 FAQ). */
export function Accordion({ items, headingLevel = 3, className }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useStableId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={cn('space-y-3', className)}>
      {items.map((item) => {
        const open = item.id === openId;
        /* eslint-disable lingui/no-unlocalized-strings -- element ids */
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        /* eslint-enable lingui/no-unlocalized-strings */
        return (
          <div
            key={item.id}
            data-state={open ? 'open' : 'closed'}
            className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm"
          >
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex min-h-16 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-ink-900 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:-outline-offset-4"
              >
                {item.title}
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'h-6 w-6 shrink-0 text-brand-700 transition-transform',
                    open && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              // Shown in full when JavaScript is off (index.html), as nothing could open it.
              data-open-without-script=""
              className="space-y-3 px-5 pb-5 text-ink-700"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
