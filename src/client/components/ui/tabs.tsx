import {
  createContext,
  useContext,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ButtonHTMLAttributes,
} from 'react';
import { cn, withReplaceable } from '@client/lib/cn';
import { useStableId } from '@client/lib/stable-id';

interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('A tab or tab panel must be inside <Tabs>.');
  return tabs;
}

/* eslint-disable lingui/no-unlocalized-strings -- element ids */
const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;
/* eslint-enable lingui/no-unlocalized-strings */

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue'> {
  /** The open tab, when the caller keeps it (with onValueChange). */
  value?: string;
  /** The tab open at first, when the tabs keep it themselves. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/**
 * Tabs after the WAI-ARIA tabs pattern: one tab in the Tab order, the arrow keys (and Home,
 * End) move between tabs and open the one they reach, Tab moves into the open panel. Large,
 * clearly marked targets. (Decision 028: our own, at a tenth of a library's weight.)
 */
export function Tabs({ value, defaultValue = '', onValueChange, className, ...props }: TabsProps) {
  const baseId = useStableId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const select = (next: string) => {
    if (next === current) return;
    setOwnValue(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, select }}>
      <div className={cn('w-full', className)} {...props} />
    </TabsContext.Provider>
  );
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>) {
  const next = NEXT_KEYS[event.key];
  if (!next || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a selector
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
  ];
  const index = tabs.findIndex((tab) => tab === document.activeElement);
  if (index === -1) return;
  event.preventDefault();
  // Focusing a tab opens it (automatic activation).
  tabs[next(index, tabs.length)]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveBetweenTabs(event);
      }}
      className={withReplaceable(
        'grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-ink-100 p-1',
        className,
      )}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> {
  value: string;
}

export function TabsTrigger({ value, className, disabled, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  const open = () => {
    if (!disabled) tabs.select(value);
  };
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={active}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      onMouseDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) open();
        else if (event.button === 0) event.preventDefault();
      }}
      onFocus={open}
      onClick={open}
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

export interface TabsContentProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
  /** Keep the panel in the page while another tab is open (hidden), so what was typed stays. */
  forceMount?: boolean;
}

export function TabsContent({
  value,
  forceMount = false,
  className,
  children,
  ...props
}: TabsContentProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  // A closed panel stays as an empty, hidden element, so each tab's aria-controls names one.
  const empty = !active && !forceMount;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      tabIndex={0}
      data-state={active ? 'active' : 'inactive'}
      hidden={empty || undefined}
      className={withReplaceable(
        [
          'mt-6 rounded-lg focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-4 focus-visible:outline-none',
          // A kept panel of a closed tab stays in the page (keeping what was typed) but hidden.
          'data-[state=inactive]:hidden',
        ],
        className,
      )}
      {...props}
    >
      {empty ? null : children}
    </div>
  );
}
