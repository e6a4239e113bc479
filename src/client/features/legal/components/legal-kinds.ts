import {
  agencies,
  audiences,
  caseJurisdictions,
  courts,
  difficulties,
  formTypes,
  jurisdictions,
  legalCategories,
  legalFilterKeys,
  legalKinds,
  legalResourceTypeOfKind,
  legalResourceTypes,
  type LegalKind,
} from '@shared/legal-filters';
import type { Option } from '@shared/option-list';
import type { LegalFilters, LegalRecordOfKind } from '../api/get-legal-list';

export interface KindInfo {
  /** The tab's name. */
  tab: string;
  /** One record in a sentence, such as '1 statute found.' */
  one: string;
  /** Plural words in sentences, such as 'No statutes match these filters.' */
  plural: string;
  /** One record, such as 'Statute'. */
  singular: string;
}

export const kindInfo: Record<LegalKind, KindInfo> = {
  statutes: { tab: 'Statutes', one: 'statute', plural: 'statutes', singular: 'Statute' },
  cases: { tab: 'Case Law', one: 'court case', plural: 'court cases', singular: 'Court case' },
  regulations: {
    tab: 'Regulations',
    one: 'regulation',
    plural: 'regulations',
    singular: 'Regulation',
  },
  forms: { tab: 'Legal Forms', one: 'form', plural: 'forms', singular: 'Legal form' },
  resources: { tab: 'Resources', one: 'resource', plural: 'resources', singular: 'Legal resource' },
};

export type LegalFilterKey = (typeof legalFilterKeys)[LegalKind][number];

/** The label and choices of each filter (requirements §9), with the case law circuits. */
export function filterChoices(
  kind: LegalKind,
  key: LegalFilterKey,
): { label: string; options: readonly Option[] } {
  switch (key) {
    case 'jurisdiction':
      return {
        label: 'Jurisdiction',
        options: kind === 'cases' ? caseJurisdictions : jurisdictions,
      };
    case 'category':
      return { label: 'Category', options: legalCategories };
    case 'court':
      return { label: 'Court', options: courts };
    case 'agency':
      return { label: 'Agency', options: agencies };
    case 'formType':
      return { label: 'Form type', options: formTypes };
    case 'resourceType':
      return { label: 'Resource type', options: legalResourceTypes };
    case 'targetAudience':
      return { label: 'Written for', options: audiences };
    case 'difficulty':
      return { label: 'Difficulty', options: difficulties };
  }
}

export const TAB_PARAM = 'tab';
export const QUERY_PARAM = 'q';
export const DEFAULT_KIND: LegalKind = 'statutes';

export function isLegalKind(value: string | null | undefined): value is LegalKind {
  return (legalKinds as readonly string[]).includes(value ?? '');
}

/** The tab named in the address (?tab=cases), Statutes when none or an unknown one. */
export function kindFromParams(params: URLSearchParams): LegalKind {
  const tab = params.get(TAB_PARAM);
  return isLegalKind(tab) ? tab : DEFAULT_KIND;
}

/**
 * The filters of a kind named in the address. A value that is not one of the filter's choices
 * is left out ('All'), so a mistyped address never ends in an error.
 */
export function filtersFromParams(kind: LegalKind, params: URLSearchParams): LegalFilters {
  const filters: Record<string, string> = {};
  for (const key of legalFilterKeys[kind]) {
    const value = params.get(key);
    if (value && filterChoices(kind, key).options.some((option) => option.value === value)) {
      filters[key] = value;
    }
  }
  return filters;
}

const allFilterKeys = new Set<string>(Object.values(legalFilterKeys).flat());

/**
 * The address after choosing another tab: the search words stay, and so do the filters the
 * new tab also has (such as a jurisdiction) when their value is one of its choices.
 */
export function paramsForKind(kind: LegalKind, params: URLSearchParams): URLSearchParams {
  const kept = filtersFromParams(kind, params);
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (!allFilterKeys.has(key) && key !== TAB_PARAM) next.append(key, value);
  }
  next.set(TAB_PARAM, kind);
  for (const [key, value] of Object.entries(kept)) next.set(key, value);
  return next;
}

/** The address after choosing a filter value ('' for All). */
export function paramsWithFilter(
  params: URLSearchParams,
  kind: LegalKind,
  key: string,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(TAB_PARAM, kind);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

/** The address with every filter of the kind cleared. */
export function paramsWithoutFilters(params: URLSearchParams, kind: LegalKind): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(TAB_PARAM, kind);
  for (const key of legalFilterKeys[kind]) next.delete(key);
  return next;
}

const kindOfResourceType = Object.fromEntries(
  legalKinds.map((kind) => [legalResourceTypeOfKind[kind], kind]),
) as Record<string, LegalKind>;

/** legal_statute → statutes and so on; anything else → null. */
export function kindFromResourceType(resourceType: string | undefined): LegalKind | null {
  if (!resourceType || !Object.hasOwn(kindOfResourceType, resourceType)) return null;
  return kindOfResourceType[resourceType] ?? null;
}

export function itemResourceType(kind: LegalKind): string {
  return legalResourceTypeOfKind[kind];
}

/** The name a record is known by: the case name for case law, the title otherwise. */
export function recordTitle<K extends LegalKind>(kind: K, record: LegalRecordOfKind[K]): string {
  if (kind === 'cases') return (record as LegalRecordOfKind['cases']).caseName;
  return (record as LegalRecordOfKind[Exclude<LegalKind, 'cases'>]).title;
}
