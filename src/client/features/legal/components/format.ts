import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale } from '@shared/i18n/locales';
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
  /** The option's label in `i18n`'s language (English without it); an unknown value in words. */
  return (value: string, i18n?: I18n): string => {
    const label = options.find((option) => option.value === value)?.label;
    if (label === undefined) return humanise(value);
    if (typeof label === 'string') return label;
    return i18n ? i18n._(label) : label.message;
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

function describedFrom(options: readonly { value: string; label: MessageDescriptor }[]) {
  return (value: string, i18n: I18n) => {
    const label = options.find((option) => option.value === value)?.label;
    return label ? i18n._(label) : humanise(value);
  };
}

/** Status words people understand, never only a colour. */
export const statusLabel = describedFrom([
  { value: 'active', label: msg`In effect` },
  { value: 'in-effect', label: msg`In effect` },
  { value: 'amended', label: msg`In effect, amended` },
  { value: 'proposed', label: msg`Proposed, not yet in effect` },
  { value: 'pending', label: msg`Pending` },
  { value: 'repealed', label: msg`Repealed, no longer in effect` },
  { value: 'superseded', label: msg`Replaced by a newer law` },
  { value: 'expired', label: msg`Expired` },
]);

export const precedentLabel = describedFrom([
  { value: 'binding', label: msg`Binding (courts below must follow it)` },
  { value: 'persuasive', label: msg`Persuasive (courts may follow it)` },
  { value: 'non-precedential', label: msg`Not precedent (decides only this case)` },
  { value: 'unpublished', label: msg`Unpublished (usually not precedent)` },
]);

/** The `Intl` locale of the language `i18n` is in (`es-US`). */
export function intlLocaleOf(i18n: I18n): string {
  return INTL_LOCALES[isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE];
}

/**
 * A date people read easily in the page's language, like 'January 5, 2025' or '5 de enero de
 * 2025'. A plain date ('2025-01-05') is read as that calendar day wherever the reader is;
 * anything unreadable is shown as it came.
 */
export function formatLegalDate(value: string, i18n: I18n): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = plain
    ? new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]))
    : new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(intlLocaleOf(i18n), { dateStyle: 'long' }).format(date);
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
      // eslint-disable-next-line lingui/no-unlocalized-strings -- markup
      html += part === '/' ? '</mark>' : '<mark>';
    } else {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- HTML escapes
      html += part.replace(OTHER_TAG, '').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    }
  }
  return html;
}
