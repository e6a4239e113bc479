/**
 * Which JavaScript each page needs before it can show anything, written by the build
 * (scripts/page-preloads.ts) to dist/client/page-preloads.json and read by the server, which
 * lists a page's files in its HTML so the browser fetches them at once instead of one import
 * after another.
 */
export interface PagePreloads {
  /** Files of the entry chunk and its static imports (index.html preloads these already). */
  entry: string[];
  /** Per route pattern, the further files of its page chunk and that chunk's static imports. */
  pages: { path: string; files: string[] }[];
}

export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/**
 * The files of each page module (by its name in src/client/routes) in one language's build,
 * which the browser fetches once a page is live to preload the next page's files together
 * when someone navigates (the entry chunk no longer lists them: decision 030).
 */
export const pageFilesFile = (locale: string) => `page-files.${locale}.json`;
export type PageFiles = Record<string, string[]>;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The files of `keys` and of everything they import statically, in load order. */
export function chunkClosure(manifest: ViteManifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

export function pagePreloadsOf(
  manifest: ViteManifest,
  routes: readonly { path: string; page: string }[],
): PagePreloads {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const entry = entryKey ? chunkClosure(manifest, [entryKey]) : [];
  const pages = routes.map(({ path, page }) => ({
    path,
    files: chunkClosure(manifest, [`routes/${page}.tsx`]).filter((file) => !entry.includes(file)),
  }));
  return { entry, pages };
}

/** How specific a pattern is: static segments beat parameters, and anything beats `*`. */
const specificity = (pattern: string) =>
  pattern === '*'
    ? -1
    : pattern.split('/').filter((segment) => segment && !segment.startsWith(':')).length;

/** The page whose pattern matches `pathname` best (React Router's simple patterns). */
export function pageMatching<Page extends { path: string }>(
  pages: readonly Page[],
  pathname: string,
): Page | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const matches = pages.filter(({ path }) => {
    if (path === '*') return true;
    const parts = path.split('/').filter(Boolean);
    return (
      parts.length === segments.length &&
      parts.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
  matches.sort((a, b) => specificity(b.path) - specificity(a.path));
  return matches[0];
}
