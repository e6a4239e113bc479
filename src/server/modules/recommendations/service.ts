import { and, eq, gte, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Recommendation } from '@shared/contracts/recommendations';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { defaultUserPreferences } from '@shared/contracts/preferences';
import { professionalAudiences } from '@shared/legal-filters';
import { readTimeMinutes } from '@shared/read-time';
import {
  experienceLevelValues,
  type ExperienceLevel,
  type ResourceType,
} from '@shared/domain-values';
import type { Database, Executor } from '../../db/client';
import {
  articles,
  categories,
  legalForms,
  legalResources,
  recommendationScores,
  resourceInteractions,
  userPreferences,
} from '../../db/schema';
import {
  decayedPopularity,
  matchesInterests,
  normalisePopularity,
  POPULARITY_WINDOW_DAYS,
  scoreResource,
  type ClientInterests,
  type InteractionCount,
  type ResourceScore,
  type ScoredResource,
  type StatedInterests,
} from './scoring';

/** Stored scores are recomputed when the newest is older than this. */
export const RECOMMENDATIONS_MAX_AGE_MS = 60 * 60 * 1000;

/** GET /api/recommendations answers at most this many. */
export const MAX_RECOMMENDATIONS = 50;

const DAY_MS = 24 * 60 * 60 * 1000;
const UPSERT_CHUNK = 500;
const DESCRIPTION_FALLBACK_CHARS = 200;

/** A resource that may be recommended, with what the answer and the formula need. */
export interface Candidate extends ScoredResource {
  id: string;
  title: string;
  description: string;
  url: string;
  slug: string | null;
  estimatedReadTime: number;
  /** When it was last published or changed; newer than the stored scores means recompute. */
  changedAt: Date;
  /** When readers first got it: an article's publication, a legal record's creation. */
  publishedAt: Date;
}

const keyOf = (resourceType: string, resourceId: string) => `${resourceType}:${resourceId}`;

const titleOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Legal tables keep difficulty as free text; anything unrecognised counts as beginner. */
function toExperienceLevel(value: string | null | undefined): ExperienceLevel {
  const level = value?.trim().toLowerCase() ?? '';
  if ((experienceLevelValues as readonly string[]).includes(level)) return level as ExperienceLevel;
  if (['advanced', 'expert'].includes(level)) return 'advanced';
  if (['medium', 'moderate'].includes(level)) return 'intermediate';
  return 'beginner';
}

/** A short plain-text description from Markdown, for articles without an excerpt. */
function plainSnippet(markdown: string): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= DESCRIPTION_FALLBACK_CHARS) return text;
  return `${text.slice(0, DESCRIPTION_FALLBACK_CHARS).replace(/\s+\S*$/, '')}…`;
}

const latest = (...dates: (Date | null)[]) =>
  new Date(Math.max(...dates.map((date) => date?.getTime() ?? 0)));

