import { describe, expect, it } from 'vitest';
import { withInlineStyles, withScriptsAfterContent } from './client-app';

describe('withInlineStyles', () => {
  it('writes the built stylesheet into the page in place of its link', () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><title>x</title></head>';
    const read: string[] = [];
    const inlined = withInlineStyles(html, (path) => {
      read.push(path);
      return 'body{color:red}';
    });
    expect(read).toEqual(['assets/index-abc.css']);
    expect(inlined).toBe('<head><style>body{color:red}</style><title>x</title></head>');
  });

  it('leaves a page without a built stylesheet as it is', () => {
    const html = '<head><link rel="icon" href="/favicon.svg"></head>';
    expect(withInlineStyles(html, () => 'never')).toBe(html);
  });
});

describe('withScriptsAfterContent', () => {
  it('moves the module script and its preloads from the head to the end of the body', () => {
    const html = [
      '<head><title>x</title>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/page.js">',
      '</head><body><div id="root"></div></body>',
    ].join('\n');
    const moved = withScriptsAfterContent(html);
    expect(moved.indexOf('<div id="root">')).toBeLessThan(moved.indexOf('/assets/index.js'));
    expect(moved.indexOf('/assets/index.js')).toBeLessThan(moved.indexOf('/assets/page.js'));
    expect(moved.slice(0, moved.indexOf('</head>'))).not.toContain('/assets/');
    expect(moved).toMatch(/<\/body>$/);
  });
});
