import { sql, type SQL } from 'drizzle-orm';
import { LEGAL_SEARCH_MAX_LENGTH, type LegalSearchHit } from '@shared/contracts/legal';
import type { LegalKind } from '@shared/legal-filters';
import { escapeHtml } from '@shared/html-text';
import type { Executor } from '../../db/client';
import { FieldError } from '../../platform/errors';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

/*
 * Full-text search over the legal database (requirements §7). Each table has a generated, weighted
 * `search_vector` (title A, citation B, summary C, long text D) with a GIN index, and a
 * generated `citation_key` (schema/legal.ts). A query
 * - is parsed with websearch_to_tsquery('english', q), which accepts quotes, OR and a leading
 *   - for "not" without syntax errors (its one failure, a long run of "-", is avoided by
 *   collapseNegations, and a words-only retry covers anything else it refuses);
 * - when it contains a digit, is also normalised like a citation and matched as a substring
 *   of citation_key, so "721.10", "§ 721.10", "16 CFR 429" and "15 U.S.C. § 45" find their
 *   records. Citation matches rank above every text match: exact key 3, at word boundaries 2,
 *   anywhere 1, plus the text rank, which is below 1 (ts_rank_cd with normalisation 32).
 * The snippet is ts_headline over the summary or description, HTML-escaped afterwards, so its
 * only tags are the <mark>s around matched words (see snippetHtml).
 */

export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;

export const EMPTY_QUERY_MESSAGE = english(text('Enter a word, phrase or citation to search for.'));
export const QUERY_TOO_LONG_MESSAGE = english(
  text('Search for at most {max} characters.', { max: LEGAL_SEARCH_MAX_LENGTH }),
);

/** A 400 about one request field; the routes add it to the answer's `issues`. */
const FILLER_WORDS = /\b(part|parts|section|sections|sec|ch|chapter)\b/g;

/**
 * A citation in the form citation_key stores ("Fla. Stat. § 721.10" -> "fla stat 721.10",
 * "16 C.F.R. Part 429" -> "16 cfr 429", "15 U.S.C. § 45" -> "15 usc 45"). The JavaScript twin
 * of citationKeySql in schema/legal.ts: change both together.
 */
