import { i18n, type Messages } from '@lingui/core';

/**
 * The build leaves out every message that reads the same as its id (scripts/i18n/vite-plugin.ts):
 * a `text()` descriptor's English, or a Spanish state name that is the English one. Lingui then
 * falls back to the descriptor's own text and asks for it compiled; it is plain text, so it
 * is its own compiled form.
 */
i18n.setMessagesCompiler((message) => [message]);

/** The messages each language has so far, one object per language that Lingui reads from. */
const loaded: Record<string, Messages> = {};

/**
 * Called by every module that has messages, as it loads (the build puts the call in: see
 * scripts/i18n/vite-plugin.ts), so a page's messages arrive with its code. Later modules add
 * to the object Lingui already holds rather than calling `i18n.load` again, which would
 * re-render every translated component each time a chunk loads.
 */
export function addMessages(byLocale: Record<string, Messages>): void {
  for (const [locale, messages] of Object.entries(byLocale)) {
    const existing = loaded[locale];
    if (existing) {
      Object.assign(existing, messages);
    } else {
      loaded[locale] = { ...messages };
      i18n.load(locale, loaded[locale]);
    }
  }
}
