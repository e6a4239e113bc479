import { Trans, useLingui } from '@lingui/react/macro';
import type { Article } from '@shared/contracts/content';
import { LegalDatabaseLink } from '@client/components/legal-database-link';
import { useArticles } from '../api/get-articles';
import { GuideCard } from './guide-card';
import { ResourcesSection } from './resources-section';

export const RELATED_RESOURCES_LIMIT = 3;

/** Other published guides, those of the same category first (newest first within each group). */
export function pickRelated(
  article: Article,
  articles: readonly Article[],
  limit = RELATED_RESOURCES_LIMIT,
): Article[] {
  const others = articles.filter((other) => other.id !== article.id);
  const sameCategory = article.category
    ? others.filter((other) => other.category === article.category)
    : [];
  const rest = others.filter((other) => !sameCategory.includes(other));
  return [...sameCategory, ...rest].slice(0, limit);
}

/**
 * Up to three more guides to read next (once, and if, the list loads), and the legal database
 * for the laws, cases and letters behind the guide.
 */
export function RelatedResources({ article }: { article: Article }) {
  const { t } = useLingui();
  const articles = useArticles();
  const related = articles.data ? pickRelated(article, articles.data) : [];
  return (
    <ResourcesSection
      headingId="related-heading"
      title={related.length > 0 ? t`Related guides` : t`Read more`}
      headingClassName="text-2xl md:text-3xl"
    >
      {related.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-3">
          {related.map((other) => (
            <li key={other.id}>
              <GuideCard article={other} compact />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-lg text-ink-900">
        <Trans>
          The laws, court cases and fill-in cancellation letters behind our guides are in the legal
          database. <LegalDatabaseLink />
        </Trans>
      </p>
    </ResourcesSection>
  );
}
