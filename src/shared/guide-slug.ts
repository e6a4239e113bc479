/**
 * The address slug a guide is shown under in every language: its English original's. Kept out
 * of the articles' contract so the pages that link guides load no schema code.
 */
export const guideSlugOf = (article: { slug: string; translationOfSlug: string | null }) =>
  article.translationOfSlug ?? article.slug;
