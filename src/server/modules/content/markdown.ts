import { Marked, Renderer, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

/*
 * One pipeline for every Markdown text we show (guides, legal resources): marked renders the
 * Markdown, then sanitize-html cleans the HTML as a whole against an allow-list (decision 015).
 *
 * Raw HTML is not part of our Markdown: marked does not recognise it, so "<style>" or
 * "<script>" typed into a guide is shown as text instead of opening an element that swallows
 * the rest of the article (an unclosed <style> used to hide everything after it). The
 * allow-list still cleans what marked produces, so a link's address is checked in one place.
 */
const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  tokenizer: {
    // Returning undefined (not false, which means "use the default") leaves the text to the
    // paragraph and text tokenizers, which escape it.
    html: () => undefined,
    tag: () => undefined,
  },
  renderer: {
    // A task list ("- [ ] step") is a list to read, not a form: a box character stands for
    // the checkbox, so no unlabelled form control reaches the page.
    checkbox: ({ checked }) => (checked ? '☑ ' : '☐ '),
    // The box is the item's marker, so its list bullet is hidden (styles.css, `task-item`).
    listitem(item: Tokens.ListItem) {
      const html = Renderer.prototype.listitem.call(this, item);
      return item.task ? html.replace(/^<li>/, '<li class="task-item">') : html;
    },
  },
});

const LINK_REL = 'noopener noreferrer';

type LinkKind = 'external' | 'mailto' | 'site';

/**
 * What kind of link an href is, or undefined when it is not one we allow: only http(s) and
 * mailto addresses, and site-relative ones ("/resources", "#key-points"). Control characters
 * and white space are removed first, as browsers do, so "java\tscript:" is caught too.
 */
export function linkKind(href: string): LinkKind | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (cleaned === '') return undefined;
  if (cleaned.startsWith('https://') || cleaned.startsWith('http://')) return 'external';
  if (cleaned.startsWith('mailto:')) return 'mailto';
  // Protocol-relative ("//host") and backslash tricks ("/\host") point off the site.
  if (/^\/(?![/\\])/.test(cleaned) || cleaned.startsWith('#') || cleaned.startsWith('?')) {
    return 'site';
  }
  return undefined;
}

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'a',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'br',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
    li: ['class'],
  },
  allowedClasses: { li: ['task-item'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Anything else vanishes; its text stays (script, style and the like are dropped whole).
  disallowedTagsMode: 'discard',
  /*
   * A transform must never rename a tag to one that is not allowed: sanitize-html then keeps
   * the new name for the next element at the same depth, which closed the following link with
   * </span> and swallowed the rest of the article. Renames here are only to allowed tags; a
   * link we refuse keeps its tag without attributes and is unwrapped by exclusiveFilter.
   */
  transformTags: {
    // The page title is the only h1; headings deeper than h4 are shown as h4.
    h1: sanitizeHtml.simpleTransform('h2', {}, false),
    h5: sanitizeHtml.simpleTransform('h4', {}, false),
    h6: sanitizeHtml.simpleTransform('h4', {}, false),
    b: sanitizeHtml.simpleTransform('strong', {}, false),
    i: sanitizeHtml.simpleTransform('em', {}, false),
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const kind = linkKind(href);
      if (!kind) return { tagName, attribs: {} };
      const kept: sanitizeHtml.Attributes = { href: href.trim(), rel: LINK_REL };
      if (attribs.title) kept.title = attribs.title;
      if (kind === 'external') kept.target = '_blank';
      return { tagName, attribs: kept };
    },
  },
  // A link to nowhere safe keeps only its text.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** Renders Markdown to HTML that is safe to insert into a page. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, sanitizeOptions).trim();
}
