// CI's translation check (`npm run i18n:check`): every message the code has is in its area's
// catalogue, none is there that the code no longer has, every language translates each one,
// and each translation keeps the English message's placeholders and compiles. Exits 1 with
// the list of what is wrong; writes nothing (`npm run i18n:extract` updates the catalogues).
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES } from '../../src/shared/i18n/locales';

/** The names a message interpolates (`{year}`, `{count, plural, …}`) and its tags (`<0>`). */
export function placeholdersOf(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([\p{L}\p{N}_]+)\s*[,}]/gu)].map(
    (match) => `{${match[1]}}`,
  );
  const tags = [...message.matchAll(/<\/?(\d+)\s*\/?>/g)].map((match) => match[0]);
  return [...new Set([...names, ...tags])].sort();
}

export async function translationProblems(configPath?: string): Promise<string[]> {
  const config = getConfig(configPath ? { configPath } : {});
  const problems: string[] = [];
  for (const catalog of await getCatalogs(config)) {
    const area = catalog.path;
    const extracted = (await catalog.collect()) ?? {};
    const stored = await catalog.readAll();
    for (const locale of LOCALES) {
      const entries = stored[locale] ?? {};
      for (const [id, found] of Object.entries(extracted)) {
        const source = found.message ?? id;
        const entry = entries[id];
        if (!entry || entry.obsolete) {
          problems.push(`${area} (${locale}): not extracted yet: "${source}"`);
          continue;
        }
        if (locale === DEFAULT_LOCALE) continue;
        const translation = entry.translation?.trim();
        if (!translation) {
          problems.push(`${area} (${locale}): no translation: "${source}"`);
          continue;
        }
        try {
          compileMessageOrThrow(translation);
        } catch (error) {
          problems.push(`${area} (${locale}): "${translation}" does not compile: ${String(error)}`);
          continue;
        }
        const expected = placeholdersOf(source).join(' ');
        const actual = placeholdersOf(translation).join(' ');
        if (expected !== actual) {
          problems.push(
            `${area} (${locale}): "${translation}" has placeholders [${actual}], the English [${expected}]`,
          );
        }
      }
      for (const [id, entry] of Object.entries(entries)) {
        if (!entry.obsolete && !(id in extracted)) {
          problems.push(`${area} (${locale}): no longer in the code: "${entry.message ?? id}"`);
        }
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await translationProblems();
  if (problems.length > 0) {
    console.error(`Translations are not complete (run npm run i18n:extract, then translate):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log('Every message is extracted and translated into every language.');
}
