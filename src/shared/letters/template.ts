import { formatLegalDate } from './dates';

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g;

/** The names of the {{placeholders}} of a template, in order, each once. */
export function templatePlaceholders(template: string | null): string[] {
  if (!template) return [];
  const names = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match[1]) names.add(match[1]);
  }
  return [...names];
}

/** The boxes to fill in: the form's required fields, then any other placeholder of its letter. */
export function letterFields(requiredFields: readonly string[], template: string | null): string[] {
  return [...new Set([...requiredFields, ...templatePlaceholders(template)])];
}

/**
 * A field name in words: 'buyerName' → 'Buyer name', 'resortID' → 'Resort ID',
 * 'purchase_date' → 'Purchase date'.
 */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word, index) => {
      if (word.length > 1 && word === word.toUpperCase()) return word;
      const lower = word.toLowerCase();
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    });
  return words.join(' ');
}

export type FieldKind = 'date' | 'email' | 'tel' | 'multiline' | 'text';

/** Dates get a date input; addresses and reasons a larger box; everything else one line. */
export function fieldKind(name: string): FieldKind {
  if (/date$/i.test(name)) return 'date';
  if (/email$/i.test(name)) return 'email';
  if (/phone$/i.test(name)) return 'tel';
  if (/(address|reason|details|description|notes)$/i.test(name)) return 'multiline';
  return 'text';
}

/** A value as it reads in the letter: dates written out, like 'January 5, 2025'. */
function letterValue(name: string, value: string): string {
  const trimmed = value.trim();
  return fieldKind(name) === 'date' && trimmed ? formatLegalDate(trimmed) : trimmed;
}

/**
 * The letter with every placeholder replaced by what was typed; a box still empty shows as
 * '[Buyer name]' so the reader sees what is missing.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = letterValue(name, values[name] ?? '');
    return value || `[${fieldLabel(name)}]`;
  });
}

/**
 * The template with only the given placeholders replaced, as they are: the rest stay for the
 * person to fill (the server fills a letter's law paragraph this way).
 */
export function fillSome(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** A file name from a title: 'Florida Cancellation Letter' → 'florida-cancellation-letter.txt'. */
export function letterFileName(title: string, extension = 'txt'): string {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${base || 'letter'}.${extension}`;
}
