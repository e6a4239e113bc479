import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { publicRead } from '../../platform/public-reads';
import { robotsTxt } from './robots-txt';
import { listSitemapEntries } from './sitemap-entries';
import { sitemapXml } from './sitemap-xml';

export interface SiteIndexRoutesOptions {
  db: Database;
  /** The site's absolute address (config.publicUrl), without a trailing slash. */
  publicUrl: string;
}

const tags = ['site'];

/** It depends on the configuration alone, so it may be kept a day, like crawlers do anyway. */
const ROBOTS_CACHE_CONTROL = 'public, max-age=86400';

/** The sitemap and robots.txt: how search engines find the public site (issue 19). */
export const siteIndexRoutes: FastifyPluginAsyncZod<SiteIndexRoutesOptions> = async (
  app,
  options,
) => {
  const { db, publicUrl } = options;
  const robots = robotsTxt(publicUrl);

  app.get(
    '/sitemap.xml',
    {
      // Kept until the next write of a guide or of the legal database, in any process.
      ...publicRead('articles', 'legal'),
      schema: {
        tags,
        summary: 'The sitemap: every public page search engines should find (XML)',
        description:
          'The fixed public pages, every published guide and every public item of the legal database, with absolute addresses and, where known, when each last changed.',
      },
    },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(publicUrl, await listSitemapEntries(db))),
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        tags,
        summary: 'Rules for crawlers: the public site yes, signed-in areas and the API no',
      },
    },
    (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', ROBOTS_CACHE_CONTROL)
        .send(robots),
  );
};
