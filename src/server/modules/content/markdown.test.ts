import { describe, expect, it } from 'vitest';
import { linkKind, renderMarkdown } from './markdown';

/** Things that must never survive into an article's HTML as real tags (typed text may say anything). */
function expectInert(html: string) {
  const tags = (html.match(/<[a-z][^>]*>/gi) ?? []).join(' ');
  expect(tags).not.toMatch(/<(script|style|iframe|svg|img|object|embed|form|input|textarea)\b/i);
  expect(tags).not.toMatch(/\son[a-z]+\s*=/i);
  expect(tags).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(tags).not.toMatch(/\sstyle\s*=/i);
}

describe('renderMarkdown', () => {
  it('renders GitHub-flavoured Markdown to the allowed tags', () => {
    const html = renderMarkdown(
      [
        '## Overview',
        'Some **bold** and _emphasised_ text with `code`.',
        '- one\n- two',
        '1. first\n2. second',
        '> a quotation',
        '| State | Days |\n|:--|--:|\n| Florida | 10 |',
        '```\nconst a = 1 < 2;\n```',
        '---',
      ].join('\n\n'),
    );
    expect(html).toContain('<h2>Overview</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>emphasised</em>');
    expect(html).toContain('<code>code</code>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>a quotation<\/p>\s*<\/blockquote>/);
    expect(html).toContain('<table>');
    expect(html).toContain('<th align="left">State</th>');
    expect(html).toContain('<td align="right">10</td>');
    expect(html).toContain('<pre><code>const a = 1 &lt; 2;');
    expect(html).toMatch(/<hr \/>/);
  });

  it('turns h1 into h2 and h5/h6 into h4, as the page title is the only h1', () => {
    const html = renderMarkdown('# Big\n\n##### Small\n\n###### Smaller');
    expect(html).toContain('<h2>Big</h2>');
    expect(html).toContain('<h4>Small</h4>');
    expect(html).toContain('<h4>Smaller</h4>');
    expect(html).not.toMatch(/<h1|<h5|<h6/);
  });

  it('gives every link rel="noopener noreferrer" and opens only external ones in a new tab', () => {
    const html = renderMarkdown(
      '[site](/calculator) [anchor](#key-points) [FTC](https://reportfraud.ftc.gov/ "Report") [mail](mailto:help@example.org)',
    );
    expect(html).toContain('<a href="/calculator" rel="noopener noreferrer">site</a>');
    expect(html).toContain('<a href="#key-points" rel="noopener noreferrer">anchor</a>');
    expect(html).toContain(
      '<a href="https://reportfraud.ftc.gov/" rel="noopener noreferrer" title="Report" target="_blank">FTC</a>',
    );
    expect(html).toContain('<a href="mailto:help@example.org" rel="noopener noreferrer">mail</a>');
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>', ''],
    ['an image with onerror', '<img src=x onerror=alert(1)>', ''],
    ['a javascript: Markdown link', '[x](javascript:alert(1))', 'x'],
    ['a mixed-case javascript: href', '<a href="JaVaScRiPt:alert(1)">click</a>', 'click'],
    ['an entity-encoded javascript: href', '<a href="&#106;avascript:alert(1)">click</a>', 'click'],
    ['a javascript: href split by a tab', '<a href="java\tscript:alert(1)">click</a>', 'click'],
    ['an svg with onload', '<svg onload=alert(1)><circle r="1"/></svg>', ''],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', ''],
    ['a style tag', '<style>body{display:none}</style>', ''],
    ['a data: link', '[d](data:text/html;base64,PHNjcmlwdD4=)', 'd'],
    ['a vbscript: link', '[v](vbscript:msgbox(1))', 'v'],
    ['a protocol-relative link', '[p](//evil.example/path)', 'p'],
    ['a style and event attribute', '<p style="color:red" onclick="steal()">styled</p>', 'styled'],
    ['a form with an input', '<form action="/x"><input name="q"></form>', ''],
    [
      'a Markdown image with an onerror title',
      '![x](https://e.example/a.png "x\\" onerror=\\"alert(1)")',
      '',
    ],
  ])('makes %s inert', (_name, markdown, keptText) => {
    const html = renderMarkdown(markdown);
    expectInert(html);
    if (keptText) expect(html).toContain(keptText);
  });

  it('drops a link whose address is not allowed but keeps its text', () => {
    expect(renderMarkdown('[call](javascript:alert(1))')).toBe('<p>call</p>');
  });

  it('closes the next good link properly after one it dropped (issue 15)', () => {
    expect(renderMarkdown('[a](www.x.com) then [b](https://x.org) rest\n\nNext')).toBe(
      '<p>a then <a href="https://x.org" rel="noopener noreferrer" target="_blank">b</a> rest</p>\n<p>Next</p>',
    );
  });

  it('shows typed HTML as text, so an unclosed <style> hides nothing after it', () => {
    expect(renderMarkdown('<style>\n\n**after**')).toBe(
      '<p>&lt;style&gt;</p>\n<p><strong>after</strong></p>',
    );
  });

  it('renders a task list as list items whose box character is their marker', () => {
    expect(renderMarkdown('- [ ] to do\n- [x] done\n\nThen:\n\n- plain')).toBe(
      '<ul>\n<li class="task-item">☐ to do</li>\n<li class="task-item">☑ done</li>\n</ul>\n' +
        '<p>Then:</p>\n<ul>\n<li>plain</li>\n</ul>',
    );
  });
});

describe('linkKind', () => {
  it.each([
    ['https://example.org', 'external'],
    ['HTTP://example.org', 'external'],
    ['mailto:a@example.org', 'mailto'],
    ['/resources', 'site'],
    ['#top', 'site'],
    ['?page=2', 'site'],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['javascript:alert(1)', undefined],
    [' javascript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['ftp://example.org', undefined],
    ['', undefined],
  ])('%s is %s', (href, kind) => {
    expect(linkKind(href)).toBe(kind);
  });
});
