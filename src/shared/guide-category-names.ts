import { text } from './i18n/text';

/**
 * The names of the guides' categories that come with the product (the seed), in the
 * catalogues so pages show them in the reader's language. The database keeps the English; a
 * category staff add later is shown as they wrote it.
 */
export const guideCategoryNames = {
  legal: text('Legal'),
  cancellation: text('Cancellation'),
  protection: text('Protection'),
  financial: text('Financial'),
  support: text('Support'),
} as const;
