/*
 * Which addresses are the signed-in areas: apart from the public pages' list, so every page's
 * language switch and sign-in check can ask without loading the legal database's filters.
 */
import { pathWithoutLocale } from './i18n/locales';

/** Signed-in areas and the API: never indexed (robots.txt), never server-rendered. */
export const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/dashboard',
  '/partner-dashboard',
  '/admin',
  '/cms',
] as const;

const underPrefix = (pathname: string, prefix: string) =>
  prefix.endsWith('/')
    ? pathname.startsWith(prefix) || pathname === prefix.slice(0, -1)
    : pathname === prefix || pathname.startsWith(`${prefix}/`);

/** A signed-in area or the API, in any language (`/es/dashboard` too). */
export function isPrivatePath(pathname: string): boolean {
  return [pathname, pathWithoutLocale(pathname)].some((path) =>
    PRIVATE_PATH_PREFIXES.some((prefix) => underPrefix(path, prefix)),
  );
}
