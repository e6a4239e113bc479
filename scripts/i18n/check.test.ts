import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { placeholdersOf, translationProblems } from './check';

const root = new URL('../..', import.meta.url).pathname;

/** A project of one component and its catalogues, with the Spanish as given. */
function projectWithSpanish(spanish: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'tra-i18n-check-'));
  mkdirSync(join(dir, 'src'));
  mkdirSync(join(dir, 'locales'));
  writeFileSync(
    join(dir, 'lingui.config.js'),
    `module.exports = { sourceLocale: 'en', locales: ['en', 'es'], fallbackLocales: false,
      catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'] }] };`,
  );
  writeFileSync(
    join(dir, 'src', 'greeting.tsx'),
    `import { Trans } from '@lingui/react/macro';
     export const Greeting = ({ year }: { year: number }) => <Trans>Hello, it is {year}</Trans>;`,
  );
  const entry = (translation: string) =>
    `msgid ""\nmsgstr ""\n\nmsgid "Hello, it is {year}"\nmsgstr "${translation}"\n`;
  writeFileSync(join(dir, 'locales', 'en.po'), entry('Hello, it is {year}'));
  if (spanish !== null) writeFileSync(join(dir, 'locales', 'es.po'), entry(spanish));
  return dir;
}

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const problemsWith = async (spanish: string | null) => {
  const dir = projectWithSpanish(spanish);
  made.push(dir);
  return translationProblems(join(dir, 'lingui.config.js'));
};

describe('the translation check CI runs', () => {
  it('passes a message translated with its placeholders', async () => {
    expect(await problemsWith('Hola, estamos en {year}')).toEqual([]);
  });

  it('fails on a message with no Spanish', async () => {
    expect(await problemsWith('')).toEqual([
      expect.stringContaining('no translation: "Hello, it is {year}"'),
    ]);
  });

  it('fails when the Spanish catalogue lacks the message altogether', async () => {
    expect(await problemsWith(null)).toEqual([
      expect.stringContaining('(es): not extracted yet: "Hello, it is {year}"'),
    ]);
  });

  it('fails on a translation that loses or renames a placeholder', async () => {
    expect(await problemsWith('Hola, estamos en {año}')).toEqual([
      expect.stringContaining('has placeholders [{año}], the English [{year}]'),
    ]);
  });

  it('reads the placeholders and tags of a message', () => {
    expect(
      placeholdersOf('Hello <0>{name}</0>, {count, plural, one {# case} other {# cases}}'),
    ).toEqual(['</0>', '<0>', '{count}', '{name}']);
  });
});

describe('the lint rule against untranslated words', () => {
  const eslint = new ESLint({ cwd: root });
  const lint = async (code: string) => {
    const [result] = await eslint.lintText(code, {
      filePath: join(root, 'src/client/app/layouts/probe.tsx'),
    });
    return result!.messages.map((message) => message.ruleId);
  };

  it('fails on an English sentence in a translated component', async () => {
    expect(
      await lint('export function Probe() {\n  return <p>Call us any weekday.</p>;\n}\n'),
    ).toContain('lingui/no-unlocalized-strings');
  });

  it('accepts the sentence once it is a message, and class names as they are', async () => {
    expect(
      await lint(
        'import { Trans } from \'@lingui/react/macro\';\n\nexport function Probe() {\n  return (\n    <p className="text-lg font-bold">\n      <Trans>Call us any weekday.</Trans>\n    </p>\n  );\n}\n',
      ),
    ).toEqual([]);
  });
});
