import { text, type TextDescriptor } from './i18n/text';

/**
 * The addresses (slugs) of the six guides of requirements §9 that the seed publishes. Pages that link
 * to one guide by name (the landing page's cards) take its slug from here, and so does the seed.
 */
export const guideSlugs = {
  contract: 'understanding-your-timeshare-contract',
  consumerRights: 'your-consumer-rights',
  cancellation: 'timeshare-cancellation-strategies',
  scams: 'spotting-timeshare-exit-scams',
  financialImpact: 'financial-impact-of-timeshare-ownership',
  support: 'finding-support-and-community',
} as const;

/** The six guides' titles, for pages that link to a guide by name and for the seed. */
export const guideTitles: Record<(typeof guideSlugs)[keyof typeof guideSlugs], TextDescriptor> = {
  [guideSlugs.contract]: text('Understanding Your Timeshare Contract'),
  [guideSlugs.consumerRights]: text('Your Consumer Rights as a Timeshare Owner'),
  [guideSlugs.cancellation]: text('Timeshare Cancellation Strategies'),
  [guideSlugs.scams]: text('Spotting Timeshare Exit Scams'),
  [guideSlugs.financialImpact]: text('The Financial Impact of Timeshare Ownership'),
  [guideSlugs.support]: text('Finding Support and Community'),
};
