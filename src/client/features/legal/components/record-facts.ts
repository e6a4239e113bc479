import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { LegalKind } from '@shared/legal-filters';
import type { LegalRecordOfKind } from '../api/get-legal-list';
import {
  agencyLabel,
  audienceLabel,
  categoryLabel,
  courtLabel,
  difficultyLabel,
  formatLegalDate,
  formTypeLabel,
  jurisdictionLabel,
  precedentLabel,
  resourceTypeLabel,
  statusLabel,
} from './format';

/** One labelled fact of a record, such as 'Jurisdiction: Florida', in the page's language. */
export interface Fact {
  label: string;
  value: string;
}

/** A longer text of a record under its own heading, such as the summary. */
export interface TextSection {
  heading: string;
  text: string;
}

type Candidate = readonly [label: MessageDescriptor, value: string | null | undefined];

/** The words of the labels (the values are the record's own). */
const L = {
  citation: msg`Citation`,
  jurisdiction: msg`Jurisdiction`,
  category: msg`Category`,
  status: msg`Status`,
  court: msg`Court`,
  decided: msg`Decided`,
  precedentialValue: msg`Precedential value`,
  agency: msg`Agency`,
  effective: msg`Effective`,
  formType: msg`Form type`,
  downloaded: msg`Downloaded`,
  resourceType: msg`Resource type`,
  writtenFor: msg`Written for`,
  difficulty: msg`Difficulty`,
  viewed: msg`Viewed`,
  keyHolding: msg`Key holding`,
  summary: msg`Summary`,
  description: msg`Description`,
  updated: msg`Updated in our database`,
  lastAmended: msg`Last amended`,
  lastRevised: msg`Last revised`,
  topics: msg`Topics`,
  lastReviewed: msg`Last reviewed`,
  fullTextOfLaw: msg`Text of the law`,
  fullTextOfRegulation: msg`Text of the regulation`,
  whyItMatters: msg`Why it matters for timeshare owners`,
  cfr: msg`Code of Federal Regulations`,
  federalRegister: msg`Federal Register`,
} as const;

function present(i18n: I18n, candidates: readonly Candidate[]): Fact[] {
  return candidates
    .filter((candidate): candidate is readonly [MessageDescriptor, string] =>
      Boolean(candidate[1]?.trim()),
    )
    .map(([label, value]) => ({ label: i18n._(label), value }));
}

function dateIn(i18n: I18n) {
  return (value: string | null | undefined): string | null =>
    value ? formatLegalDate(value, i18n) : null;
}

/** 'Downloaded: 1,204 times', with the number in the page's language. */
function times(i18n: I18n, count: number): string {
  return i18n._(msg`${plural(count, { one: '# time', other: '# times' })}`);
}

/** A regulation's citation: its CFR part, or else its Federal Register entry. */
function regulationCitation(record: LegalRecordOfKind['regulations']): Candidate {
  return record.cfr ? [L.cfr, record.cfr] : [L.federalRegister, record.federalRegister];
}

/** The facts a results card shows (requirements §3 screen shapes). */
export function cardFacts<K extends LegalKind>(
  kind: K,
  record: LegalRecordOfKind[K],
  i18n: I18n,
): Fact[] {
  const date = dateIn(i18n);
  switch (kind) {
    case 'statutes': {
      const statute = record as LegalRecordOfKind['statutes'];
      return present(i18n, [
        [L.citation, statute.citation],
        [L.jurisdiction, jurisdictionLabel(statute.jurisdiction, i18n)],
        [L.category, categoryLabel(statute.category, i18n)],
        [L.status, statusLabel(statute.status, i18n)],
      ]);
    }
    case 'cases': {
      const found = record as LegalRecordOfKind['cases'];
      return present(i18n, [
        [L.citation, found.citation],
        [L.court, courtLabel(found.court, i18n)],
        [L.decided, date(found.decidedDate)],
        [L.precedentialValue, precedentLabel(found.precedentialValue, i18n)],
      ]);
    }
    case 'regulations': {
      const regulation = record as LegalRecordOfKind['regulations'];
      return present(i18n, [
        [L.agency, agencyLabel(regulation.agency, i18n)],
        regulationCitation(regulation),
        [L.status, statusLabel(regulation.status, i18n)],
        [L.effective, date(regulation.effectiveDate)],
      ]);
    }
    case 'forms': {
      const form = record as LegalRecordOfKind['forms'];
      return present(i18n, [
        [L.formType, formTypeLabel(form.formType, i18n)],
        [L.jurisdiction, jurisdictionLabel(form.jurisdiction, i18n)],
        [L.category, categoryLabel(form.category, i18n)],
        [L.downloaded, times(i18n, form.downloadCount)],
      ]);
    }
    default: {
      const resource = record as LegalRecordOfKind['resources'];
      return present(i18n, [
        [L.resourceType, resourceTypeLabel(resource.resourceType, i18n)],
        [L.writtenFor, audienceLabel(resource.targetAudience, i18n)],
        [L.difficulty, difficultyLabel(resource.difficulty, i18n)],
        [L.category, categoryLabel(resource.category, i18n)],
        [L.viewed, times(i18n, resource.viewCount)],
      ]);
    }
  }
}

