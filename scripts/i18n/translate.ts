// Writes translations into a catalogue: `npm run i18n:translate -- <area> <file.json>`, where
// the JSON maps each English message, as extracted, to its translation. Messages the file does
// not name keep what they had; a name the catalogue lacks is reported, so nothing is lost.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';

const [area, translationsFile, locale = 'es'] = process.argv.slice(2);
if (!area || !translationsFile) {
  console.error('Usage: npm run i18n:translate -- <area> <translations.json> [locale]');
  process.exit(2);
}
const po = formatter({ lineNumbers: false });
const filename = join('src', 'locales', area, `${locale}.po`);
const existing = readFileSync(filename, 'utf8');
const translations = JSON.parse(readFileSync(translationsFile, 'utf8')) as Record<string, string>;
const context = { locale, sourceLocale: 'en', filename };
const catalogue = (await po.parse(existing, context)) ?? {};
const unused = new Set(Object.keys(translations));
for (const [id, entry] of Object.entries(catalogue)) {
  const source = entry.message ?? id;
  const translation = translations[source];
  if (translation === undefined) continue;
  entry.translation = translation;
  unused.delete(source);
}
writeFileSync(filename, await po.serialize(catalogue, { ...context, existing }));
const missing = Object.values(catalogue).filter((entry) => !entry.translation && !entry.obsolete);
console.log(`${filename}: ${missing.length} message(s) still without a translation.`);
if (unused.size > 0) {
  console.error(`Not in the catalogue (extract first?):\n  ${[...unused].join('\n  ')}`);
  process.exitCode = 1;
}
