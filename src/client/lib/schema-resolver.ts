import { zodResolver } from '@hookform/resolvers/zod';
import { i18n } from '@lingui/core';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { translateMessage } from '@shared/i18n/translate-issue';

type AnySchema = z.ZodMiniType<FieldValues, FieldValues>;

const resolvers = new WeakMap<AnySchema, Resolver<FieldValues, unknown, FieldValues>>();

/**
 * The shared schemas' messages are English (`english(text('…'))`): every field error's
 * message, at any depth (lists, nested objects), in the page's language.
 */
function translateErrors(errors: unknown): void {
  if (typeof errors !== 'object' || errors === null) return;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') {
      (errors as Record<string, unknown>).message = translateMessage(i18n, value);
    } else if (key === 'types' && typeof value === 'object' && value !== null) {
      for (const [type, message] of Object.entries(value)) {
        if (typeof message === 'string') {
          (value as Record<string, unknown>)[type] = translateMessage(i18n, message);
        }
      }
    } else {
      translateErrors(value);
    }
  }
}

/**
 * The form resolver of a shared schema, made once per schema. It lives in its own module so
 * that zod and the resolver load with a form's first check, not with the page. Its messages
 * are in the page's language (the global `i18n`).
 */
export function resolverFor(schema: AnySchema): Resolver<FieldValues, unknown, FieldValues> {
  let resolver = resolvers.get(schema);
  if (!resolver) {
    const check = zodResolver(schema) as Resolver<FieldValues, unknown, FieldValues>;
    resolver = async (values, context, options) => {
      const result = await check(values, context, options);
      // Before any catalogue loads (some tests), the messages stay as the schema wrote them.
      if (i18n.locale) translateErrors(result.errors);
      return result;
    };
    resolvers.set(schema, resolver);
  }
  return resolver;
}
