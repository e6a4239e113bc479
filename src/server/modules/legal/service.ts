import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  CaseLaw,
  LegalForm,
  LegalResource,
  Regulation,
  Statute,
} from '@shared/contracts/legal';
import { caseJurisdictions, type LegalKind } from '@shared/legal-filters';
import type { Executor } from '../../db/client';
import {
  legalCases,
  legalForms,
  legalRegulations,
  legalResources,
  legalStatutes,
  type LegalCase as CaseRow,
  type LegalForm as FormRow,
  type LegalRegulation as RegulationRow,
  type LegalResource as ResourceRow,
  type LegalStatute as StatuteRow,
} from '../../db/schema';
import { notFound } from '../../platform/errors';
import { isRowId } from '../../platform/row-id';
import { renderMarkdownCached } from '../content/markdown-cache';

/*
 * The legal database (requirements §7): lists with the §9 filters, one record by id, and the view and
 * download counters. Forms and resources are shown only while isPublic. The filter values are
 * checked by the routes' query schemas, so here they are plain strings.
 */

export const LEGAL_NOT_FOUND_MESSAGES: Record<LegalKind, string> = {
  statutes: 'We could not find that statute.',
  cases: 'We could not find that case.',
  regulations: 'We could not find that regulation.',
  forms: 'We could not find that form.',
  resources: 'We could not find that resource.',
};

/** The id as stored, or null when it cannot be one (answered like an unknown id). */
function storedId(id: string): string | null {
  const trimmed = id.trim();
  return isRowId(trimmed) ? trimmed.toLowerCase() : null;
}

/** A table's columns without the generated search columns, which never leave the server. */
function shownColumns<T extends Record<string, AnyPgColumn>>(
  columns: T,
): Omit<T, 'searchVector' | 'citationKey'> {
  const shown: Record<string, AnyPgColumn> = { ...columns };
  delete shown.searchVector;
  delete shown.citationKey;
  return shown as Omit<T, 'searchVector' | 'citationKey'>;
}

const statuteColumns = shownColumns(getTableColumns(legalStatutes));
const caseColumns = shownColumns(getTableColumns(legalCases));
const regulationColumns = shownColumns(getTableColumns(legalRegulations));
const formColumns = shownColumns(getTableColumns(legalForms));
const resourceColumns = shownColumns(getTableColumns(legalResources));

type Shown<Row> = Omit<Row, 'searchVector' | 'citationKey'>;

/** Jurisdictions in the order of requirements §9 (federal first, then the states, then circuits). */
function jurisdictionOrder(column: AnyPgColumn): SQL {
  const cases = caseJurisdictions.map(
    ({ value }, index) => sql`when ${value} then ${sql.raw(String(index))}`,
  );
  return sql`(case ${column} ${sql.join(cases, sql` `)} else ${sql.raw(String(cases.length))} end)`;
}

/** `column = value` for each filter that has a value. */
function filterConditions(pairs: [AnyPgColumn, string | undefined][]): SQL[] {
  return pairs
    .filter((pair): pair is [AnyPgColumn, string] => pair[1] !== undefined)
    .map(([column, value]) => eq(column, value));
}

/** Case-insensitive and the same on every server (PGlite and PostgreSQL differ in collation). */
const byText = (column: AnyPgColumn) => sql`lower(${column}) collate "C"`;

const iso = (date: Date) => date.toISOString();

// ---------------------------------------------------------------------------------------------
// Views

