import { PRIVATE_PATH_PREFIXES } from '@shared/public-pages';

/**
 * robots.txt: crawlers may read the public site, never the signed-in areas or the API, and
 * learn where the sitemap is (an absolute address, as the protocol requires).
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
