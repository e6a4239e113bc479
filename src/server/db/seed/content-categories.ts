import type { Database } from '../client';
import { categories } from '../schema';
import { guideCategoryNames } from '@shared/guide-category-names';

/** The categories of the education centre's guides (requirements §9 Static content). */
export const guideCategories = [
  {
    name: guideCategoryNames.legal.message,
    slug: 'legal',
    description: 'Your contract and the consumer rights the law gives you.',
    displayOrder: 1,
  },
  {
    name: guideCategoryNames.cancellation.message,
    slug: 'cancellation',
    description: 'Ways to leave a timeshare contract and what each one involves.',
    displayOrder: 2,
  },
  {
    name: guideCategoryNames.protection.message,
    slug: 'protection',
    description: 'How to spot and avoid exit scams and high-pressure sales.',
    displayOrder: 3,
  },
  {
    name: guideCategoryNames.financial.message,
    slug: 'financial',
    description: 'What a timeshare costs over time, and how to plan around it.',
    displayOrder: 4,
  },
  {
    name: guideCategoryNames.support.message,
    slug: 'support',
    description: 'Where to find help and people who have been through it.',
    displayOrder: 5,
  },
];

export async function seedContentCategories(db: Database): Promise<void> {
  await db
    .insert(categories)
    .values(guideCategories)
    .onConflictDoNothing({ target: categories.slug });
}
