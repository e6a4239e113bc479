import { useParams } from 'react-router';
import { HelpCallToAction } from '@client/features/resources/components/help-call-to-action';
import { RelatedResources } from '@client/features/resources/components/related-resources';
import { ResourceArticle } from '@client/features/resources/components/resource-article';

/** /resources/{slug}: one guide, then related guides and a call to action. */
export default function ResourcePage() {
  const { slug = '' } = useParams();
  return (
    <ResourceArticle
      // A new guide starts afresh (its own view record, its own Mark as read).
      key={slug}
      slug={slug}
      after={(article) => (
        <>
          <RelatedResources article={article} />
          <HelpCallToAction />
        </>
      )}
    />
  );
}
