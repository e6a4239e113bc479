import { renderMarkdown } from './markdown';

/**
 * Rendering is pure but costly (Markdown parsing and sanitising took about a third of the CPU
 * of GET /api/articles under load), and every list answer renders every article again. The
 * results are kept keyed by the Markdown itself, so an edited article is a new key and an
 * answer is never stale; old entries go first once the cache holds more than a few MB.
 */
const MAX_CACHED_CHARACTERS = 4_000_000;
const MAX_ENTRY_CHARACTERS = 256_000;

const cache = new Map<string, string>();
let cachedCharacters = 0;

export function renderMarkdownCached(markdown: string): string {
  const hit = cache.get(markdown);
  if (hit !== undefined) {
    // Most recently used last, so eviction below takes the least recently used first.
    cache.delete(markdown);
    cache.set(markdown, hit);
    return hit;
  }
  const html = renderMarkdown(markdown);
  const size = markdown.length + html.length;
  if (size > MAX_ENTRY_CHARACTERS) return html;
  cache.set(markdown, html);
  cachedCharacters += size;
  for (const [key, value] of cache) {
    if (cachedCharacters <= MAX_CACHED_CHARACTERS) break;
    cache.delete(key);
    cachedCharacters -= key.length + value.length;
  }
  return html;
}
