import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { ArticlesPanel } from './articles-panel';
import { CategoriesPanel } from './categories-panel';
import { LegalFormsPanel } from './legal-forms-panel';

const otherTabs = ['categories', 'letters'] as const;
type ContentTab = 'articles' | (typeof otherTabs)[number];

function isOtherTab(value: string | null): value is (typeof otherTabs)[number] {
  return (otherTabs as readonly (string | null)[]).includes(value);
}
const TAB_PARAM = 'tab';

/**
 * Requirements §2 Content management: the Articles and Categories tabs, and the letters and
 * legal forms (decision 029). The open tab is in the address (?tab=categories), so reloading
 * or sharing the link keeps it; the panels stay mounted so an unsaved draft survives switching
 * tabs.
 */
export function ContentManager() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM);
  const tab: ContentTab = isOtherTab(asked) ? asked : 'articles';

  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (isOtherTab(value)) next.set(TAB_PARAM, value);
            else next.delete(TAB_PARAM);
            return next;
          },
          { replace: true },
        )
      }
    >
      <TabsList aria-label={t`Content`} className="max-w-xl">
        <TabsTrigger value="articles">
          <Trans>Articles</Trans>
        </TabsTrigger>
        <TabsTrigger value="categories">
          <Trans>Categories</Trans>
        </TabsTrigger>
        <TabsTrigger value="letters">
          <Trans>Letters & forms</Trans>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="articles" forceMount>
        <ArticlesPanel />
      </TabsContent>
      <TabsContent value="categories" forceMount>
        <CategoriesPanel />
      </TabsContent>
      <TabsContent value="letters" forceMount>
        <LegalFormsPanel />
      </TabsContent>
    </Tabs>
  );
}
