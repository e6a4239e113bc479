import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import { renderMarkdownCached } from './markdown-cache';

describe('renderMarkdownCached', () => {
  it('answers what renderMarkdown answers, first and again', () => {
    const markdown = '## Rights\n\nYou may **cancel** within [10 days](/legal-database).';
    expect(renderMarkdownCached(markdown)).toBe(renderMarkdown(markdown));
    expect(renderMarkdownCached(markdown)).toBe(renderMarkdown(markdown));
  });

  it('never answers an edited article with its old HTML', () => {
    renderMarkdownCached('Call us **today**.');
    expect(renderMarkdownCached('Call us **tomorrow**.')).toContain('<strong>tomorrow</strong>');
    expect(renderMarkdownCached('Call us **today**.')).toContain('<strong>today</strong>');
  });

  it('still sanitises what it caches', () => {
    const markdown = 'Hello <script>alert(1)</script><img src=x onerror=alert(2)>';
    renderMarkdownCached(markdown);
    const html = renderMarkdownCached(markdown);
    // Typed HTML is shown as text (decision 015): no element, no attribute, only escaped text.
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('renders articles too large to keep, and keeps working after evicting', () => {
    const large = `${'A plain paragraph about fees. '.repeat(10_000)}\n\n**end**`;
    expect(renderMarkdownCached(large)).toBe(renderMarkdown(large));
    for (let index = 0; index < 200; index++) {
      renderMarkdownCached(`Guide ${index}: ${'words '.repeat(5_000)}`);
    }
    expect(renderMarkdownCached('Guide 7: **seven**')).toContain('<strong>seven</strong>');
  });
});
