import { transformAsync } from '@babel/core';
import type { ExtractedMessage, LinguiConfigNormalized } from '@lingui/conf';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';
import { loadCatalogues, type CompiledCatalogues } from '../../src/server/platform/i18n/catalogues';
import type { Locale } from '../../src/shared/i18n/locales';
import { localizedTemplate } from './localized-template';
import { sourceExtractor } from './source-extractor';

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:react|core)\/macro['"]/;
const TEXT_IMPORT = /from\s+['"](?:@shared|\.{1,2})\/(?:.*\/)?i18n\/text['"]/;
const SOURCE_FILE = /\/src\/.*\.[cm]?[jt]sx?$/;
const REGISTER_MODULE = '@client/lib/i18n/catalogue';

export interface LinguiMessagesOptions {
  /**
   * The languages whose messages each module carries with it (decision 030): one for a
   * language's client build, every language for the dev server, none where the whole
   * catalogues are loaded at once (the page renderer, tests).
   */
  carry: readonly Locale[];
  /** Leave the English text out of the code (the module carries its messages anyway). */
  idsOnly: boolean;
  /** A language's client build: its page template says so (`<html lang>`, title, description). */
  htmlLocale?: Locale;
}

/**
 * A message whose text is its own id: a `text()` descriptor's English (its id is the English)
 * with nothing to interpolate, or a translation that reads the same (most state names). The
 * browser shows the descriptor's text as it is (catalogue.ts), so carrying it would only
 * repeat the words.
 */
function echoesItsId(id: string, compiled: CompiledCatalogues[Locale][string]): boolean {
  return typeof compiled === 'string'
    ? compiled === id
    : compiled.length === 1 && compiled[0] === id;
}

async function messageIdsOf(
  filename: string,
  code: string,
  linguiConfig: LinguiConfigNormalized,
): Promise<string[]> {
  const ids = new Set<string>();
  await sourceExtractor.extract(
    filename,
    code,
    (message: ExtractedMessage) => ids.add(message.id),
    {
      linguiConfig,
    },
  );
  return [...ids];
}

/**
 * Lingui's macros, compiled with its Babel plugin (Vite 8 has no Babel of its own), and each
 * module's own translated messages put into the module, so a page's messages load with the
 * page's code and nothing else does.
 */
export function linguiMessages(options: LinguiMessagesOptions): Plugin {
  const linguiConfig = getConfig({
    configPath: new URL('../../lingui.config.ts', import.meta.url).pathname,
  });
  let catalogues: Promise<CompiledCatalogues> | undefined;
  return {
    name: 'tra-lingui-messages',
    enforce: 'pre',
    buildStart() {
      catalogues = undefined;
    },
    async transformIndexHtml(html) {
      const locale = options.htmlLocale;
      if (!locale) return html;
      catalogues ??= loadCatalogues();
      const messages = (await catalogues)[locale];
      return localizedTemplate(html, locale, (message) => {
        const compiled = messages[message];
        return Array.isArray(compiled) && compiled.every((part) => typeof part === 'string')
          ? compiled.join('')
          : message;
      });
    },
    async transform(code, id) {
      const filename = id.split('?')[0] ?? id;
      if (!SOURCE_FILE.test(filename) || filename.includes('/node_modules/')) return null;
      const hasMacros = MACRO_IMPORT.test(code);
      if (!hasMacros && !TEXT_IMPORT.test(code)) return null;
      let output = code;
      let map: unknown = null;
      if (hasMacros) {
        const result = await transformAsync(code, {
          filename,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          plugins: [
            [
              '@lingui/babel-plugin-lingui-macro',
              { linguiConfig, stripNonEssentialFields: options.idsOnly },
            ],
          ],
        });
        output = result?.code ?? code;
        map = result?.map ?? null;
      }
      if (options.carry.length === 0) return { code: output, map: map as never };
      catalogues ??= loadCatalogues();
      const all = await catalogues;
      const ids = await messageIdsOf(filename, code, linguiConfig);
      const carried = Object.fromEntries(
        options.carry.map((locale) => [
          locale,
          Object.fromEntries(
            ids.flatMap((key) => {
              const compiled = all[locale][key];
              return compiled === undefined || echoesItsId(key, compiled) ? [] : [[key, compiled]];
            }),
          ),
        ]),
      );
      const register =
        `import { addMessages as __addMessages } from '${REGISTER_MODULE}';\n` +
        `__addMessages(${JSON.stringify(carried)});\n`;
      return { code: register + output, map: null };
    },
  };
}
