import { useEffect, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import { toast } from './toast';
import { text } from '@shared/i18n/text';
import { activeText } from '@client/lib/i18n/active';

type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

/** A form's schema, or (on public pages, whose first JavaScript has a budget) a function importing it. */
export type SchemaSource<Schema extends FormSchema> = Schema | (() => Promise<Schema>);

const loadResolvers = () => import('./schema-resolver');

async function schemaOf<Schema extends FormSchema>(source: SchemaSource<Schema>): Promise<Schema> {
  return typeof source === 'function' ? source() : source;
}

const formChecksUnavailable = text(
  'We could not load this form. Please check your internet connection and try again.',
);
/** The English of the message (the tests read it); people see it translated. */
export const FORM_CHECKS_UNAVAILABLE = formChecksUnavailable.message;

/**
 * A form checked with a shared schema: its values are the schema's input, what a valid
 * submit gives is the schema's output, and the first field with a problem gets the focus.
 *
 * zod and the schema load after the page is up (they are never in a page's first JavaScript),
 * so by the time someone presses the button they are there; if they could not be loaded the
 * form says so and sends nothing.
 */
export function useSchemaForm<Schema extends FormSchema>(
  schema: SchemaSource<Schema>,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  const [firstSource] = useState(() => schema);
  useEffect(() => {
    Promise.all([schemaOf(firstSource), loadResolvers()]).catch(() => undefined);
  }, [firstSource]);

  const resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>> = async (
    values,
    context,
    options,
  ) => {
    try {
      const [loaded, { resolverFor }] = await Promise.all([schemaOf(schema), loadResolvers()]);
      return (await resolverFor(loaded)(values, context, options as never)) as never;
    } catch {
      const message = activeText(formChecksUnavailable);
      toast.error(message);
      const unavailable = { root: { type: 'unavailable', message } };
      return { values: {}, errors: unavailable as FieldErrors<z.input<Schema>> };
    }
  };
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues,
    shouldFocusError: true,
  });
}
