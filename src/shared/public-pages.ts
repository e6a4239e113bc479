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

/** Signed-in areas and the API: never indexed (robots.txt), never server-rendered. */
export const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/dashboard',
  '/partner-dashboard',
  '/admin',
  '/cms',
] as const;
