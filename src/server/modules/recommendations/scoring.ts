/**
 * How a resource is scored for a client (docs/recommendations.md). Pure: no I/O, no clock;
 * the service loads the data and passes the current time in.
 */
import {
  experienceLevelValues,
  type ExperienceLevel,
  type ResourceType,
} from '@shared/domain-values';

/** score = 0.6·userPreferenceMatch + 0.25·difficultyMatch + 0.15·popularityScore */
export const SCORE_WEIGHTS = {
  userPreferenceMatch: 0.6,
  difficultyMatch: 0.25,
  popularityScore: 0.15,
} as const;

/** The preference match of a client who has stated no interests at all. */
export const NEUTRAL_PREFERENCE_MATCH = 0.5;

/** What one interaction adds to a resource's popularity before it decays. */
export const INTERACTION_WEIGHTS: Readonly<Record<string, number>> = {
  view: 1,
  click: 1,
  download: 2,
  complete: 3,
  rate: 1,
};

/** An interaction counts half as much after this many days, a quarter after twice as many. */
export const POPULARITY_HALF_LIFE_DAYS = 30;

/** Older interactions are not loaded: after twelve half-lives they weigh under 0.03 %. */
export const POPULARITY_WINDOW_DAYS = 365;

export interface ClientInterests {
  preferredTopics: readonly string[];
  helpTypePriority: readonly string[];
  contentFormatPreferences: readonly string[];
  experienceLevel: ExperienceLevel;
}

/** What a client says they are interested in: topics, help types and formats. */
export type StatedInterests = Pick<
  ClientInterests,
  'preferredTopics' | 'helpTypePriority' | 'contentFormatPreferences'
>;

/** What the formula reads of a resource. */
export interface ScoredResource {
  resourceType: ResourceType;
  /** The resource's own tags (for a form: its form type). */
  tags: readonly string[];
  /** Category name. */
  category: string;
  /** A legal resource's kind (its `resource_type` column, e.g. 'checklist'), when known. */
  kind?: string | null;
  difficulty: ExperienceLevel;
}

export interface ReasoningFactors {
  userPreferenceMatch: number;
  popularityScore: number;
  difficultyMatch: number;
}

export interface ResourceScore {
  score: number;
  reasoningFactors: ReasoningFactors;
}

/** Content formats (requirements §9) a resource offers by its type alone. */
const FORMATS_BY_TYPE: Partial<Record<ResourceType, readonly string[]>> = {
  article: ['Articles & Guides'],
  legal_form: ['Legal Documents', 'Document Templates'],
};

/** Content formats a legal resource offers by its kind. */
const FORMATS_BY_KIND: Readonly<Record<string, readonly string[]>> = {
  checklist: ['Checklists'],
  guide: ['Articles & Guides'],
  template: ['Document Templates'],
  form: ['Legal Documents'],
  video: ['Video Content'],
  tool: ['Interactive Tools'],
};

/** Rounds to the 3 decimals recommendation_scores.score keeps. */
export const round3 = (value: number) => Math.round(value * 1000) / 1000;

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/**
 * Labels compare ignoring case, punctuation and a plural s: 'scam-prevention' matches
 * 'Scam Prevention', 'checklist' matches 'Checklists'.
 */
export function normaliseTerm(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) =>
      word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
    )
    .join(' ');
}

/** Formats implied by a resource's type and, for legal resources, its kind. */
export function impliedFormats(resource: Pick<ScoredResource, 'resourceType' | 'kind'>): string[] {
  const byType = FORMATS_BY_TYPE[resource.resourceType] ?? [];
  const kind = resource.kind ? normaliseTerm(resource.kind) : '';
  const byKind = FORMATS_BY_KIND[kind] ?? [];
  return [...byType, ...byKind];
}

/** Everything of a resource an interest can match: tags, category, kind and implied formats. */
export function resourceTerms(resource: ScoredResource): Set<string> {
  const labels = [
    ...resource.tags,
    resource.category,
    ...(resource.kind ? [resource.kind] : []),
    ...impliedFormats(resource),
  ];
  return new Set(labels.map(normaliseTerm).filter((term) => term !== ''));
}

