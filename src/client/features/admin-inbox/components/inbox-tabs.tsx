import { useSearchParams } from 'react-router';
import { inboxKinds, type InboxListQuery } from '@shared/contracts/admin-inbox';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { CallbackRequestsPanel } from './callback-requests-panel';
import { inboxAddressParams, readInboxAddress, type InboxTab } from './inbox-address';
import { inboxKindWords } from './inbox-labels';
import { InboxPanel } from './inbox-panel';

/**
 * Intake requests and contact messages, a tab each. The tab, status filter, search and page
 * are in the address (?kind=&status=&q=&page=), so a link from the overview, a reload or the
 * back button shows the same list.
 */
export function InboxTabs() {
  const [params, setParams] = useSearchParams();
  const { kind, query } = readInboxAddress(params);
  const show = (next: { kind: InboxTab; query: InboxListQuery }) =>
    setParams(inboxAddressParams(next), {
      // Filtering keeps the place on the page; another page of the list starts at its top.
      preventScrollReset: next.query.page === query.page,
    });
  return (
    <Tabs
      value={kind}
      onValueChange={(value) =>
        // The filter and search stay; another list starts on its first page.
        show({ kind: value as InboxTab, query: { ...query, page: 1 } })
      }
    >
      <TabsList aria-label="Inbox">
        {inboxKinds.map((value) => (
          <TabsTrigger key={value} value={value}>
            {inboxKindWords[value].tab}
          </TabsTrigger>
        ))}
        <TabsTrigger value="callbacks">Callback requests</TabsTrigger>
      </TabsList>
      {inboxKinds.map((value) => (
        <TabsContent key={value} value={value}>
          {value === kind ? (
            <InboxPanel
              kind={value}
              query={query}
              onQuery={(next) => show({ kind: value, query: next })}
            />
          ) : null}
        </TabsContent>
      ))}
      <TabsContent value="callbacks">
        {kind === 'callbacks' ? <CallbackRequestsPanel /> : null}
      </TabsContent>
    </Tabs>
  );
}
