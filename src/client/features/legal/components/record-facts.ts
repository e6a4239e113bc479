import type { LegalKind } from '@shared/legal-filters';
import type { LegalRecordOfKind } from '../api/get-legal-list';
import {
  agencyLabel,
  audienceLabel,
  categoryLabel,
  countLabel,
  courtLabel,
  difficultyLabel,
  formatLegalDate,
  formTypeLabel,
  jurisdictionLabel,
  precedentLabel,
  resourceTypeLabel,
  statusLabel,
} from './format';

/** One labelled fact of a record, such as 'Jurisdiction: Florida'. */
export interface Fact {
  label: string;
  value: string;
}

/** A longer text of a record under its own heading, such as the summary. */
export interface TextSection {
  heading: string;
  text: string;
}

type Candidate = readonly [label: string, value: string | null | undefined];

function present(candidates: readonly Candidate[]): Fact[] {
  return candidates
    .filter((candidate): candidate is readonly [string, string] => Boolean(candidate[1]?.trim()))
    .map(([label, value]) => ({ label, value }));
}

function date(value: string | null | undefined): string | null {
  return value ? formatLegalDate(value) : null;
}

/** A regulation's citation: its CFR part, or else its Federal Register entry. */
function regulationCitation(record: LegalRecordOfKind['regulations']): Candidate {
  return record.cfr
    ? ['Code of Federal Regulations', record.cfr]
    : ['Federal Register', record.federalRegister];
}

/** The facts a results card shows (requirements §3 screen shapes). */
export function cardFacts<K extends LegalKind>(kind: K, record: LegalRecordOfKind[K]): Fact[] {
  switch (kind) {
    case 'statutes': {
      const statute = record as LegalRecordOfKind['statutes'];
      return present([
        ['Citation', statute.citation],
        ['Jurisdiction', jurisdictionLabel(statute.jurisdiction)],
        ['Category', categoryLabel(statute.category)],
        ['Status', statusLabel(statute.status)],
      ]);
    }
    case 'cases': {
      const found = record as LegalRecordOfKind['cases'];
      return present([
        ['Citation', found.citation],
        ['Court', courtLabel(found.court)],
        ['Decided', date(found.decidedDate)],
        ['Precedential value', precedentLabel(found.precedentialValue)],
      ]);
    }
    case 'regulations': {
      const regulation = record as LegalRecordOfKind['regulations'];
      return present([
        ['Agency', agencyLabel(regulation.agency)],
        regulationCitation(regulation),
        ['Status', statusLabel(regulation.status)],
        ['Effective', date(regulation.effectiveDate)],
      ]);
    }
    case 'forms': {
      const form = record as LegalRecordOfKind['forms'];
      return present([
        ['Form type', formTypeLabel(form.formType)],
        ['Jurisdiction', jurisdictionLabel(form.jurisdiction)],
        ['Category', categoryLabel(form.category)],
        ['Downloaded', countLabel(form.downloadCount, 'time', 'times')],
      ]);
    }
    default: {
      const resource = record as LegalRecordOfKind['resources'];
      return present([
        ['Resource type', resourceTypeLabel(resource.resourceType)],
        ['Written for', audienceLabel(resource.targetAudience)],
        ['Difficulty', difficultyLabel(resource.difficulty)],
        ['Category', categoryLabel(resource.category)],
        ['Viewed', countLabel(resource.viewCount, 'time', 'times')],
      ]);
    }
  }
}

/** The short text a results card shows under its facts. */
export function cardTexts<K extends LegalKind>(
  kind: K,
  record: LegalRecordOfKind[K],
): TextSection[] {
  switch (kind) {
    case 'cases': {
      const found = record as LegalRecordOfKind['cases'];
      return [
        ...(found.keyHolding ? [{ heading: 'Key holding', text: found.keyHolding }] : []),
        { heading: 'Summary', text: found.summary },
      ];
    }
    case 'forms':
    case 'resources': {
      const described = record as LegalRecordOfKind['forms' | 'resources'];
      return [{ heading: 'Description', text: described.description }];
    }
    default: {
      const summarised = record as LegalRecordOfKind['statutes' | 'regulations'];
      return [{ heading: 'Summary', text: summarised.summary }];
    }
  }
}

