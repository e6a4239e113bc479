import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
// Relative, not @shared: the build's Vite plugin loads this file outside the alias setup.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../shared/i18n/locales';
import { projectRoot } from '../project-root';

/** Every language's messages, compiled (Lingui's runtime form), keyed by message id. */
export type CompiledCatalogues = Record<Locale, Messages>;

const po = formatter({ lineNumbers: false });

/** The catalogues' folder: one folder per area of the product, one `.po` file per language. */
export const cataloguesFolder = (root = projectRoot()) => join(root, 'src', 'locales');

/**
 * Reads and compiles the catalogues (src/locales/<area>/<locale>.po). A message with no
 * translation yet reads as its English text, so a page never shows a message id; CI fails on
 * a missing translation before that can ship (scripts/i18n/check.ts).
 */
export function loadCatalogues(folder = cataloguesFolder()): Promise<CompiledCatalogues> {
  return Promise.resolve(compiledCatalogues(folder));
}

/**
 * The same, at once: the catalogues are part of the code, so they are read once per process
 * (every test app shares them), the first time a request or an e-mail needs them.
 */
export function compiledCatalogues(folder = cataloguesFolder()): CompiledCatalogues {
  let catalogues = loaded.get(folder);
  if (!catalogues) {
    catalogues = readCatalogues(folder);
    loaded.set(folder, catalogues);
  }
  return catalogues;
}

const loaded = new Map<string, CompiledCatalogues>();

function readCatalogues(folder: string): CompiledCatalogues {
  const areas = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as Record<
    Locale,
    Messages
  >;
  for (const area of areas) {
    for (const locale of LOCALES) {
      const filename = join(folder, area.name, `${locale}.po`);
      let content: string;
      try {
        content = readFileSync(filename, 'utf8');
      } catch {
        continue;
      }
      // The PO formatter parses synchronously; its type allows a promise for other formats.
      const entries = po.parse(content, {
        locale,
        sourceLocale: DEFAULT_LOCALE,
        filename,
      }) as Awaited<ReturnType<typeof po.parse>>;
      for (const [id, entry] of Object.entries(entries ?? {})) {
        if (entry.obsolete) continue;
        const source = entry.message ?? id;
        catalogues[locale][id] = compileMessage(entry.translation || source);
      }
    }
  }
  return catalogues;
}
