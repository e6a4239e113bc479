import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** GitHub-flavoured Markdown; raw HTML passes through marked and is cleaned by the sanitiser. */
const marked = new Marked({ gfm: true, breaks: false, async: false });

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
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Disallowed tags vanish; their text stays, except script, style and the like, dropped whole.
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page title is the only h1; headings deeper than h4 are shown as h4.
    h1: sanitizeHtml.simpleTransform('h2', {}, false),
    h5: sanitizeHtml.simpleTransform('h4', {}, false),
    h6: sanitizeHtml.simpleTransform('h4', {}, false),
    b: sanitizeHtml.simpleTransform('strong', {}, false),
    i: sanitizeHtml.simpleTransform('em', {}, false),
    a: (_tagName, attribs) => {
      const href = attribs.href ?? '';
      const kind = linkKind(href);
      // A link to nowhere safe keeps only its text (span is not allowed, so it is unwrapped).
      if (!kind) return { tagName: 'span', attribs: {} };
      const kept: sanitizeHtml.Attributes = { href: href.trim(), rel: LINK_REL };
      if (attribs.title) kept.title = attribs.title;
      if (kind === 'external') kept.target = '_blank';
      return { tagName: 'a', attribs: kept };
    },
  },
};

/** Renders an article's Markdown to HTML that is safe to insert into a page. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, sanitizeOptions).trim();
}
