import { describe, expect, it } from 'vitest';
import {
  combineFactors,
  decayedPopularity,
  difficultyMatch,
  impliedFormats,
  NEUTRAL_PREFERENCE_MATCH,
  normalisePopularity,
  normaliseTerm,
  POPULARITY_HALF_LIFE_DAYS,
  scoreResource,
  SCORE_WEIGHTS,
  userPreferenceMatch,
  type ClientInterests,
  type ScoredResource,
} from './scoring';

const nothingStated: ClientInterests = {
  preferredTopics: [],
  helpTypePriority: [],
  contentFormatPreferences: [],
  experienceLevel: 'beginner',
};

const scamChecklist: ScoredResource = {
  resourceType: 'legal_resource',
  tags: ['Scam Prevention', 'Checklists'],
  category: 'Consumer Protection',
  difficulty: 'beginner',
};

describe('the weights', () => {
  it('add up to 1', () => {
    const total =
      SCORE_WEIGHTS.userPreferenceMatch +
      SCORE_WEIGHTS.difficultyMatch +
      SCORE_WEIGHTS.popularityScore;
    expect(total).toBeCloseTo(1, 10);
  });
});

describe('normaliseTerm', () => {
  it('ignores case, punctuation and a plural s', () => {
    expect(normaliseTerm('scam-prevention')).toBe(normaliseTerm('Scam Prevention'));
    expect(normaliseTerm('checklist')).toBe(normaliseTerm('Checklists'));
    expect(normaliseTerm(' Articles & Guides ')).toBe('article guide');
    expect(normaliseTerm('Legal Rights')).not.toBe(normaliseTerm('Legal Guidance'));
  });
});

describe('userPreferenceMatch', () => {
  it('is the neutral 0.5 when the client stated nothing', () => {
    expect(userPreferenceMatch(nothingStated, scamChecklist)).toBe(NEUTRAL_PREFERENCE_MATCH);
  });

  it('is the share of stated interests the tags, category and format cover', () => {
    const interests: ClientInterests = {
      ...nothingStated,
      preferredTopics: ['Scam Prevention', 'Legal Rights'],
      helpTypePriority: ['Legal Guidance'],
      contentFormatPreferences: ['Checklists'],
    };
    expect(userPreferenceMatch(interests, scamChecklist)).toBe(2 / 4);
    expect(userPreferenceMatch(interests, { ...scamChecklist, category: 'Legal Guidance' })).toBe(
      3 / 4,
    );
    expect(userPreferenceMatch(interests, { ...scamChecklist, tags: [] })).toBe(0);
  });

  it('counts an interest stated twice once', () => {
    const interests: ClientInterests = {
      ...nothingStated,
      preferredTopics: ['Scam Prevention', 'scam prevention'],
      contentFormatPreferences: ['Video Content'],
    };
    expect(userPreferenceMatch(interests, scamChecklist)).toBe(1 / 2);
  });

  it('lets the type imply a format: articles are guides, forms are documents and templates', () => {
    expect(impliedFormats({ resourceType: 'article' })).toEqual(['Articles & Guides']);
    expect(impliedFormats({ resourceType: 'legal_form' })).toEqual([
      'Legal Documents',
      'Document Templates',
    ]);
    expect(impliedFormats({ resourceType: 'legal_resource', kind: 'checklist' })).toEqual([
      'Checklists',
    ]);
    const wantsTemplates = { ...nothingStated, helpTypePriority: ['Document Templates'] };
    const form: ScoredResource = {
      resourceType: 'legal_form',
      tags: ['Rescission Letter'],
      category: 'Cancellation',
      difficulty: 'beginner',
    };
    expect(userPreferenceMatch(wantsTemplates, form)).toBe(1);
    expect(userPreferenceMatch(wantsTemplates, { ...form, resourceType: 'article' })).toBe(0);
  });
});

