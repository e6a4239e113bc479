import type { FieldErrors, FieldValues, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod/mini';
import { text } from '@shared/i18n/text';
import { activeText } from '@client/lib/i18n/active';
import { toast } from './toast';

export type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

/** A form's schema, or (on public pages, whose first JavaScript has a budget) a function importing it. */
export type SchemaSource<Schema extends FormSchema> = Schema | (() => Promise<Schema>);

const loadResolvers = () => import('./schema-resolver');

async function schemaOf<Schema extends FormSchema>(source: SchemaSource<Schema>): Promise<Schema> {
  return typeof source === 'function' ? source() : source;
}

/**
 * Fetches a form's schema and zod once the page is up, so they are there by the time someone
 * presses the button (they are never in a page's first JavaScript).
 */
export function preloadSchema(source: SchemaSource<FormSchema>): void {
  Promise.all([schemaOf(source), loadResolvers()]).catch(() => undefined);
}

const formChecksUnavailable = text(
  'We could not load this form. Please check your internet connection and try again.',
);

/** What a form's check found: the schema's output, or each field's problem. */
export type SchemaCheck<Values extends FieldValues, Output> =
  | { values: Output; errors: Record<string, never> }
  | { values: Record<string, never>; errors: FieldErrors<Values> };

/**
 * The values checked against the form's schema, with the problems in the page's language. When
 * the schema cannot be loaded (the connection dropped), a toast says so and the form gets a
 * `root` problem, so it sends nothing.
 */
export async function checkWithSchema<Schema extends FormSchema>(
  source: SchemaSource<Schema>,
  values: z.input<Schema>,
  options: ResolverOptions<FieldValues>,
): Promise<SchemaCheck<z.input<Schema>, z.output<Schema>>> {
  try {
    const [schema, { resolverFor }] = await Promise.all([schemaOf(source), loadResolvers()]);
    return (await resolverFor(schema)(values, undefined, options)) as never;
  } catch {
    const message = activeText(formChecksUnavailable);
    toast.error(message);
    const unavailable = { root: { type: 'unavailable', message } };
    return { values: {}, errors: unavailable as FieldErrors<z.input<Schema>> };
  }
}
