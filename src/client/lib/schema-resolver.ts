import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

type AnySchema = z.ZodMiniType<FieldValues, FieldValues>;

const resolvers = new WeakMap<AnySchema, Resolver<FieldValues, unknown, FieldValues>>();

/**
 * The form resolver of a shared schema, made once per schema. It lives in its own module so
 * that zod and the resolver load with a form's first check, not with the page.
 */
export function resolverFor(schema: AnySchema): Resolver<FieldValues, unknown, FieldValues> {
  let resolver = resolvers.get(schema);
  if (!resolver) {
    resolver = zodResolver(schema) as Resolver<FieldValues, unknown, FieldValues>;
    resolvers.set(schema, resolver);
  }
  return resolver;
}