describe('difficultyMatch', () => {
  it('is 1 for the same level, 0.5 one level apart and 0 two apart', () => {
    expect(difficultyMatch('beginner', 'beginner')).toBe(1);
    expect(difficultyMatch('intermediate', 'advanced')).toBe(0.5);
    expect(difficultyMatch('intermediate', 'beginner')).toBe(0.5);
    expect(difficultyMatch('beginner', 'advanced')).toBe(0);
    expect(difficultyMatch('advanced', 'beginner')).toBe(0);
  });
});

describe('popularity', () => {
  it('weighs downloads twice and completions three times a view, halving every 30 days', () => {
    expect(decayedPopularity([{ actionType: 'view', count: 1, ageDays: 0 }])).toBe(1);
    expect(decayedPopularity([{ actionType: 'click', count: 3, ageDays: 0 }])).toBe(3);
    expect(decayedPopularity([{ actionType: 'download', count: 1, ageDays: 0 }])).toBe(2);
    expect(decayedPopularity([{ actionType: 'complete', count: 1, ageDays: 0 }])).toBe(3);
    expect(
      decayedPopularity([{ actionType: 'view', count: 4, ageDays: POPULARITY_HALF_LIFE_DAYS }]),
    ).toBeCloseTo(2, 10);
    expect(decayedPopularity([{ actionType: 'view', count: 4, ageDays: 60 }])).toBeCloseTo(1, 10);
    expect(decayedPopularity([{ actionType: 'shared', count: 9, ageDays: 0 }])).toBe(0);
    expect(decayedPopularity([])).toBe(0);
  });

  it('is normalised by the most popular candidate, and 0 for all when none has any', () => {
    const normalised = normalisePopularity(
      new Map([
        ['a', 8],
        ['b', 2],
        ['c', 0],
      ]),
    );
    expect(Object.fromEntries(normalised)).toEqual({ a: 1, b: 0.25, c: 0 });
    expect(Object.fromEntries(normalisePopularity(new Map([['a', 0]])))).toEqual({ a: 0 });
  });
});

describe('the score', () => {
  it('is 0.6·preference + 0.25·difficulty + 0.15·popularity, rounded to 3 decimals', () => {
    const { score, reasoningFactors } = combineFactors({
      userPreferenceMatch: 1 / 3,
      difficultyMatch: 0.5,
      popularityScore: 0.123456,
    });
    expect(reasoningFactors).toEqual({
      userPreferenceMatch: 0.333,
      difficultyMatch: 0.5,
      popularityScore: 0.123,
    });
    // 0.6·0.333 + 0.25·0.5 + 0.15·0.123 = 0.1998 + 0.125 + 0.01845
    expect(score).toBe(0.343);
  });

  it('stays within 0..1 at the extremes and for values out of range', () => {
    expect(
      combineFactors({ userPreferenceMatch: 1, difficultyMatch: 1, popularityScore: 1 }).score,
    ).toBe(1);
    expect(
      combineFactors({ userPreferenceMatch: 0, difficultyMatch: 0, popularityScore: 0 }).score,
    ).toBe(0);
    const wild = combineFactors({
      userPreferenceMatch: 7,
      difficultyMatch: -2,
      popularityScore: NaN,
    });
    expect(wild.reasoningFactors).toEqual({
      userPreferenceMatch: 1,
      difficultyMatch: 0,
      popularityScore: 0,
    });
    expect(wild.score).toBe(0.6);
  });

  it('ranks a matching beginner resource above an advanced one on other topics', () => {
    const client: ClientInterests = {
      ...nothingStated,
      preferredTopics: ['Scam Prevention'],
      contentFormatPreferences: ['Checklists'],
    };
    const analysis: ScoredResource = {
      resourceType: 'legal_resource',
      tags: ['Legal Rights', 'State Regulations'],
      category: 'Legal Analysis',
      difficulty: 'advanced',
    };
    const scam = scoreResource(client, scamChecklist, 0);
    const other = scoreResource(client, analysis, 1);
    expect(scam).toEqual({
      score: 0.85,
      reasoningFactors: { userPreferenceMatch: 1, difficultyMatch: 1, popularityScore: 0 },
    });
    expect(other.score).toBe(0.15);
  });
});
