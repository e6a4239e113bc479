/**
 * Showing a descriptor whose values are words of their own: a descriptor in the values (a
 * state's name for its papers) is translated first, and a day (`longDate(iso)`) is written out
 * in the reader's language. Everything else goes to `i18n._` as it is.
 */
import type { I18n } from '@lingui/core';
import { INTL_LOCALES, isLocale } from '../i18n/locales';
import type { TextDescriptor } from '../i18n/text';
import { formatLongDate } from './dates';

/** A day (YYYY-MM-DD) to write out in full where the text is shown. */
export interface LongDate {
  longDate: string;
}

export const longDate = (iso: string): LongDate => ({ longDate: iso });

const isLongDate = (value: unknown): value is LongDate =>
  typeof value === 'object' && value !== null && typeof (value as LongDate).longDate === 'string';

const isDescriptor = (value: unknown): value is TextDescriptor =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TextDescriptor).id === 'string' &&
  typeof (value as TextDescriptor).message === 'string';

/** The descriptor in the language of `i18n`, its values written out too. */
export function showText(i18n: I18n, descriptor: TextDescriptor): string {
  if (!descriptor.values) return i18n._(descriptor);
  const intlLocale = isLocale(i18n.locale) ? INTL_LOCALES[i18n.locale] : 'en-US';
  const values = Object.fromEntries(
    Object.entries(descriptor.values).map(([name, value]) => [
      name,
      isDescriptor(value)
        ? showText(i18n, value)
        : isLongDate(value)
          ? formatLongDate(value.longDate, intlLocale)
          : value,
    ]),
  );
  const written: TextDescriptor = { ...descriptor, values };
  return i18n._(written);
}