/**
 * The share of the client's stated interests (topics, help types and formats together, each
 * counted once) that the resource covers; 0.5 when the client stated none.
 */
export function userPreferenceMatch(interests: StatedInterests, resource: ScoredResource): number {
  const stated = new Set(
    [
      ...interests.preferredTopics,
      ...interests.helpTypePriority,
      ...interests.contentFormatPreferences,
    ]
      .map(normaliseTerm)
      .filter((term) => term !== ''),
  );
  if (stated.size === 0) return NEUTRAL_PREFERENCE_MATCH;
  const terms = resourceTerms(resource);
  let covered = 0;
  for (const interest of stated) if (terms.has(interest)) covered += 1;
  return covered / stated.size;
}

/**
 * Whether a resource speaks to the client at all: it covers at least one stated interest, or
 * the client stated none (the neutral match). The guide digest offers only these.
 */
export function matchesInterests(interests: StatedInterests, resource: ScoredResource): boolean {
  return userPreferenceMatch(interests, resource) > 0;
}

/** 1 for the client's own level, 0.5 one level apart, 0 two levels apart. */
export function difficultyMatch(clientLevel: ExperienceLevel, resourceLevel: ExperienceLevel) {
  const distance = Math.abs(
    experienceLevelValues.indexOf(clientLevel) - experienceLevelValues.indexOf(resourceLevel),
  );
  return distance === 0 ? 1 : distance === 1 ? 0.5 : 0;
}

/** Interactions of one kind with one resource, counted together at one age. */
export interface InteractionCount {
  actionType: string;
  count: number;
  /** How long ago, in days (not below 0). */
  ageDays: number;
}

/** Σ weight(action) · count · 0.5^(age / half-life): unknown actions weigh nothing. */
export function decayedPopularity(interactions: readonly InteractionCount[]): number {
  let total = 0;
  for (const { actionType, count, ageDays } of interactions) {
    const weight = INTERACTION_WEIGHTS[actionType] ?? 0;
    const age = Math.max(0, ageDays);
    total += weight * Math.max(0, count) * 0.5 ** (age / POPULARITY_HALF_LIFE_DAYS);
  }
  return total;
}

/** Each raw popularity divided by the largest among the candidates; all 0 when none has any. */
export function normalisePopularity<Key>(raw: ReadonlyMap<Key, number>): Map<Key, number> {
  let max = 0;
  for (const value of raw.values()) if (value > max) max = value;
  const normalised = new Map<Key, number>();
  for (const [key, value] of raw) normalised.set(key, max > 0 ? clamp01(value / max) : 0);
  return normalised;
}

/**
 * The weighted sum of the factors (each first rounded to 3 decimals), rounded to 3 decimals,
 * so the stored score can be recomputed from the stored factors.
 */
export function combineFactors(factors: ReasoningFactors): ResourceScore {
  const reasoningFactors = {
    userPreferenceMatch: round3(clamp01(factors.userPreferenceMatch)),
    popularityScore: round3(clamp01(factors.popularityScore)),
    difficultyMatch: round3(clamp01(factors.difficultyMatch)),
  };
  const sum =
    SCORE_WEIGHTS.userPreferenceMatch * reasoningFactors.userPreferenceMatch +
    SCORE_WEIGHTS.difficultyMatch * reasoningFactors.difficultyMatch +
    SCORE_WEIGHTS.popularityScore * reasoningFactors.popularityScore;
  return { score: round3(clamp01(sum)), reasoningFactors };
}

/** One resource's score for a client, given its normalised popularity (0-1). */
export function scoreResource(
  interests: ClientInterests,
  resource: ScoredResource,
  popularityScore: number,
): ResourceScore {
  return combineFactors({
    userPreferenceMatch: userPreferenceMatch(interests, resource),
    popularityScore,
    difficultyMatch: difficultyMatch(interests.experienceLevel, resource.difficulty),
  });
}
