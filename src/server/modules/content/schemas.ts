import { z } from 'zod/mini';
import { articleInputSchema, categoryInputSchema } from '@shared/contracts/content';

/**
 * PUT bodies: the create contracts, except that fields with a default (article status,
 * category displayOrder and isActive) keep their stored value when left out, instead of
 * falling back to the default (which would, say, quietly unpublish an article).
 */
export const articleUpdateSchema = z.extend(articleInputSchema, {
  status: z.optional(articleInputSchema.shape.status._zod.def.innerType),
});
export type ArticleUpdate = z.output<typeof articleUpdateSchema>;

export const categoryUpdateSchema = z.extend(categoryInputSchema, {
  displayOrder: z.optional(categoryInputSchema.shape.displayOrder._zod.def.innerType),
  isActive: z.optional(categoryInputSchema.shape.isActive._zod.def.innerType),
});
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;
