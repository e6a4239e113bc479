import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { inboxKinds } from '@shared/contracts/admin-inbox';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { CallbackRequestsPanel } from './callback-requests-panel';
import {
  inboxAddressParams,
  readInboxAddress,
  switchTab,
  type InboxAddress,
  type InboxTab,
} from './inbox-address';
import { inboxKindTabs } from './inbox-labels';
import { InboxPanel } from './inbox-panel';

/**
 * Intake requests, contact messages and callback requests, a tab each. The tab, status filter, search and page
 * are in the address (?kind=&status=&q=&page=), so a link from the overview, a reload or the
 * back button shows the same list.
 */
export function InboxTabs() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const address = readInboxAddress(params);
  const show = (next: InboxAddress) =>
    setParams(inboxAddressParams(next), {
      // Filtering keeps the place on the page; another page of the list starts at its top.
      preventScrollReset: next.query.page === address.query.page,
    });
  return (
    <Tabs
      value={address.kind}
      onValueChange={(value) => show(switchTab(address, value as InboxTab))}
    >
      <TabsList aria-label={t`Inbox`}>
        {inboxKinds.map((value) => (
          <TabsTrigger key={value} value={value}>
            {i18n._(inboxKindTabs[value])}
          </TabsTrigger>
        ))}
        <TabsTrigger value="callbacks">
          <Trans>Callback requests</Trans>
        </TabsTrigger>
      </TabsList>
      {inboxKinds.map((value) => (
        <TabsContent key={value} value={value}>
          {address.kind === value ? (
            <InboxPanel
              kind={value}
              query={address.query}
              onQuery={(next) => show({ kind: value, query: next })}
            />
          ) : null}
        </TabsContent>
      ))}
      <TabsContent value="callbacks">
        {address.kind === 'callbacks' ? (
          <CallbackRequestsPanel
            query={address.query}
            onQuery={(next) => show({ kind: 'callbacks', query: next })}
          />
        ) : null}
      </TabsContent>
    </Tabs>
  );
}
