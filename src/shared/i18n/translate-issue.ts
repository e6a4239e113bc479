import type { I18n } from '@lingui/core';
import type { TextDescriptor } from './text';

/**
 * Messages that travel as English strings (zod issue messages, API error messages) and are
 * translated where they are shown. A message without placeholders is its own id; one with
 * placeholders (`{max}`) is remembered here with its template, so the English sentence the
 * schema produced leads back to the id the catalogue knows.
 */
const templates = new Map<string, TextDescriptor>();

const isDescriptor = (value: unknown): value is TextDescriptor =>
  typeof value === 'object' && value !== null && 'id' in value && 'message' in value;

/** The English of a descriptor, its placeholders filled in (a descriptor's with its English). */
export function englishOf(descriptor: TextDescriptor): string {
  const { message, values } = descriptor;
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    return isDescriptor(value) ? englishOf(value) : String(value);
  });
}

/** A descriptor in `i18n`'s language, the descriptors among its values too. */
function translated(i18n: I18n, descriptor: TextDescriptor): string {
  const values = descriptor.values
    ? Object.fromEntries(
        Object.entries(descriptor.values).map(([name, value]) => [
          name,
          isDescriptor(value) ? translated(i18n, value) : value,
        ]),
      )
    : undefined;
  const filled = values ? { ...descriptor, values } : descriptor;
  return i18n.messages[descriptor.id] === undefined ? englishOf(filled) : i18n._(filled);
}

/**
 * The English sentence of a message for a schema or an error (`z.minLength(1, english(text('…')))`):
 * tests and logs read the English, and `translateMessage` finds its translation.
 */
export function english(descriptor: TextDescriptor): string {
  const sentence = englishOf(descriptor);
  if (descriptor.values) templates.set(sentence, descriptor);
  return sentence;
}

/**
 * A message in `i18n`'s language: a descriptor, or an English string made by `english()` or
 * equal to a `text()` id. Anything the catalogues do not know (zod's own messages, a message
 * not yet extracted) stays in English as it is.
 */
export function translateMessage(i18n: I18n, message: string | TextDescriptor): string {
  const descriptor =
    typeof message === 'string' ? (templates.get(message) ?? { id: message, message }) : message;
  return translated(i18n, descriptor);
}

/** A validation issue's message in `i18n`'s language (server error answers and client forms). */
export function translateIssue(i18n: I18n, issue: { message?: string }): string | undefined {
  return issue.message === undefined ? undefined : translateMessage(i18n, issue.message);
}
