import { useParams } from 'react-router';
import { HelpCallToAction } from '@client/features/resources/components/help-call-to-action';
import { RelatedResources } from '@client/features/resources/components/related-resources';
import { ResourceArticle } from '@client/features/resources/components/resource-article';
import { ResourceNotFoundPage } from '@client/features/resources/components/resource-not-found';
import { notFoundBoundary } from '@client/app/route-error';

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

/** An unknown guide, as the server found it (404). */
export const ErrorBoundary = notFoundBoundary(ResourceNotFoundPage);
