import type { MessageDescriptor } from '@lingui/core';

export type TextDescriptor = MessageDescriptor & { id: string; message: string };

/**
 * A message written outside a component (option labels, API errors, e-mails, PDFs): a plain
 * descriptor whose id is its English text, translated where it is shown with `i18n._(text)`.
 * Unlike Lingui's `msg` macro it needs no compile step, so the server, scripts and tests run it
 * as it is; `scripts/i18n/source-extractor.ts` finds every call for the catalogues, which is
 * why the argument must be a literal string. ICU placeholders (`{max}`) take their `values`.
 */
export function text(message: string, values?: Record<string, unknown>): TextDescriptor {
  return values ? { id: message, message, values } : { id: message, message };
}
