import {
  agencies,
  audiences,
  caseJurisdictions,
  courts,
  difficulties,
  formTypes,
  legalCategories,
  legalResourceTypes,
} from '@shared/legal-filters';
import type { TextDescriptor } from '@shared/i18n/text';

interface Option {
  readonly value: string;
  readonly label: string | TextDescriptor;
}

/** 'state-agency' or 'state_agency' → 'State agency'. */
export function humanise(value: string): string {
  const words = value.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : value;
}

function labelFrom(options: readonly Option[]) {
  return (value: string): string => {
    const label = options.find((option) => option.value === value)?.label;
    // TODO(i18n): return the descriptor and translate it where shown (i18n._), with the rest of
    // the legal database's words; the English for now.
    return label === undefined
      ? humanise(value)
      : typeof label === 'string'
        ? label
        : label.message;
  };
}

export const jurisdictionLabel = labelFrom(caseJurisdictions);
export const categoryLabel = labelFrom(legalCategories);
export const courtLabel = labelFrom(courts);
export const agencyLabel = labelFrom(agencies);
export const formTypeLabel = labelFrom(formTypes);
export const resourceTypeLabel = labelFrom(legalResourceTypes);
export const audienceLabel = labelFrom(audiences);
export const difficultyLabel = labelFrom(difficulties);

/** Status words people understand, never only a colour. */
export const statusLabel = labelFrom([
  { value: 'active', label: 'In effect' },
  { value: 'in-effect', label: 'In effect' },
  { value: 'amended', label: 'In effect, amended' },
  { value: 'proposed', label: 'Proposed, not yet in effect' },
  { value: 'pending', label: 'Pending' },
  { value: 'repealed', label: 'Repealed, no longer in effect' },
  { value: 'superseded', label: 'Replaced by a newer law' },
  { value: 'expired', label: 'Expired' },
]);

export const precedentLabel = labelFrom([
  { value: 'binding', label: 'Binding (courts below must follow it)' },
  { value: 'persuasive', label: 'Persuasive (courts may follow it)' },
  { value: 'non-precedential', label: 'Not precedent (decides only this case)' },
  { value: 'unpublished', label: 'Unpublished (usually not precedent)' },
]);

export { formatLegalDate } from '@shared/letters/dates';

const countFormat = new Intl.NumberFormat('en-US');

/** '1 download', '1,204 downloads'. */
export function countLabel(count: number, one: string, many: string): string {
  return `${countFormat.format(count)} ${count === 1 ? one : many}`;
}

/** Only http and https addresses are linked (never javascript: or data:). */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const MARK_TAG = /<(\/?)mark\s*>/gi;
/** Any other tag, comment or declaration, also one left open at the end. */
const OTHER_TAG = /<\/?[a-z!?][^>]*(>|$)/gi;

/**
 * A search snippet made safe to insert as HTML: <mark> and </mark> are kept (without
 * attributes), every other tag is removed, and any '<' or '>' left in the text is escaped, so
 * the only markup in the result is the highlighting.
 */
export function markOnlyHtml(snippet: string): string {
  const parts = snippet.split(MARK_TAG);
  // split() with one capture group gives: text, '/' or '', text, '/' or '', text...
  let html = '';
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] ?? '';
    if (index % 2 === 1) {
      html += part === '/' ? '</mark>' : '<mark>';
    } else {
      html += part.replace(OTHER_TAG, '').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    }
  }
  return html;
}
