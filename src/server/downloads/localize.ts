import { setupI18n, type I18n } from '@lingui/core';
import type { TextDescriptor } from '@shared/i18n/text';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { loadCatalogues } from '../platform/i18n/catalogues';

/**
 * Content written with `text()` descriptors where it has strings (issue 21): the downloads'
 * content modules describe their documents this way, and `localize` turns them into the
 * plain strings of one language.
 */
export type Localizable<T> = T extends string
  ? string | TextDescriptor
  : T extends readonly (infer Item)[]
    ? readonly Localizable<Item>[]
    : T extends object
      ? { [Key in keyof T]: Localizable<T[Key]> }
      : T;

function isDescriptor(value: object): value is TextDescriptor {
  const candidate = value as Partial<TextDescriptor>;
  return typeof candidate.id === 'string' && typeof candidate.message === 'string';
}

/** The value with every descriptor in it translated by `i18n`. */
export function localize<T>(value: Localizable<T>, i18n: I18n): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      // A descriptor's values may hold descriptors themselves (a section title in a heading).
      if (isDescriptor(node)) {
        return i18n._(
          node.values ? { ...node, values: walk(node.values) as Record<string, unknown> } : node,
        );
      }
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]));
    }
    return node;
  };
  return walk(value) as T;
}

/** A Lingui instance for one language, with every catalogue (downloads are made at build). */
export async function downloadsI18n(locale: Locale = DEFAULT_LOCALE): Promise<I18n> {
  return setupI18n({ locale, messages: await loadCatalogues() });
}
