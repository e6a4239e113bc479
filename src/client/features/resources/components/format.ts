import { experienceLevels, optionLabel } from '@shared/options';

/** 'N min read' (requirements §2 Education centre). */
export function readTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}

/** 'Beginner', 'Intermediate' or 'Advanced'. */
export function difficultyLabel(difficulty: string): string {
  return optionLabel(experienceLevels, difficulty);
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** A date people read easily, like 'January 5, 2025'; anything unreadable is shown as it came. */
export function formatLongDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}