/** The short text a results card shows under its facts. */
export function cardTexts<K extends LegalKind>(
  kind: K,
  record: LegalRecordOfKind[K],
  i18n: I18n,
): TextSection[] {
  switch (kind) {
    case 'cases': {
      const found = record as LegalRecordOfKind['cases'];
      return [
        ...(found.keyHolding ? [{ heading: i18n._(L.keyHolding), text: found.keyHolding }] : []),
        { heading: i18n._(L.summary), text: found.summary },
      ];
    }
    case 'forms':
    case 'resources': {
      const described = record as LegalRecordOfKind['forms' | 'resources'];
      return [{ heading: i18n._(L.description), text: described.description }];
    }
    default: {
      const summarised = record as LegalRecordOfKind['statutes' | 'regulations'];
      return [{ heading: i18n._(L.summary), text: summarised.summary }];
    }
  }
}

/** Every short field of a record, labelled in words, for its own page. */
export function detailFacts<K extends LegalKind>(
  kind: K,
  record: LegalRecordOfKind[K],
  i18n: I18n,
): Fact[] {
  const date = dateIn(i18n);
  const updated: Candidate = [L.updated, date(record.updatedAt)];
  switch (kind) {
    case 'statutes': {
      const statute = record as LegalRecordOfKind['statutes'];
      return present(i18n, [
        [L.citation, statute.citation],
        [L.jurisdiction, jurisdictionLabel(statute.jurisdiction, i18n)],
        [L.category, categoryLabel(statute.category, i18n)],
        [L.status, statusLabel(statute.status, i18n)],
        [L.effective, date(statute.effectiveDate)],
        [L.lastAmended, date(statute.lastAmended)],
        updated,
      ]);
    }
    case 'cases': {
      const found = record as LegalRecordOfKind['cases'];
      return present(i18n, [
        [L.citation, found.citation],
        [L.court, courtLabel(found.court, i18n)],
        [L.jurisdiction, jurisdictionLabel(found.jurisdiction, i18n)],
        [L.category, categoryLabel(found.category, i18n)],
        [L.decided, date(found.decidedDate)],
        [L.precedentialValue, precedentLabel(found.precedentialValue, i18n)],
        updated,
      ]);
    }
    case 'regulations': {
      const regulation = record as LegalRecordOfKind['regulations'];
      return present(i18n, [
        [L.agency, agencyLabel(regulation.agency, i18n)],
        [L.cfr, regulation.cfr],
        [L.federalRegister, regulation.federalRegister],
        [L.jurisdiction, jurisdictionLabel(regulation.jurisdiction, i18n)],
        [L.category, categoryLabel(regulation.category, i18n)],
        [L.status, statusLabel(regulation.status, i18n)],
        [L.effective, date(regulation.effectiveDate)],
        [L.lastRevised, date(regulation.lastRevised)],
        updated,
      ]);
    }
    case 'forms': {
      const form = record as LegalRecordOfKind['forms'];
      return present(i18n, [
        [L.formType, formTypeLabel(form.formType, i18n)],
        [L.jurisdiction, jurisdictionLabel(form.jurisdiction, i18n)],
        [L.category, categoryLabel(form.category, i18n)],
        [L.downloaded, times(i18n, form.downloadCount)],
        updated,
      ]);
    }
    default: {
      const resource = record as LegalRecordOfKind['resources'];
      const reviewedOn = date(resource.lastReviewed);
      const reviewer = resource.reviewedBy;
      const reviewed =
        reviewedOn && reviewer ? i18n._(msg`${reviewedOn}, by ${reviewer}`) : reviewedOn;
      return present(i18n, [
        [L.resourceType, resourceTypeLabel(resource.resourceType, i18n)],
        [L.writtenFor, audienceLabel(resource.targetAudience, i18n)],
        [L.difficulty, difficultyLabel(resource.difficulty, i18n)],
        [L.category, categoryLabel(resource.category, i18n)],
        [L.topics, resource.tags.join(', ')],
        [L.lastReviewed, reviewed],
        [L.viewed, times(i18n, resource.viewCount)],
        updated,
      ]);
    }
  }
}

/** Every longer text of a record, for its own page (a form's instructions are shown apart). */
export function detailTexts<K extends LegalKind>(
  kind: K,
  record: LegalRecordOfKind[K],
  i18n: I18n,
): TextSection[] {
  const sections = (candidates: readonly Candidate[]): TextSection[] =>
    present(i18n, candidates).map(({ label, value }) => ({ heading: label, text: value }));
  switch (kind) {
    case 'statutes': {
      const statute = record as LegalRecordOfKind['statutes'];
      return sections([
        [L.summary, statute.summary],
        [L.fullTextOfLaw, statute.fullText],
      ]);
    }
    case 'cases': {
      const found = record as LegalRecordOfKind['cases'];
      return sections([
        [L.keyHolding, found.keyHolding],
        [L.summary, found.summary],
        [L.whyItMatters, found.relevanceToTimeshare],
      ]);
    }
    case 'regulations': {
      const regulation = record as LegalRecordOfKind['regulations'];
      return sections([
        [L.summary, regulation.summary],
        [L.fullTextOfRegulation, regulation.fullText],
      ]);
    }
    case 'forms': {
      const form = record as LegalRecordOfKind['forms'];
      return sections([[L.description, form.description]]);
    }
    default: {
      const resource = record as LegalRecordOfKind['resources'];
      // The content is Markdown rendered on the server: the page shows resource.contentHtml.
      return sections([[L.description, resource.description]]);
    }
  }
}
