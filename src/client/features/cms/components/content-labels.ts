import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ArticleStatus } from '@shared/domain-values';

export const articleStatusOptions: readonly { value: ArticleStatus; label: MessageDescriptor }[] = [
  { value: 'draft', label: msg`Draft` },
  { value: 'published', label: msg`Published` },
  { value: 'archived', label: msg`Archived` },
];

/** The statuses as a Select's options, in the page's language. */
export function articleStatusChoices(i18n: I18n): { value: ArticleStatus; label: string }[] {
  return articleStatusOptions.map(({ value, label }) => ({ value, label: i18n._(label) }));
}

export function articleStatusLabel(status: string, i18n: I18n): string {
  const label = articleStatusOptions.find((option) => option.value === status)?.label;
  return label ? i18n._(label) : status;
}

/**
 * A short date people read easily, like 'Mar 4, 2025' (in the page's `Intl` locale);
 * anything unreadable as it came.
 */
export function formatShortDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
