import type { TextDescriptor } from './i18n/text';

/**
 * A descriptor in English, its placeholders filled: for what the server writes before it
 * knows the reader's language (e-mails, PDFs, stored text).
 */
export function englishText(descriptor: TextDescriptor): string {
  const values = descriptor.values ?? {};
  return descriptor.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
