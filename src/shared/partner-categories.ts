/* Its own module: the landing page shows it, and must not carry every option list with it. */
import { text } from './i18n/text';

/** Requirements §9 partner categories, as the landing page and /partners describe them. */
export const partnerCategories = [
  {
    id: 'legal-aid',
    name: text('Legal Aid'),
    description: text(
      'Lawyers and legal aid groups who can review your contract and explain your legal options.',
    ),
  },
  {
    id: 'cancellation-services',
    name: text('Cancellation Service Providers'),
    description: text(
      'Companies that handle the cancellation process for you. Always ask them to explain every fee in writing first.',
    ),
  },
  {
    id: 'financial-advisors',
    name: text('Financial Advisors'),
    description: text(
      'Advisors who can help you understand the effect on your budget, your credit and your family.',
    ),
  },
  {
    id: 'support-services',
    name: text('Support Services'),
    description: text(
      'Counselling and community groups for the stress and worry a timeshare can cause.',
    ),
  },
] as const;
