import { text } from './i18n/text';

/** What search results show for a page that does not describe itself (as in index.html). */
export const DEFAULT_DESCRIPTION = text(
  'Timeshare Resolution Advocates is a nonprofit that helps timeshare owners understand their rights, avoid exit scams and find vetted legal help.',
);
