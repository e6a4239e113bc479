import type { ArticleStatus } from '@shared/domain-values';

export const articleStatusOptions: readonly { value: ArticleStatus; label: string }[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
];

export function articleStatusLabel(status: string): string {
  return articleStatusOptions.find((option) => option.value === status)?.label ?? status;
}

const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A short date people read easily, like 'Mar 4, 2025'; anything unreadable as it came. */
export function formatShortDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : mediumDate.format(date);
}
