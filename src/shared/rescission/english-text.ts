/**
 * A descriptor in English, written out with its values: for code that does not yet know the
 * reader's language (the server's PDFs, e-mails and API answers; tests). Not for pages, which
 * show descriptors with `showText(i18n, …)` in the page's language. It compiles messages as it
 * goes, so it never goes into the browser's code.
 */
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { TextDescriptor } from '../i18n/text';
import { showText } from './show-text';

const compiled = new Map<string, ReturnType<typeof compileMessage>>();
const english = setupI18n({ locale: 'en', messages: { en: {} } });
english.setMessagesCompiler((message) => {
  let done = compiled.get(message);
  if (!done) {
    done = compileMessage(message);
    compiled.set(message, done);
  }
  return done;
});

export function englishText(descriptor: TextDescriptor): string {
  return showText(english, descriptor);
}
