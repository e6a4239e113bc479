import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';

export const PORTAL_TAB_PARAM = 'tab';

export const portalTabs = [
  { value: 'overview', label: msg`Overview` },
  { value: 'apply', label: msg`Apply` },
  { value: 'verification', label: msg`Verification` },
  { value: 'resources', label: msg`Resources` },
] as const;
export type PortalTab = (typeof portalTabs)[number]['value'];

function isPortalTab(value: string | null): value is PortalTab {
  return portalTabs.some((tab) => tab.value === value);
}

/**
 * The tab named in the address. A verification link without a tab still opens Verification,
 * because that is the only tab its token is for.
 */
export function portalTabFrom(searchParams: URLSearchParams): PortalTab {
  const named = searchParams.get(PORTAL_TAB_PARAM);
  if (isPortalTab(named)) return named;
  return searchParams.get('token') ? 'verification' : 'overview';
}

export interface PartnerPortalTabsProps {
  /**
   * Each tab's content; given `openTab` so a panel can send the reader to another tab (for
   * example "Start your application"), which then gets the keyboard focus.
   */
  panels: (openTab: (tab: PortalTab) => void) => Record<PortalTab, ReactNode>;
}

/**
 * Requirements §2 Partner portal tabs. The `tab` query parameter picks the tab and follows every
 * change, so a tab can be bookmarked or linked from an e-mail; other parameters (the
 * verification token) stay. All panels stay mounted, so switching never loses what was typed.
 */
export function PartnerPortalTabs({ panels }: PartnerPortalTabsProps) {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = portalTabFrom(searchParams);
  const chooseTab = useCallback(
    (value: string) => {
      if (!isPortalTab(value)) return;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(PORTAL_TAB_PARAM, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const openTab = useCallback(
    (value: PortalTab) => {
      chooseTab(value);
      // The button that was pressed is now in a hidden panel: move the focus to the new tab.
      document.querySelector<HTMLElement>(`[data-portal-tab="${value}"]`)?.focus();
    },
    [chooseTab],
  );

  const content = panels(openTab);
  return (
    <Tabs value={tab} onValueChange={chooseTab}>
      <TabsList
        aria-label={t`Partner portal sections`}
        className="grid-flow-row grid-cols-2 sm:grid-flow-col sm:grid-cols-none"
      >
        {portalTabs.map(({ value, label }) => (
          <TabsTrigger key={value} value={value} data-portal-tab={value}>
            {i18n._(label)}
          </TabsTrigger>
        ))}
      </TabsList>
      {portalTabs.map(({ value }) => (
        <TabsContent key={value} value={value} forceMount hidden={tab !== value}>
          {content[value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
