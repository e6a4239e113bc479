/* Its own module: the landing page shows it, and must not carry every option list with it. */

/** Requirements §9 partner categories, as the landing page and /partners describe them. */
export const partnerCategories = [
  {
    name: 'Legal Aid',
    description:
      'Lawyers and legal aid groups who can review your contract and explain your legal options.',
  },
  {
    name: 'Cancellation Service Providers',
    description:
      'Companies that handle the cancellation process for you. Always ask them to explain every fee in writing first.',
  },
  {
    name: 'Financial Advisors',
    description:
      'Advisors who can help you understand the effect on your budget, your credit and your family.',
  },
  {
    name: 'Support Services',
    description: 'Counselling and community groups for the stress and worry a timeshare can cause.',
  },
] as const;
