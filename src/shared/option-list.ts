/** How an option list is shaped and read (the lists themselves are in options.ts). */
import type { TextDescriptor } from './i18n/text';

/** A stored value and the label people read, translated where it is shown (`i18n._(label)`). */
export type Option<Value extends string = string> = {
  readonly value: Value;
  readonly label: TextDescriptor;
};

/** The values of an option list, typed as a non-empty tuple for z.enum. */
export function optionValues<Value extends string>(
  options: readonly { readonly value: Value }[],
): [Value, ...Value[]] {
  return options.map((option) => option.value) as [Value, ...Value[]];
}

/**
 * The label of a value, or the value itself (as an untranslated descriptor) when the list
 * does not know it.
 */
export function optionLabel(options: readonly Option[], value: string): TextDescriptor {
  return options.find((option) => option.value === value)?.label ?? { id: value, message: value };
}
