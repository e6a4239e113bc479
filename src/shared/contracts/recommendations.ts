import { z } from 'zod/mini';
import { experienceLevelValues, interactionTypes, resourceTypes } from '../domain-values';
import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';

/** Requirements §3 "Recommendation": each factor and the score are between 0 and 1. */
export const recommendationSchema = z.object({
  id: z.string(),
  resourceType: z.enum(resourceTypes),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  /** Where the resource is read in the product. */
  url: z.string(),
  slug: z.nullable(z.string()),
  score: z.number(),
  difficulty: z.enum(experienceLevelValues),
  /** Minutes. */
  estimatedReadTime: z.number(),
  reasoningFactors: z.object({
    userPreferenceMatch: z.number(),
    popularityScore: z.number(),
    difficultyMatch: z.number(),
  }),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationListSchema = z.array(recommendationSchema);

export {
  DASHBOARD_RECOMMENDATIONS,
  EDUCATION_CENTRE_RECOMMENDATIONS,
} from './recommendation-counts';

/** Requirements §7 POST /api/track-interaction. `interactionType` names the action. */
export const trackInteractionRequestSchema = z.object({
  resourceId: z
    .string()
    .check(z.minLength(1, english(text('resourceId is required.'))), z.maxLength(200)),
  resourceType: z.enum(resourceTypes, {
    error: english(text('resourceType is not a known resource type.')),
  }),
  interactionType: z.enum(interactionTypes, {
    error: english(text('interactionType must be view, click, download, complete or rate.')),
  }),
  /** Identifies an anonymous visitor's browser session; ignored for signed-in clients. */
  sessionId: z.optional(z.string().check(z.maxLength(100))),
  timeSpent: z.optional(z.int().check(z.gte(0), z.lte(86_400))),
  rating: z.optional(z.int().check(z.gte(1), z.lte(5))),
  metadata: z.optional(z.record(z.string().check(z.maxLength(60)), z.unknown())),
});
export type TrackInteractionRequest = z.output<typeof trackInteractionRequestSchema>;
