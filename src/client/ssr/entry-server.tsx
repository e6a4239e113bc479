import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { localeOfPath } from '@shared/i18n/locales';
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
export const createPageRenderer: CreatePageRenderer = ({ site, siteUrl, fetchApi, catalogues }) => {
  // Process-wide settings, the same for every render: contacts as configured, API in-process.
  Object.assign(siteConfig, site);
  setApiTransport(fetchApi);
  return {
    async render(url): Promise<RenderedDocument> {
      // Renders overlap, so each has its own Lingui instance in the address's language.
      const locale = localeOfPath(url.pathname);
      const i18n = setupI18n({ locale, messages: { [locale]: catalogues[locale] } });
      // A message added since the catalogues were last extracted still shows its English text.
      i18n.setMessagesCompiler(compileMessage);
      const page = await renderPage(url, i18n);
      if (page.kind === 'redirect') return page;
      return {
        kind: 'page',
        status: page.status,
        headTags: renderHeadTags(page.head, { siteUrl, pathname: url.pathname, i18n }),
        appHtml: page.appHtml,
        stateBlocks: [
          jsonDataBlock(ROUTER_STATE_ELEMENT_ID, page.routerState),
          jsonDataBlock(QUERY_STATE_ELEMENT_ID, page.queryState),
        ].join(''),
      };
    },
  };
};
