import type { CreatePageRenderer, RenderedDocument } from '@shared/page-rendering';
import { jsonDataBlock, QUERY_STATE_ELEMENT_ID, ROUTER_STATE_ELEMENT_ID } from '@shared/page-state';
import { setApiTransport } from '@client/lib/api-client';
import { renderHeadTags } from '@client/lib/head-tags';
import { siteConfig } from '@client/lib/site-config';
import { renderPage } from './render-page';

/**
 * The server's way into the app: set up once per process with the site's configuration and a
 * way to reach the API, then renders public pages.
 */
export const createPageRenderer: CreatePageRenderer = ({ site, siteUrl, fetchApi }) => {
  // Process-wide settings, the same for every render: contacts as configured, API in-process.
  Object.assign(siteConfig, site);
  setApiTransport(fetchApi);
  return {
    async render(url): Promise<RenderedDocument> {
      const page = await renderPage(url);
      if (page.kind === 'redirect') return page;
      return {
        kind: 'page',
        status: page.status,
        headTags: renderHeadTags(page.head, { siteUrl, pathname: url.pathname }),
        appHtml: page.appHtml,
        stateBlocks: [
          jsonDataBlock(ROUTER_STATE_ELEMENT_ID, page.routerState),
          jsonDataBlock(QUERY_STATE_ELEMENT_ID, page.queryState),
        ].join(''),
      };
    },
  };
};
