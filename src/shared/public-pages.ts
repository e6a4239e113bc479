import { pathWithoutLocale } from './i18n/locales';
import { isPrivatePath } from './private-paths';

export { isPrivatePath, PRIVATE_PATH_PREFIXES } from './private-paths';
import { legalResourceTypeOfKind, type LegalKind } from './legal-filters';

/**
 * The public pages (issue 19): rendered on the server, cacheable, and, unless they are sign-in
 * screens, listed in the sitemap. Signed-in areas are rendered in the browser and never indexed.
 */

/** Public pages without parameters that search engines should find. */
export const INDEXED_PAGE_PATHS = [
  '/',
  '/resources',
  '/legal',
  '/calculator',
  '/cancellation-deadline',
  '/scam-check',
  '/help',
  '/partner-portal',
  '/partners',
  '/privacy',
  '/terms',
  '/accessibility',
  '/disclaimer',
] as const;

/** Public pages that are rendered on the server but kept out of search results. */
export const UNINDEXED_PUBLIC_PAGE_PATHS = [
  '/auth',
  '/partner-login',
  '/staff-login',
  '/logout-success',
] as const;

/** Public pages with a parameter: a guide and an item of the legal database. */
export const PUBLIC_PAGE_PATTERNS = [
  '/resources/:slug',
  '/legal-database/:resourceType/:id',
] as const;

/** The address of a guide's page (`/resources/:slug`). */
export const guidePagePath = (slug: string) => `/resources/${encodeURIComponent(slug)}`;

/** The address of an item of the legal database (`/legal-database/:resourceType/:id`). */
export const legalItemPagePath = (kind: LegalKind, id: string) =>
  `/legal-database/${legalResourceTypeOfKind[kind]}/${encodeURIComponent(id)}`;

/**
 * Pages anyone may open that act on a token in their address (set a password, confirm an
 * e-mail, stop e-mails): rendered in the browser, never kept in a cache, never indexed.
 */
export const TOKEN_PAGE_PATHS = [
  '/reset-password',
  '/confirm-email',
  '/unsubscribe',
  '/staff-login/set-password',
  '/partner-login/set-password',
] as const;

/**
 * Whether the server renders this address: every public page, and any unknown address (which
 * answers 404 with the not-found screen). Signed-in areas and token pages are left to the browser.
 */
export function isServerRenderedPath(pathname: string): boolean {
  return (
    !isPrivatePath(pathname) &&
    !(TOKEN_PAGE_PATHS as readonly string[]).includes(pathWithoutLocale(pathname))
  );
}
