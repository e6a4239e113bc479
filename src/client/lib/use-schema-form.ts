import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';

/**
 * A form checked with a shared schema: its values are the schema's input, what a valid
 * submit gives is the schema's output, and the first field with a problem gets the focus.
 */
export function useSchemaForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    shouldFocusError: true,
  });
}