/** Published articles, public legal resources for clients and public legal forms. */
export async function loadCandidates(db: Executor, now: Date): Promise<Candidate[]> {
  const [articleRows, resourceRows, formRows] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        slug: articles.slug,
        excerpt: articles.excerpt,
        metaDescription: articles.metaDescription,
        content: articles.content,
        tags: articles.tags,
        difficulty: articles.difficulty,
        category: categories.name,
        publishedAt: articles.publishedAt,
        createdAt: articles.createdAt,
        updatedAt: articles.updatedAt,
      })
      .from(articles)
      .leftJoin(categories, eq(articles.categoryId, categories.id))
      .where(
        and(
          eq(articles.status, 'published'),
          // One entry per guide: its translations (issue 21) are the same guide.
          eq(articles.locale, 'en'),
          or(isNull(articles.publishedAt), lte(articles.publishedAt, now)),
        ),
      ),
    db
      .select({
        id: legalResources.id,
        title: legalResources.title,
        kind: legalResources.resourceType,
        category: legalResources.category,
        description: legalResources.description,
        content: legalResources.content,
        difficulty: legalResources.difficulty,
        tags: legalResources.tags,
        createdAt: legalResources.createdAt,
        updatedAt: legalResources.updatedAt,
      })
      .from(legalResources)
      .where(
        and(
          eq(legalResources.isPublic, true),
          // Staff checklists and attorney analyses are not for clients.
          notInArray(legalResources.targetAudience, [...professionalAudiences]),
        ),
      ),
    db
      .select({
        id: legalForms.id,
        title: legalForms.title,
        formType: legalForms.formType,
        category: legalForms.category,
        description: legalForms.description,
        instructions: legalForms.instructions,
        template: legalForms.template,
        createdAt: legalForms.createdAt,
        updatedAt: legalForms.updatedAt,
      })
      .from(legalForms)
      .where(eq(legalForms.isPublic, true)),
  ]);

  return [
    ...articleRows.map((row): Candidate => ({
      resourceType: 'article',
      id: row.id,
      title: row.title,
      category: row.category ?? 'General',
      description: row.excerpt?.trim() || row.metaDescription?.trim() || plainSnippet(row.content),
      url: `/resources/${row.slug}`,
      slug: row.slug,
      tags: row.tags,
      difficulty: row.difficulty,
      estimatedReadTime: readTimeMinutes(row.content),
      changedAt: latest(row.publishedAt, row.updatedAt),
      publishedAt: row.publishedAt ?? row.createdAt,
    })),
    ...resourceRows.map((row): Candidate => ({
      resourceType: 'legal_resource',
      id: row.id,
      title: row.title,
      category: row.category,
      description: row.description,
      url: `/legal-database/legal_resource/${row.id}`,
      slug: null,
      tags: row.tags,
      kind: row.kind,
      difficulty: toExperienceLevel(row.difficulty),
      estimatedReadTime: readTimeMinutes(row.content ?? row.description),
      changedAt: row.updatedAt,
      publishedAt: row.createdAt,
    })),
    ...formRows.map((row): Candidate => ({
      resourceType: 'legal_form',
      id: row.id,
      title: row.title,
      category: row.category,
      description: row.description,
      url: `/legal-database/legal_form/${row.id}`,
      slug: null,
      tags: [row.formType],
      difficulty: 'beginner',
      estimatedReadTime: readTimeMinutes(row.description, row.instructions, row.template),
      changedAt: row.updatedAt,
      publishedAt: row.createdAt,
    })),
  ];
}

/**
 * The candidates readers first got after `after` and up to `upTo` that match the client's
 * stated interests (`matchesInterests`: at least one covered, or none stated), newest first.
 * The guide digest's choice (modules/guide-digest).
 */
export function newCandidatesMatching(
  candidates: readonly Candidate[],
  interests: StatedInterests,
  window: { after: Date; upTo: Date },
): Candidate[] {
  return candidates
    .filter(
      (candidate) =>
        candidate.publishedAt > window.after &&
        candidate.publishedAt <= window.upTo &&
        matchesInterests(interests, candidate),
    )
    .sort(
      (a, b) =>
        b.publishedAt.getTime() - a.publishedAt.getTime() || titleOrder.compare(a.title, b.title),
    );
}

