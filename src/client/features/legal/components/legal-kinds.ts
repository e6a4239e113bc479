import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
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
import type { LegalFilters, LegalRecordOfKind } from '../api/get-legal-list';

interface Option {
  readonly value: string;
  readonly label: MessageDescriptor;
}

/**
 * The words for each kind, as whole sentences: the name of a kind changes the sentence around it
 * in other languages (in Spanish 'las leyes' but 'los casos').
 */
export interface KindInfo {
  /** The tab's name. */
  tab: MessageDescriptor;
  /** One record, such as 'Statute'. */
  singular: MessageDescriptor;
  /** The filters' heading, such as 'Filter statutes'. */
  filterHeading: MessageDescriptor;
  /** 'Loading the statutes' */
  loadingList: MessageDescriptor;
  /** 'We could not load the statutes.' */
  listFailed: MessageDescriptor;
  /** 'No statutes match these filters.' */
  noneMatch: MessageDescriptor;
  /** 'There are no statutes here yet.' */
  noneYet: MessageDescriptor;
  /** 'Loading the statute' */
  loadingOne: MessageDescriptor;
  /** 'We could not load this statute.' */
  oneFailed: MessageDescriptor;
  /** '3 statutes found.' */
  found: (count: number) => MessageDescriptor;
  /** '3 statutes found for: Florida, Timeshare.' */
  foundFor: (count: number, chosen: string) => MessageDescriptor;
  /** 'More statutes: Florida' */
  more: (jurisdiction: string) => MessageDescriptor;
}

export const kindInfo: Record<LegalKind, KindInfo> = {
  statutes: {
    tab: msg`Statutes`,
    singular: msg`Statute`,
    filterHeading: msg`Filter statutes`,
    loadingList: msg`Loading the statutes`,
    listFailed: msg`We could not load the statutes.`,
    noneMatch: msg`No statutes match these filters.`,
    noneYet: msg`There are no statutes here yet.`,
    loadingOne: msg`Loading the statute`,
    oneFailed: msg`We could not load this statute.`,
    found: (count) => msg`${plural(count, { one: '# statute', other: '# statutes' })} found.`,
    foundFor: (count, chosen) =>
      msg`${plural(count, { one: '# statute', other: '# statutes' })} found for: ${chosen}.`,
    more: (jurisdiction) => msg`More statutes: ${jurisdiction}`,
  },
  cases: {
    tab: msg`Case Law`,
    singular: msg`Court case`,
    filterHeading: msg`Filter court cases`,
    loadingList: msg`Loading the court cases`,
    listFailed: msg`We could not load the court cases.`,
    noneMatch: msg`No court cases match these filters.`,
    noneYet: msg`There are no court cases here yet.`,
    loadingOne: msg`Loading the court case`,
    oneFailed: msg`We could not load this court case.`,
    found: (count) => msg`${plural(count, { one: '# court case', other: '# court cases' })} found.`,
    foundFor: (count, chosen) =>
      msg`${plural(count, { one: '# court case', other: '# court cases' })} found for: ${chosen}.`,
    more: (jurisdiction) => msg`More court cases: ${jurisdiction}`,
  },
  regulations: {
    tab: msg`Regulations`,
    singular: msg`Regulation`,
    filterHeading: msg`Filter regulations`,
    loadingList: msg`Loading the regulations`,
    listFailed: msg`We could not load the regulations.`,
    noneMatch: msg`No regulations match these filters.`,
    noneYet: msg`There are no regulations here yet.`,
    loadingOne: msg`Loading the regulation`,
    oneFailed: msg`We could not load this regulation.`,
    found: (count) => msg`${plural(count, { one: '# regulation', other: '# regulations' })} found.`,
    foundFor: (count, chosen) =>
      msg`${plural(count, { one: '# regulation', other: '# regulations' })} found for: ${chosen}.`,
    more: (jurisdiction) => msg`More regulations: ${jurisdiction}`,
  },
  forms: {
    tab: msg`Legal Forms`,
    singular: msg`Legal form`,
    filterHeading: msg`Filter forms`,
    loadingList: msg`Loading the forms`,
    listFailed: msg`We could not load the forms.`,
    noneMatch: msg`No forms match these filters.`,
    noneYet: msg`There are no forms here yet.`,
    loadingOne: msg`Loading the form`,
    oneFailed: msg`We could not load this form.`,
    found: (count) => msg`${plural(count, { one: '# form', other: '# forms' })} found.`,
    foundFor: (count, chosen) =>
      msg`${plural(count, { one: '# form', other: '# forms' })} found for: ${chosen}.`,
    more: (jurisdiction) => msg`More forms: ${jurisdiction}`,
  },
  resources: {
    tab: msg`Resources`,
    singular: msg`Legal resource`,
    filterHeading: msg`Filter resources`,
    loadingList: msg`Loading the resources`,
    listFailed: msg`We could not load the resources.`,
    noneMatch: msg`No resources match these filters.`,
    noneYet: msg`There are no resources here yet.`,
    loadingOne: msg`Loading the resource`,
    oneFailed: msg`We could not load this resource.`,
    found: (count) => msg`${plural(count, { one: '# resource', other: '# resources' })} found.`,
    foundFor: (count, chosen) =>
      msg`${plural(count, { one: '# resource', other: '# resources' })} found for: ${chosen}.`,
    more: (jurisdiction) => msg`More resources: ${jurisdiction}`,
  },
};

export type LegalFilterKey = (typeof legalFilterKeys)[LegalKind][number];

/** The label and choices of each filter (requirements §9), with the case law circuits. */
export function filterChoices(
  kind: LegalKind,
  key: LegalFilterKey,
): { label: MessageDescriptor; options: readonly Option[] } {
  switch (key) {
    case 'jurisdiction':
      return {
        label: msg`Jurisdiction`,
        options: kind === 'cases' ? caseJurisdictions : jurisdictions,
      };
    case 'category':
      return { label: msg`Category`, options: legalCategories };
    case 'court':
      return { label: msg`Court`, options: courts };
    case 'agency':
      return { label: msg`Agency`, options: agencies };
    case 'formType':
      return { label: msg`Form type`, options: formTypes };
    case 'resourceType':
      return { label: msg`Resource type`, options: legalResourceTypes };
    case 'targetAudience':
      return { label: msg`Written for`, options: audiences };
    case 'difficulty':
      return { label: msg`Difficulty`, options: difficulties };
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