/** Every short field of a record, labelled in words, for its own page. */
export function detailFacts<K extends LegalKind>(kind: K, record: LegalRecordOfKind[K]): Fact[] {
  const updated: Candidate = ['Updated in our database', date(record.updatedAt)];
  switch (kind) {
    case 'statutes': {
      const statute = record as LegalRecordOfKind['statutes'];
      return present([
        ['Citation', statute.citation],
        ['Jurisdiction', jurisdictionLabel(statute.jurisdiction)],
        ['Category', categoryLabel(statute.category)],
        ['Status', statusLabel(statute.status)],
        ['Effective', date(statute.effectiveDate)],
        ['Last amended', date(statute.lastAmended)],
        updated,
      ]);
    }
    case 'cases': {
      const found = record as LegalRecordOfKind['cases'];
      return present([
        ['Citation', found.citation],
        ['Court', courtLabel(found.court)],
        ['Jurisdiction', jurisdictionLabel(found.jurisdiction)],
        ['Category', categoryLabel(found.category)],
        ['Decided', date(found.decidedDate)],
        ['Precedential value', precedentLabel(found.precedentialValue)],
        updated,
      ]);
    }
    case 'regulations': {
      const regulation = record as LegalRecordOfKind['regulations'];
      return present([
        ['Agency', agencyLabel(regulation.agency)],
        ['Code of Federal Regulations', regulation.cfr],
        ['Federal Register', regulation.federalRegister],
        ['Jurisdiction', jurisdictionLabel(regulation.jurisdiction)],
        ['Category', categoryLabel(regulation.category)],
        ['Status', statusLabel(regulation.status)],
        ['Effective', date(regulation.effectiveDate)],
        ['Last revised', date(regulation.lastRevised)],
        updated,
      ]);
    }
    case 'forms': {
      const form = record as LegalRecordOfKind['forms'];
      return present([
        ['Form type', formTypeLabel(form.formType)],
        ['Jurisdiction', jurisdictionLabel(form.jurisdiction)],
        ['Category', categoryLabel(form.category)],
        ['Downloaded', countLabel(form.downloadCount, 'time', 'times')],
        updated,
      ]);
    }
    default: {
      const resource = record as LegalRecordOfKind['resources'];
      const reviewed = resource.lastReviewed
        ? `${formatLegalDate(resource.lastReviewed)}${resource.reviewedBy ? `, by ${resource.reviewedBy}` : ''}`
        : null;
      return present([
        ['Resource type', resourceTypeLabel(resource.resourceType)],
        ['Written for', audienceLabel(resource.targetAudience)],
        ['Difficulty', difficultyLabel(resource.difficulty)],
        ['Category', categoryLabel(resource.category)],
        ['Topics', resource.tags.join(', ')],
        ['Last reviewed', reviewed],
        ['Viewed', countLabel(resource.viewCount, 'time', 'times')],
        updated,
      ]);
    }
  }
}

/** Every longer text of a record, for its own page (a form's instructions are shown apart). */
export function detailTexts<K extends LegalKind>(
  kind: K,
  record: LegalRecordOfKind[K],
): TextSection[] {
  const sections = (candidates: readonly Candidate[]): TextSection[] =>
    present(candidates).map(({ label, value }) => ({ heading: label, text: value }));
  switch (kind) {
    case 'statutes': {
      const statute = record as LegalRecordOfKind['statutes'];
      return sections([
        ['Summary', statute.summary],
        ['Text of the law', statute.fullText],
      ]);
    }
    case 'cases': {
      const found = record as LegalRecordOfKind['cases'];
      return sections([
        ['Key holding', found.keyHolding],
        ['Summary', found.summary],
        ['Why it matters for timeshare owners', found.relevanceToTimeshare],
      ]);
    }
    case 'regulations': {
      const regulation = record as LegalRecordOfKind['regulations'];
      return sections([
        ['Summary', regulation.summary],
        ['Text of the regulation', regulation.fullText],
      ]);
    }
    case 'forms': {
      const form = record as LegalRecordOfKind['forms'];
      return sections([['Description', form.description]]);
    }
    default: {
      const resource = record as LegalRecordOfKind['resources'];
      // The content is Markdown rendered on the server: the page shows resource.contentHtml.
      return sections([['Description', resource.description]]);
    }
  }
}
