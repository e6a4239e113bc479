import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Timeshare Resolution Advocates';

/** What a page says about itself to browsers, search engines and link previews. */
export interface PageHead {
  /** The page's own name; the site name is added after it. None: the site name alone. */
  title?: string;
  /** One or two sentences shown under the link in search results and previews. */
  description?: string;
  /**
   * The whole title for search results and the browser tab, used as written instead of `title`
   * and the site name (a guide's meta title from the CMS). Link previews still show `title`.
   */
  searchTitle?: string;
  /** 'article' for guides; everything else is a 'website'. */
  type?: 'website' | 'article';
  /**
   * Structured data (schema.org objects), written as JSON-LD. A function of the site's address
   * (such as https://example.org, no trailing slash) because its links must be absolute.
   */
  jsonLd?: (siteUrl: string) => readonly object[];
  /** Pages that must not be indexed (sign-in screens, the not-found screen). */
  noindex?: boolean;
}

/** The full title as the browser tab shows it. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** The <title> of a page: its search title as written, else its name and the site name. */
export function headTitle(head: Pick<PageHead, 'title' | 'searchTitle'>): string {
  return head.searchTitle || documentTitle(head.title);
}

/**
 * Collects the head of the page being rendered on the server. Rendering is synchronous, so
 * the last page component to declare its head (the innermost) wins.
 */
export class PageHeadCollector {
  head: PageHead = {};

  declare(head: PageHead): void {
    this.head = head;
  }
}

export const PageHeadContext = createContext<PageHeadCollector | null>(null);

/**
 * Declares the page's head: on the server it is written into the HTML; in the browser the
 * title (and description) follow client-side navigation.
 */
export function usePageHead(head: PageHead): void {
  const collector = useContext(PageHeadContext);
  collector?.declare(head);
  const { title, searchTitle, description } = head;
  useEffect(() => {
    document.title = headTitle({ title, searchTitle });
    if (description !== undefined) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, searchTitle, description]);
}

/** Sets the document title so each page is announced and bookmarked by its own name. */
export function usePageTitle(title?: string): void {
  usePageHead({ title });
}
