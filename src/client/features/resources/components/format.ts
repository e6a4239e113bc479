import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translateMessage } from '@shared/i18n/translate-issue';

/** 'N min read' (requirements §2 Education centre), in the page's language. */
export function readTimeLabel(minutes: number, i18n: I18n): string {
  const count = Math.max(1, Math.round(minutes));
  return i18n._(msg`${count} min read`);
}

/**
 * A date people read easily, like 'January 5, 2025', in the page's `Intl` locale; anything
 * unreadable is shown as it came.
 */
export function formatLongDate(value: string, intlLocale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long' }).format(date);
}

/**
 * A category's name in the page's language: the categories that come with the product are in
 * the catalogues (shared/guide-category-names.ts); one staff added is shown as written.
 */
export function categoryNameIn(i18n: I18n, name: string): string {
  return translateMessage(i18n, name);
}
