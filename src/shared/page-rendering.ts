import type { Messages } from '@lingui/core';
import type { Locale } from './i18n/locales';
import type { SiteConfig } from './site-config';

/** A public page as the server answers it (see src/client/ssr). */
export type RenderedDocument =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Title, description, canonical link, share tags and structured data. */
      headTags: string;
      /** The markup inside #root. */
      appHtml: string;
      /** The JSON data blocks the browser's router and query cache start from. */
      stateBlocks: string;
    };

export interface PageRenderer {
  render(url: URL): Promise<RenderedDocument>;
}

export interface PageRendererOptions {
  site: SiteConfig;
  /** The public address of the site, e.g. https://tra.example.org (canonical links). */
  siteUrl: string;
  /** Answers the pages' API requests from the server's own routes. */
  fetchApi: (path: string, init: RequestInit) => Promise<Response>;
  /** Every language's compiled messages (src/locales), read once by the server. */
  catalogues: Record<Locale, Messages>;
}

export type CreatePageRenderer = (options: PageRendererOptions) => PageRenderer;

/** The server bundle's entry (dist/ssr), built from src/client/ssr/entry-server.tsx. */
export const SSR_ENTRY_FILE = 'entry-server.js';
