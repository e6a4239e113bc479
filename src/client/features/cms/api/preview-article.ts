import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { articlePreviewResponseSchema } from '@shared/contracts/content';
import { staffRequest } from '@client/lib/staff-session';

export const ARTICLE_PREVIEW_PATH = '/api/articles/preview';

export type ArticlePreview = z.infer<typeof articlePreviewResponseSchema>;

/** The server renders Markdown exactly as the public page will, sanitised. */
export function previewArticle(content: string, signal?: AbortSignal): Promise<ArticlePreview> {
  return staffRequest<ArticlePreview>(ARTICLE_PREVIEW_PATH, {
    method: 'POST',
    body: { content },
    signal,
  });
}

/**
 * The preview of some (already debounced) Markdown. Keyed apart from ['/api/articles'], so
 * saving does not refetch it; the last preview stays on screen while the next one loads.
 */
export function useArticlePreview(content: string) {
  return useQuery({
    queryKey: [ARTICLE_PREVIEW_PATH, content] as const,
    queryFn: ({ signal }) => previewArticle(content, signal),
    enabled: content.trim() !== '',
    staleTime: Infinity,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
