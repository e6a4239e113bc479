import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { checkWithSchema, preloadSchema, type FormSchema, type SchemaSource } from './schema-check';

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
  useEffect(() => preloadSchema(firstSource), [firstSource]);

  const resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>> = (values, _, options) =>
    checkWithSchema(schema, values, options as never) as never;
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues,
    shouldFocusError: true,
  });
}
