import type { Article } from '@shared/contracts/content';
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

/** Up to three more guides to read next. Shows nothing until (or unless) the list loads. */
export function RelatedResources({ article }: { article: Article }) {
  const articles = useArticles();
  if (!articles.data) return null;
  const related = pickRelated(article, articles.data);
  if (related.length === 0) return null;
  return (
    <ResourcesSection
      headingId="related-heading"
      title="Related guides"
      headingClassName="text-2xl md:text-3xl"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {related.map((other) => (
          <li key={other.id}>
            <GuideCard article={other} compact />
          </li>
        ))}
      </ul>
    </ResourcesSection>
  );
}
