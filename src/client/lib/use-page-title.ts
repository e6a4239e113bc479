import { useEffect } from 'react';

const SITE_NAME = 'Timeshare Resolution Advocates';

/** Sets the document title so each page is announced and bookmarked by its own name. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
