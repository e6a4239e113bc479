import { readdir, readFile } from 'node:fs/promises';
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
  // The catalogues are part of the code: read once per process (every test app shares them).
  let loading = loaded.get(folder);
  if (!loading) {
    loading = readCatalogues(folder);
    loaded.set(folder, loading);
  }
  return loading;
}

const loaded = new Map<string, Promise<CompiledCatalogues>>();

async function readCatalogues(folder: string): Promise<CompiledCatalogues> {
  const areas = (await readdir(folder, { withFileTypes: true })).filter((entry) =>
    entry.isDirectory(),
  );
  const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as Record<
    Locale,
    Messages
  >;
  for (const area of areas) {
    for (const locale of LOCALES) {
      const filename = join(folder, area.name, `${locale}.po`);
      const content = await readFile(filename, 'utf8').catch(() => undefined);
      if (content === undefined) continue;
      const entries = await po.parse(content, {
        locale,
        sourceLocale: DEFAULT_LOCALE,
        filename,
      });
      for (const [id, entry] of Object.entries(entries ?? {})) {
        if (entry.obsolete) continue;
        const source = entry.message ?? id;
        catalogues[locale][id] = compileMessage(entry.translation || source);
      }
    }
  }
  return catalogues;
}
