/** How an option list is shaped and read (the lists themselves are in options.ts). */

export type Option<Value extends string = string> = {
  readonly value: Value;
  readonly label: string;
};

/** The values of an option list, typed as a non-empty tuple for z.enum. */
export function optionValues<Value extends string>(
  options: readonly Option<Value>[],
): [Value, ...Value[]] {
  return options.map((option) => option.value) as [Value, ...Value[]];
}

/** The label of a value, or the value itself when the list does not know it. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** A list whose labels are its values. */
export function labelled<Value extends string>(labels: readonly Value[]) {
  return labels.map((label) => ({ value: label, label })) as {
    readonly value: Value;
    readonly label: Value;
  }[];
}
