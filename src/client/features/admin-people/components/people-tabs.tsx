import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { ClientsPanel } from './clients-panel';
import { PartnersPanel } from './partners-panel';
import { StaffPanel } from './staff-panel';

export const peopleTabs = ['clients', 'partners', 'staff'] as const;
export type PeopleTab = (typeof peopleTabs)[number];

const tabLabels: Record<PeopleTab, MessageDescriptor> = {
  clients: msg`Clients`,
  partners: msg`Partners`,
  staff: msg`Staff`,
};

const isPeopleTab = (value: string | null): value is PeopleTab =>
  peopleTabs.includes(value as PeopleTab);

/** Clients, Partners and Staff; the open tab is in the address (?tab=) so it can be shared. */
export function PeopleTabs({ currentUserId }: { currentUserId: string }) {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: PeopleTab = isPeopleTab(requested) ? requested : 'clients';
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setSearchParams(
          (params) => {
            params.set('tab', value);
            return params;
          },
          { replace: true },
        )
      }
    >
      <TabsList aria-label={t`People`}>
        {peopleTabs.map((value) => (
          <TabsTrigger key={value} value={value}>
            {i18n._(tabLabels[value])}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="clients">
        <ClientsPanel />
      </TabsContent>
      <TabsContent value="partners">
        <PartnersPanel />
      </TabsContent>
      <TabsContent value="staff">
        <StaffPanel currentUserId={currentUserId} />
      </TabsContent>
    </Tabs>
  );
}