function toStatute(row: Shown<StatuteRow>): Statute {
  return {
    id: row.id,
    title: row.title,
    citation: row.citation,
    jurisdiction: row.jurisdiction,
    category: row.category,
    summary: row.summary,
    fullText: row.fullText,
    effectiveDate: row.effectiveDate,
    lastAmended: row.lastAmended,
    status: row.status,
    sourceUrl: row.sourceUrl,
    verifyWithSource: row.verifyWithSource,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function toCaseLaw(row: Shown<CaseRow>): CaseLaw {
  return {
    id: row.id,
    caseName: row.caseName,
    citation: row.citation,
    court: row.court,
    jurisdiction: row.jurisdiction,
    category: row.category,
    decidedDate: row.decidedDate,
    summary: row.summary,
    keyHolding: row.keyHolding,
    relevanceToTimeshare: row.relevanceToTimeshare,
    precedentialValue: row.precedentialValue,
    sourceUrl: row.sourceUrl,
    verifyWithSource: row.verifyWithSource,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function toRegulation(row: Shown<RegulationRow>): Regulation {
  return {
    id: row.id,
    title: row.title,
    agency: row.agency,
    cfr: row.cfr,
    federalRegister: row.federalRegister,
    jurisdiction: row.jurisdiction,
    category: row.category,
    summary: row.summary,
    fullText: row.fullText,
    effectiveDate: row.effectiveDate,
    lastRevised: row.lastRevised,
    status: row.status,
    sourceUrl: row.sourceUrl,
    verifyWithSource: row.verifyWithSource,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function toLegalForm(row: Shown<FormRow>): LegalForm {
  return {
    id: row.id,
    title: row.title,
    formType: row.formType,
    jurisdiction: row.jurisdiction,
    category: row.category,
    description: row.description,
    template: row.template,
    instructions: row.instructions,
    requiredFields: row.requiredFields,
    applicableLaws: row.applicableLaws,
    downloadCount: row.downloadCount,
    purpose: row.purpose,
    verifyWithSource: row.verifyWithSource,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function toLegalResource(row: Shown<ResourceRow>): LegalResource {
  return {
    id: row.id,
    title: row.title,
    resourceType: row.resourceType,
    category: row.category,
    description: row.description,
    content: row.content,
    // The guides' pipeline (decision 015), so checklists and links render like an article.
    contentHtml: row.content === null ? null : renderMarkdownCached(row.content),
    targetAudience: row.targetAudience,
    difficulty: row.difficulty,
    tags: row.tags,
    relatedStatutes: row.relatedStatutes,
    relatedCases: row.relatedCases,
    lastReviewed: row.lastReviewed,
    reviewedBy: row.reviewedBy,
    viewCount: row.viewCount,
    verifyWithSource: row.verifyWithSource,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

// ---------------------------------------------------------------------------------------------
// Lists (requirements §7 filters; values already checked against the §9 lists)

export interface StatuteFilter {
  jurisdiction?: string;
  category?: string;
}

/** Statutes by jurisdiction (requirements §9 order), then title. */
export async function listStatutes(db: Executor, filter: StatuteFilter = {}): Promise<Statute[]> {
  const rows = await db
    .select(statuteColumns)
    .from(legalStatutes)
    .where(
      and(
        ...filterConditions([
          [legalStatutes.jurisdiction, filter.jurisdiction],
          [legalStatutes.category, filter.category],
        ]),
      ),
    )
    .orderBy(
      jurisdictionOrder(legalStatutes.jurisdiction),
      byText(legalStatutes.title),
      asc(legalStatutes.id),
    );
  return rows.map(toStatute);
}

export interface CaseFilter {
  jurisdiction?: string;
  category?: string;
  court?: string;
}

/** Cases, most recently decided first (undated ones last), then by name. */
export async function listCases(db: Executor, filter: CaseFilter = {}): Promise<CaseLaw[]> {
  const rows = await db
    .select(caseColumns)
    .from(legalCases)
    .where(
      and(
        ...filterConditions([
          [legalCases.jurisdiction, filter.jurisdiction],
          [legalCases.category, filter.category],
          [legalCases.court, filter.court],
        ]),
      ),
    )
    .orderBy(
      sql`${legalCases.decidedDate} desc nulls last`,
      byText(legalCases.caseName),
      asc(legalCases.id),
    );
  return rows.map(toCaseLaw);
}

export interface RegulationFilter {
  agency?: string;
  jurisdiction?: string;
  category?: string;
}

/** Regulations by jurisdiction (requirements §9 order), then title. */
export async function listRegulations(
  db: Executor,
  filter: RegulationFilter = {},
): Promise<Regulation[]> {
  const rows = await db
    .select(regulationColumns)
    .from(legalRegulations)
    .where(
      and(
        ...filterConditions([
          [legalRegulations.agency, filter.agency],
          [legalRegulations.jurisdiction, filter.jurisdiction],
          [legalRegulations.category, filter.category],
        ]),
      ),
    )
    .orderBy(
      jurisdictionOrder(legalRegulations.jurisdiction),
      byText(legalRegulations.title),
      asc(legalRegulations.id),
    );
  return rows.map(toRegulation);
}

export interface FormFilter {
  formType?: string;
  jurisdiction?: string;
  category?: string;
}

/** Public forms by jurisdiction (requirements §9 order), then title. */
export async function listForms(db: Executor, filter: FormFilter = {}): Promise<LegalForm[]> {
  const rows = await db
    .select(formColumns)
    .from(legalForms)
    .where(
      and(
        eq(legalForms.isPublic, true),
        ...filterConditions([
          [legalForms.formType, filter.formType],
          [legalForms.jurisdiction, filter.jurisdiction],
          [legalForms.category, filter.category],
        ]),
      ),
    )
    .orderBy(
      jurisdictionOrder(legalForms.jurisdiction),
      byText(legalForms.title),
      asc(legalForms.id),
    );
  return rows.map(toLegalForm);
}

export interface ResourceFilter {
  resourceType?: string;
  category?: string;
  targetAudience?: string;
  difficulty?: string;
}

/** Public resources by title (resources have no jurisdiction). */
export async function listResources(
  db: Executor,
  filter: ResourceFilter = {},
): Promise<LegalResource[]> {
  const rows = await db
    .select(resourceColumns)
    .from(legalResources)
    .where(
      and(
        eq(legalResources.isPublic, true),
        ...filterConditions([
          [legalResources.resourceType, filter.resourceType],
          [legalResources.category, filter.category],
          [legalResources.targetAudience, filter.targetAudience],
          [legalResources.difficulty, filter.difficulty],
        ]),
      ),
    )
    .orderBy(byText(legalResources.title), asc(legalResources.id));
  return rows.map(toLegalResource);
}

// ---------------------------------------------------------------------------------------------
// One record; an unknown, hidden or malformed id answers the same 404.

export async function getStatute(db: Executor, id: string): Promise<Statute> {
  const key = storedId(id);
  const [row] = key
    ? await db.select(statuteColumns).from(legalStatutes).where(eq(legalStatutes.id, key))
    : [];
  if (!row) throw notFound(LEGAL_NOT_FOUND_MESSAGES.statutes);
  return toStatute(row);
}

export async function getCase(db: Executor, id: string): Promise<CaseLaw> {
  const key = storedId(id);
  const [row] = key
    ? await db.select(caseColumns).from(legalCases).where(eq(legalCases.id, key))
    : [];
  if (!row) throw notFound(LEGAL_NOT_FOUND_MESSAGES.cases);
  return toCaseLaw(row);
}

export async function getRegulation(db: Executor, id: string): Promise<Regulation> {
  const key = storedId(id);
  const [row] = key
    ? await db.select(regulationColumns).from(legalRegulations).where(eq(legalRegulations.id, key))
    : [];
  if (!row) throw notFound(LEGAL_NOT_FOUND_MESSAGES.regulations);
  return toRegulation(row);
}

export async function getForm(db: Executor, id: string): Promise<LegalForm> {
  const key = storedId(id);
  const [row] = key
    ? await db
        .select(formColumns)
        .from(legalForms)
        .where(and(eq(legalForms.id, key), eq(legalForms.isPublic, true)))
    : [];
  if (!row) throw notFound(LEGAL_NOT_FOUND_MESSAGES.forms);
  return toLegalForm(row);
}

/** One public resource; each read counts one view (a single atomic UPDATE ... RETURNING). */
export async function readResource(db: Executor, id: string): Promise<LegalResource> {
  const key = storedId(id);
  const [row] = key
    ? await db
        .update(legalResources)
        .set({ viewCount: sql`${legalResources.viewCount} + 1` })
        .where(and(eq(legalResources.id, key), eq(legalResources.isPublic, true)))
        .returning(resourceColumns)
    : [];
  if (!row) throw notFound(LEGAL_NOT_FOUND_MESSAGES.resources);
  return toLegalResource(row);
}

/** Counts one download of a public form (atomic); answers the new count. */
export async function recordFormDownload(
  db: Executor,
  id: string,
): Promise<{ downloadCount: number }> {
  const key = storedId(id);
  const [row] = key
    ? await db
        .update(legalForms)
        .set({ downloadCount: sql`${legalForms.downloadCount} + 1` })
        .where(and(eq(legalForms.id, key), eq(legalForms.isPublic, true)))
        .returning({ downloadCount: legalForms.downloadCount })
    : [];
  if (!row) throw notFound(LEGAL_NOT_FOUND_MESSAGES.forms);
  return { downloadCount: row.downloadCount };
}
