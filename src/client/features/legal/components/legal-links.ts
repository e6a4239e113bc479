import type { LegalKind } from '@shared/legal-filters';
import { paths } from '@client/lib/paths';
import { QUERY_PARAM, TAB_PARAM } from './legal-kinds';

/** The legal database searched for these words, such as a citation. */
export function legalSearchHref(query: string): string {
  return `${paths.legal.getHref()}?${new URLSearchParams({ [QUERY_PARAM]: query }).toString()}`;
}

/** The legal database on one kind's tab. */
export function legalTabHref(kind: LegalKind): string {
  return `${paths.legal.getHref()}?${new URLSearchParams({ [TAB_PARAM]: kind }).toString()}`;
}