/** Time-decayed interactions of all users and visitors with each candidate, 0-1. */
async function loadPopularity(
  db: Executor,
  candidates: readonly Candidate[],
  now: Date,
): Promise<Map<string, number>> {
  const raw = new Map<string, number>(candidates.map((c) => [keyOf(c.resourceType, c.id), 0]));
  const types = [...new Set(candidates.map((c) => c.resourceType))];
  if (types.length === 0) return raw;

  // One row per resource, action and day keeps the answer small however many interactions.
  const day = sql<string>`floor(extract(epoch from ${resourceInteractions.createdAt}) / 86400)`;
  const rows = await db
    .select({
      resourceType: resourceInteractions.resourceType,
      resourceId: resourceInteractions.resourceId,
      actionType: resourceInteractions.actionType,
      day: day.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(resourceInteractions)
    .where(
      and(
        inArray(resourceInteractions.resourceType, types),
        gte(
          resourceInteractions.createdAt,
          new Date(now.getTime() - POPULARITY_WINDOW_DAYS * DAY_MS),
        ),
      ),
    )
    .groupBy(
      resourceInteractions.resourceType,
      resourceInteractions.resourceId,
      resourceInteractions.actionType,
      day,
    );

  const counts = new Map<string, InteractionCount[]>();
  for (const row of rows) {
    const key = keyOf(row.resourceType, row.resourceId);
    if (!raw.has(key)) continue;
    // The middle of the day the interactions happened on.
    const ageDays = (now.getTime() - (row.day + 0.5) * DAY_MS) / DAY_MS;
    const list = counts.get(key) ?? [];
    list.push({ actionType: row.actionType, count: row.count, ageDays });
    counts.set(key, list);
  }
  for (const [key, list] of counts) raw.set(key, decayedPopularity(list));
  return normalisePopularity(raw);
}

interface StoredPreferences {
  interests: ClientInterests;
  updatedAt: Date | null;
}

async function loadPreferences(db: Executor, clientId: string): Promise<StoredPreferences> {
  const [row] = await db
    .select({
      preferredTopics: userPreferences.preferredTopics,
      helpTypePriority: userPreferences.helpTypePriority,
      contentFormatPreferences: userPreferences.contentFormatPreferences,
      experienceLevel: userPreferences.experienceLevel,
      updatedAt: userPreferences.updatedAt,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, clientId));
  const stored = row ?? { ...defaultUserPreferences, updatedAt: null };
  return {
    interests: {
      preferredTopics: stored.preferredTopics,
      helpTypePriority: stored.helpTypePriority,
      contentFormatPreferences: stored.contentFormatPreferences,
      experienceLevel: toExperienceLevel(stored.experienceLevel),
    },
    updatedAt: row?.updatedAt ?? null,
  };
}

/**
 * Scores every candidate for the client and stores the scores (active, calculated `now`);
 * stored rows of resources that are no longer candidates are deactivated.
 */
export async function refreshRecommendationScores(
  db: Database,
  clientId: string,
  interests: ClientInterests,
  candidates: readonly Candidate[],
  now: Date,
): Promise<Map<string, ResourceScore>> {
  const popularity = await loadPopularity(db, candidates, now);
  const scores = new Map<string, ResourceScore>();
  for (const candidate of candidates) {
    const key = keyOf(candidate.resourceType, candidate.id);
    scores.set(key, scoreResource(interests, candidate, popularity.get(key) ?? 0));
  }

  await db.transaction(async (tx) => {
    const rows = candidates.map((candidate) => {
      const { score, reasoningFactors } = scores.get(keyOf(candidate.resourceType, candidate.id))!;
      return {
        userId: clientId,
        resourceType: candidate.resourceType,
        resourceId: candidate.id,
        score: score.toFixed(3),
        reasoningFactors,
        lastCalculated: now,
        isActive: true,
      };
    });
    for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
      await tx
        .insert(recommendationScores)
        .values(rows.slice(start, start + UPSERT_CHUNK))
        .onConflictDoUpdate({
          target: [
            recommendationScores.userId,
            recommendationScores.resourceType,
            recommendationScores.resourceId,
          ],
          set: {
            score: sql`excluded.score`,
            reasoningFactors: sql`excluded.reasoning_factors`,
            lastCalculated: sql`excluded.last_calculated`,
            isActive: true,
          },
        });
    }
    // Every current candidate now carries `now`; older rows are resources that disappeared.
    await tx
      .update(recommendationScores)
      .set({ isActive: false })
      .where(
        and(
          eq(recommendationScores.userId, clientId),
          eq(recommendationScores.isActive, true),
          lt(recommendationScores.lastCalculated, now),
        ),
      );
  });
  return scores;
}

interface StoredScores {
  scores: Map<string, ResourceScore>;
  /** The newest lastCalculated of the active rows, or null when there are none. */
  calculatedAt: Date | null;
}

async function loadStoredScores(db: Executor, clientId: string): Promise<StoredScores> {
  const rows = await db
    .select({
      resourceType: recommendationScores.resourceType,
      resourceId: recommendationScores.resourceId,
      score: recommendationScores.score,
      reasoningFactors: recommendationScores.reasoningFactors,
      lastCalculated: recommendationScores.lastCalculated,
    })
    .from(recommendationScores)
    .where(and(eq(recommendationScores.userId, clientId), eq(recommendationScores.isActive, true)));
  const scores = new Map<string, ResourceScore>();
  let calculatedAt: Date | null = null;
  for (const row of rows) {
    const factors = row.reasoningFactors;
    scores.set(keyOf(row.resourceType, row.resourceId), {
      score: Number(row.score),
      reasoningFactors: {
        userPreferenceMatch: factors.userPreferenceMatch ?? 0,
        popularityScore: factors.popularityScore ?? 0,
        difficultyMatch: factors.difficultyMatch ?? 0,
      },
    });
    if (!calculatedAt || row.lastCalculated > calculatedAt) calculatedAt = row.lastCalculated;
  }
  return { scores, calculatedAt };
}

/**
 * Stored scores are recomputed when there are none, when they are over an hour old, when the
 * client changed preferences since, or when a candidate is new, changed or gone since.
 */
export function needsRefresh(args: {
  stored: StoredScores;
  candidates: readonly Candidate[];
  preferencesUpdatedAt: Date | null;
  now: Date;
}): boolean {
  const { stored, candidates, preferencesUpdatedAt, now } = args;
  const calculatedAt = stored.calculatedAt;
  if (!calculatedAt) return true;
  if (now.getTime() - calculatedAt.getTime() > RECOMMENDATIONS_MAX_AGE_MS) return true;
  if (preferencesUpdatedAt && preferencesUpdatedAt >= calculatedAt) return true;
  const current = new Set(
    candidates.map((candidate) => keyOf(candidate.resourceType, candidate.id)),
  );
  if (current.size !== stored.scores.size) return true;
  return candidates.some(
    (candidate) =>
      candidate.changedAt > calculatedAt ||
      !stored.scores.has(keyOf(candidate.resourceType, candidate.id)),
  );
}

async function completedKeys(db: Executor, clientId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({
      resourceType: resourceInteractions.resourceType,
      resourceId: resourceInteractions.resourceId,
    })
    .from(resourceInteractions)
    .where(
      and(
        eq(resourceInteractions.userId, clientId),
        eq(resourceInteractions.actionType, 'complete'),
      ),
    );
  return new Set(rows.map((row) => keyOf(row.resourceType, row.resourceId)));
}

/**
 * GET /api/recommendations: the client's recommendations, best first (score, then title),
 * without resources the client has completed; scores are recomputed first when stale.
 */
export async function listRecommendations(
  db: Database,
  clientId: string,
  options: { limit?: number; now?: Date; locale?: Locale } = {},
): Promise<Recommendation[]> {
  const now = options.now ?? new Date();
  const limit = Math.min(Math.max(1, options.limit ?? MAX_RECOMMENDATIONS), MAX_RECOMMENDATIONS);

  const [candidates, stored, preferences, completed] = await Promise.all([
    loadCandidates(db, now),
    loadStoredScores(db, clientId),
    loadPreferences(db, clientId),
    completedKeys(db, clientId),
  ]);
  const scores = needsRefresh({
    stored,
    candidates,
    preferencesUpdatedAt: preferences.updatedAt,
    now,
  })
    ? await refreshRecommendationScores(db, clientId, preferences.interests, candidates, now)
    : stored.scores;

  const recommendations: Recommendation[] = [];
  for (const candidate of candidates) {
    const key = keyOf(candidate.resourceType, candidate.id);
    const scored = scores.get(key);
    if (!scored || completed.has(key)) continue;
    recommendations.push({
      id: candidate.id,
      resourceType: candidate.resourceType as ResourceType,
      title: candidate.title,
      category: candidate.category,
      description: candidate.description,
      url: candidate.url,
      slug: candidate.slug,
      score: scored.score,
      difficulty: candidate.difficulty,
      estimatedReadTime: candidate.estimatedReadTime,
      reasoningFactors: scored.reasoningFactors,
    });
  }
  recommendations.sort(
    (a, b) => b.score - a.score || titleOrder.compare(a.title, b.title) || a.id.localeCompare(b.id),
  );
  const chosen = recommendations.slice(0, limit);
  return inLanguage(db, chosen, options.locale ?? DEFAULT_LOCALE, now);
}

/**
 * A guide is recommended once, as its English article (issue 21); a reader of another language
 * sees the title and summary of its published translation, where there is one. The address
 * stays the guide's: its page in that language shows the translation.
 */
async function inLanguage(
  db: Database,
  recommendations: Recommendation[],
  locale: Locale,
  now: Date,
): Promise<Recommendation[]> {
  const guideIds = recommendations
    .filter((recommendation) => recommendation.resourceType === 'article')
    .map((recommendation) => recommendation.id);
  if (locale === DEFAULT_LOCALE || guideIds.length === 0) return recommendations;
  const translations = await db
    .select({
      translationOf: articles.translationOf,
      title: articles.title,
      excerpt: articles.excerpt,
      metaDescription: articles.metaDescription,
    })
    .from(articles)
    .where(
      and(
        inArray(articles.translationOf, guideIds),
        eq(articles.locale, locale),
        eq(articles.status, 'published'),
        or(isNull(articles.publishedAt), lte(articles.publishedAt, now)),
      ),
    );
  const byGuide = new Map(translations.map((row) => [row.translationOf, row]));
  return recommendations.map((recommendation) => {
    const translation =
      recommendation.resourceType === 'article' ? byGuide.get(recommendation.id) : undefined;
    if (!translation) return recommendation;
    return {
      ...recommendation,
      title: translation.title,
      description:
        translation.excerpt?.trim() ||
        translation.metaDescription?.trim() ||
        recommendation.description,
    };
  });
}
