import { createRequire } from 'node:module';
import { getTableColumns } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { articles } from '@server/db/schema';
import { bearer, createStaffAccount, type TestAccount } from '@server/testing/accounts';
import { useSecurityApp } from './security-app';

/*
 * Issue 15, item 6: one bad line in a guide must never break the rest of it. A link the
 * allow-list refused used to close the next good link with </span>, and an unclosed <style>
 * hid everything after it. Each input below is followed by a closing paragraph and a good
 * link, which must come through intact, and nothing that could run may pass.
 */

// jsdom (a dev dependency of the client tests) ships no types; only its constructor is used.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Window };
};

const ALLOWED_TAGS = new Set(
  'h2 h3 h4 p ul ol li strong em del a blockquote code pre table thead tbody tr th td hr br'.split(
    ' ',
  ),
);

interface Inspected {
  /** Elements or attributes that are not on the allow-list, or unsafe link addresses. */
  unsafe: string[];
  /** The document's top-level elements, in order. */
  blocks: { tag: string; text: string }[];
  links: { href: string; text: string }[];
}

/** Reads the HTML as a browser would and reports what it holds. */
function inspect(html: string): Inspected {
  const body = new JSDOM(`<!doctype html><body>${html}</body>`).window.document.body;
  const unsafe: string[] = [];
  for (const element of body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) unsafe.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (!['href', 'title', 'rel', 'target', 'start', 'align'].includes(name)) {
        unsafe.push(`${tag}[${name}]`);
      }
      if (name === 'href' && !/^(https?:\/\/|mailto:|\/(?![/\\])|#)/i.test(value)) {
        unsafe.push(`href=${value}`);
      }
    }
  }
  return {
    unsafe,
    blocks: [...body.children].map((child) => ({
      tag: child.tagName.toLowerCase(),
      text: child.textContent?.trim() ?? '',
    })),
    links: [...body.querySelectorAll('a')].map((link) => ({
      href: link.getAttribute('href') ?? '',
      text: link.textContent ?? '',
    })),
  };
}

const AFTER = [
  'Then [the FTC](https://reportfraud.ftc.gov/) takes reports.',
  '## Next steps',
  'The rest of the guide survives.',
].join('\n\n');

/** The rest of the article as it must come out after any bad line. */
function expectRestIntact(result: Inspected) {
  expect(result.unsafe).toEqual([]);
  expect(result.links).toContainEqual({ href: 'https://reportfraud.ftc.gov/', text: 'the FTC' });
  expect(result.blocks.slice(-3)).toEqual([
    { tag: 'p', text: 'Then the FTC takes reports.' },
    { tag: 'h2', text: 'Next steps' },
    { tag: 'p', text: 'The rest of the guide survives.' },
  ]);
}

const HOSTILE_LINES: [name: string, markdown: string][] = [
  ['a link without a scheme (reported)', '[a](www.x.com) and [b](https://example.org/b) here.'],
  ['an unclosed style tag (reported)', 'Some text <style>'],
  ['an unclosed style tag on its own line (reported)', '<style>'],
  ['a javascript: link', '[click me](javascript:alert(1))'],
  ['a JavaScript: link in mixed case with a tab', '[x](JaVa\tScRiPt:alert(1))'],
  ['a raw javascript: anchor', '<a href="javascript:alert(1)">click</a>'],
  ['a data: link', '[d](data:text/html;base64,PHNjcmlwdD4=)'],
  ['a protocol-relative link', '[p](//evil.example/path)'],
  ['a raw script', '<script>alert(1)</script>'],
  ['an unclosed script', '<script>alert(1)'],
  ['an image with onerror', '<img src=x onerror=alert(1)>'],
  ['a Markdown image', '![x](https://evil.example/a.png "x\\" onerror=\\"alert(1)")'],
  ['nested unclosed HTML', '<div><table><tr><td><b>bold <i>and <a href="https://x.org">'],
  ['an unclosed comment', '<!-- everything after this'],
  ['an unclosed textarea', '<textarea>'],
  ['an svg with onload', '"><svg onload=alert(1)>'],
  ['an iframe', '<iframe src="https://evil.example"></iframe>'],
];

const testApp = useSecurityApp();
let editor: TestAccount;
beforeAll(async () => {
  editor = await createStaffAccount(testApp.database.db, 'editor');
});

async function preview(content: string): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/articles/preview',
    headers: bearer(editor.token),
    payload: { content },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ contentHtml: string }>().contentHtml;
}

describe('a guide with one bad line', () => {
  test.each(HOSTILE_LINES)('%s: nothing unsafe passes and the rest survives', async (_, line) => {
    expectRestIntact(inspect(await preview(`${line}\n\n${AFTER}`)));
  });

  test('the reported link case keeps both links apart and the text between them', async () => {
    const result = inspect(
      await preview('[a](www.x.com) then [b](https://example.org/b) rest.\n\nNext paragraph.'),
    );
    expect(result.unsafe).toEqual([]);
    expect(result.links).toEqual([{ href: 'https://example.org/b', text: 'b' }]);
    expect(result.blocks).toEqual([
      { tag: 'p', text: 'a then b rest.' },
      { tag: 'p', text: 'Next paragraph.' },
    ]);
  });

  test('typed HTML is shown as the text that was typed, not run', async () => {
    const result = inspect(await preview('<script>alert(1)</script>'));
    expect(result.unsafe).toEqual([]);
    expect(result.blocks).toEqual([{ tag: 'p', text: '<script>alert(1)</script>' }]);
  });
});

describe('articles stored before the fix', () => {
  test('no article keeps rendered HTML: every read renders the stored Markdown again', () => {
    // If a column of rendered HTML is ever added, stored articles need re-rendering on
    // upgrade (decision 015); this test is the reminder.
    const columns = Object.keys(getTableColumns(articles));
    expect(columns.filter((name) => /html/i.test(name))).toEqual([]);
  });

  test('an article saved with the reported Markdown is served repaired', async () => {
    const markdown = HOSTILE_LINES.map(([, line]) => line)
      .slice(0, 3)
      .concat(AFTER)
      .join('\n\n');
    // Written straight to the table, as an older server left it.
    await testApp.database.db.insert(articles).values({
      title: 'Stored before the fix',
      slug: 'stored-before-the-fix',
      content: markdown,
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000),
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/articles/stored-before-the-fix',
    });
    expect(response.statusCode, response.body).toBe(200);
    expectRestIntact(inspect(response.json<{ contentHtml: string }>().contentHtml));
  });
});