export function normaliseCitation(text: string): string {
  return text
    .replace(/[A-Z]+/g, (letters) => letters.toLowerCase())
    .replace(/([a-z])\.(?![0-9])/g, '$1')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/\.(?![0-9])|(?<![a-z0-9])\./g, ' ')
    .replace(FILLER_WORDS, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The citation key a query is matched with, or null when it does not look like a citation. */
export function citationKeyOfQuery(query: string): string | null {
  if (!/[0-9]/.test(query)) return null;
  const key = normaliseCitation(query);
  return /[0-9]/.test(key) ? key : null;
}

/**
 * The query as it is searched for: control characters (PostgreSQL text cannot hold NUL) become
 * spaces and the ends are trimmed. Empty or longer than LEGAL_SEARCH_MAX_LENGTH characters
 * answers 400.
 */
export function cleanSearchQuery(raw: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const query = (raw ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (query === '') throw new FieldError('q', EMPTY_QUERY_MESSAGE);
  if ([...query].length > LEGAL_SEARCH_MAX_LENGTH) {
    throw new FieldError('q', QUERY_TOO_LONG_MESSAGE);
  }
  return query;
}

/**
 * How one table takes part in search: SQL expressions over the table aliased `t`. Every one is
 * a constant written here, never input.
 */
interface SearchSource {
  table: string;
  title: string;
  /** Shown as the hit's citation. */
  citation: string;
  jurisdiction: string;
  /** The text the snippet is cut from. */
  body: string;
  /** The table has a citation_key column. */
  citationKey: boolean;
  /** Only the rows this is true of are shown to anyone. */
  visible?: string;
}

const searchSources: Record<LegalKind, SearchSource> = {
  statutes: {
    table: 'legal_statutes',
    title: 't.title',
    citation: 't.citation',
    jurisdiction: 't.jurisdiction',
    body: 't.summary',
    citationKey: true,
  },
  cases: {
    table: 'legal_cases',
    title: 't.case_name',
    citation: 't.citation',
    jurisdiction: 't.jurisdiction',
    body: 't.summary',
    citationKey: true,
  },
  regulations: {
    table: 'legal_regulations',
    title: 't.title',
    citation: 'coalesce(t.cfr, t.federal_register)',
    jurisdiction: 't.jurisdiction',
    body: 't.summary',
    citationKey: true,
  },
  forms: {
    table: 'legal_forms',
    title: 't.title',
    citation: 'null::text',
    jurisdiction: 't.jurisdiction',
    body: 't.description',
    citationKey: false,
    visible: 't.is_public',
  },
  resources: {
    table: 'legal_resources',
    title: 't.title',
    citation: 'null::text',
    jurisdiction: 'null::text',
    body: 't.description',
    citationKey: false,
    visible: 't.is_public',
  },
};

/** Equal ranks list primary law first. */
const KIND_ORDER: readonly LegalKind[] = ['statutes', 'regulations', 'cases', 'forms', 'resources'];

/** ts_rank_cd weights for D, C, B, A (PostgreSQL's defaults, spelled out). */
const RANK_WEIGHTS = `'{0.1, 0.2, 0.4, 1.0}'::float4[]`;
/*
 * ts_headline marks matches with two private-use characters (removed from the text first, so
 * only ts_headline can put them there); the snippet is then HTML-escaped as a whole and the
 * markers become <mark> and </mark>, so no other tag can come through. ts_headline itself
 * turns anything that looks like an HTML tag in the text into a space.
 */
const MARK_START = '\uE000';
const MARK_STOP = '\uE001';
const HEADLINE_OPTIONS = `StartSel="${MARK_START}", StopSel="${MARK_STOP}", MaxWords=35, MinWords=15, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

/** The headline as HTML whose only tags are <mark> and </mark>, white space collapsed. */
export function snippetHtml(headline: string): string {
  return escapeHtml(headline.replace(/\s+/g, ' ').trim())
    .replaceAll(MARK_START, '<mark>')
    .replaceAll(MARK_STOP, '</mark>');
}

/** The matching rows of one kind with their rank (see the top of this file). */
function matchesOf(kind: LegalKind, citationKey: string | null): SQL {
  const source = searchSources[kind];
  const textRank = sql`ts_rank_cd(${sql.raw(RANK_WEIGHTS)}, t.search_vector, q.tsq, 32)`;
  const useKey = citationKey !== null && source.citationKey;
  const rank = useKey
    ? sql`(case
        when t.citation_key = ${citationKey} then 3
        when ' ' || t.citation_key || ' ' ilike ${`% ${citationKey} %`} then 2
        when t.citation_key ilike ${`%${citationKey}%`} then 1
        else 0 end) + ${textRank}`
    : textRank;
  const match = useKey
    ? sql`(t.search_vector @@ q.tsq or t.citation_key ilike ${`%${citationKey}%`})`
    : sql`t.search_vector @@ q.tsq`;
  const visible = source.visible ? sql` and ${sql.raw(source.visible)}` : sql``;
  return sql`select ${kind}::text as kind, ${sql.raw(String(KIND_ORDER.indexOf(kind)))} as kind_order, t.id, ${sql.raw(source.title)} as title,
      ${sql.raw(source.citation)} as citation, ${sql.raw(source.jurisdiction)} as jurisdiction,
      ${sql.raw(source.body)} as body, ${rank} as rank
    from ${sql.raw(source.table)} as t, q
    where ${match}${visible}`;
}

export interface LegalSearchOptions {
  /** Only this kind; all kinds when left out. */
  kind?: LegalKind;
  limit?: number;
}

export interface LegalSearchResult {
  results: LegalSearchHit[];
  /** How many records match in all (results holds at most `limit` of them). */
  total: number;
}

interface HitRow extends Record<string, unknown> {
  kind: LegalKind;
  id: string;
  title: string;
  citation: string | null;
  jurisdiction: string | null;
  snippet: string;
  rank: number | string;
  total: number | string;
}

/**
 * websearch_to_tsquery fails with "tsquery stack too small" on 33 or more "-" (not) in a row,
 * even with spaces or brackets between them; a run of them means one.
 */
export function collapseNegations(query: string): string {
  return query.replace(/-(?:[^\p{L}\p{N}\p{M}"-]*-)+/gu, '-');
}

/** The query's words alone: the fallback if websearch_to_tsquery still refuses the query. */
function wordsOf(query: string): string {
  return (query.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).join(' ');
}

function isTsqueryError(error: unknown): boolean {
  for (let current = error as { message?: unknown; cause?: unknown } | undefined; current;) {
    if (/tsquery/i.test(String(current.message))) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/**
 * Searches one kind or all of them. Best first: citation matches, then by text rank; equal
 * ranks by kind (statutes, regulations, cases, forms, resources), then title. `rawQuery` is
 * cleaned by cleanSearchQuery (400 when empty or too long). Never fails on the query's syntax.
 */
export async function searchLegal(
  db: Executor,
  rawQuery: string | undefined,
  options: LegalSearchOptions = {},
): Promise<LegalSearchResult> {
  const query = cleanSearchQuery(rawQuery);
  const limit = Math.min(
    Math.max(Math.trunc(options.limit ?? SEARCH_DEFAULT_LIMIT), 1),
    SEARCH_MAX_LIMIT,
  );
  const citationKey = citationKeyOfQuery(query);
  const kinds = options.kind ? [options.kind] : KIND_ORDER;
  const run = (textQuery: string) => runSearch(db, textQuery, citationKey, kinds, limit);
  try {
    return await run(collapseNegations(query));
  } catch (error) {
    if (!isTsqueryError(error)) throw error;
    return run(wordsOf(query));
  }
}

async function runSearch(
  db: Executor,
  textQuery: string,
  citationKey: string | null,
  kinds: readonly LegalKind[],
  limit: number,
): Promise<LegalSearchResult> {
  const matches = sql.join(
    kinds.map((kind) => matchesOf(kind, citationKey)),
    sql` union all `,
  );
  const body = sql`translate(top.body, ${MARK_START + MARK_STOP}, '')`;
  const result = await db.execute<HitRow>(sql`
    with q as (select websearch_to_tsquery('english', ${textQuery}) as tsq),
    hits as (${matches}),
    top as (
      select hits.*, count(*) over () as total from hits
      order by rank desc, kind_order, lower(title) collate "C", id
      limit ${limit}
    )
    select top.kind, top.id, top.title, top.citation, top.jurisdiction, top.rank, top.total,
      ts_headline('english', ${body}, q.tsq, ${HEADLINE_OPTIONS}) as snippet
    from top, q
    order by top.rank desc, top.kind_order, lower(top.title) collate "C", top.id`);
  const rows = (result as unknown as { rows: HitRow[] }).rows;
  return {
    results: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      title: row.title,
      citation: row.citation,
      jurisdiction: row.jurisdiction,
      snippet: snippetHtml(row.snippet),
      rank: Number(row.rank),
    })),
    total: rows.length ? Number(rows[0]!.total) : 0,
  };
}
