import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { ArticlesPanel } from './articles-panel';
import { CategoriesPanel } from './categories-panel';

type ContentTab = 'articles' | 'categories';
const TAB_PARAM = 'tab';

/**
 * Requirements §2 Content management: the Articles and Categories tabs. The open tab is in the
 * address (?tab=categories), so reloading or sharing the link keeps it; both panels stay
 * mounted so an unsaved draft survives switching tabs.
 */
export function ContentManager() {
  const [params, setParams] = useSearchParams();
  const tab: ContentTab = params.get(TAB_PARAM) === 'categories' ? 'categories' : 'articles';

  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (value === 'categories') next.set(TAB_PARAM, 'categories');
            else next.delete(TAB_PARAM);
            return next;
          },
          { replace: true },
        )
      }
    >
      <TabsList aria-label="Content" className="max-w-md">
        <TabsTrigger value="articles">Articles</TabsTrigger>
        <TabsTrigger value="categories">Categories</TabsTrigger>
      </TabsList>
      <TabsContent value="articles" forceMount>
        <ArticlesPanel />
      </TabsContent>
      <TabsContent value="categories" forceMount>
        <CategoriesPanel />
      </TabsContent>
    </Tabs>
  );
}
