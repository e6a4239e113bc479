import { pageFilesFile, type PageFiles } from '@shared/page-preloads';

let pageFiles: PageFiles | undefined;
const preloaded = new Set<string>();

/**
 * Fetches, once the page is live, which files each page needs (the build's
 * page-files.<locale>.json), so that going to another page fetches all of its files at once.
 * Without it (not fetched yet, or it failed) a page still loads, import by import.
 */
export function loadPageFiles(locale: string): void {
  fetch(`/${pageFilesFile(locale)}`)
    .then((response) => (response.ok ? (response.json() as Promise<PageFiles>) : undefined))
    .then((files) => {
      pageFiles = files;
    })
    .catch(() => undefined);
}

/** Asks the browser for every file of page module `page` now, side by side. */
export function preloadPage(page: string): void {
  if (typeof document === 'undefined') return;
  for (const file of pageFiles?.[page] ?? []) {
    if (preloaded.has(file)) continue;
    preloaded.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = `/${file}`;
    document.head.append(link);
  }
}
