import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod/mini';
import { checkWithSchema, preloadSchema, type FormSchema, type SchemaSource } from './schema-check';

/** The boxes a light form knows: text and date boxes, lists to choose from, radio buttons. */
type Box = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type StringValues<Schema extends FormSchema> = z.input<Schema> & {
  [Name in keyof z.input<Schema>]: string;
};

/**
 * `useSchemaForm` without react-hook-form, for the public forms whose first JavaScript has a
 * 100 KB budget that react-hook-form (14 KB) would break: the sign-in screens and the deadline
 * checker. Every value is a string. It keeps react-hook-form's contract for what those forms use
 * (`register`, `handleSubmit`, `getValues`, `watch`, `formState.errors`) and its behaviour: the
 * schema checks on submit and then at every change, the first box with a problem gets the
 * focus, and a box that is hidden and shown again keeps its value. Boxes stay uncontrolled, so
 * anything typed before the page's script ran is kept.
 */
export function useLightSchemaForm<Schema extends FormSchema>(
  schema: SchemaSource<Schema>,
  defaultValues: StringValues<Schema>,
) {
  type Values = StringValues<Schema>;
  type Name = keyof Values & string;
  const [firstSource] = useState(() => schema);
  useEffect(() => preloadSchema(firstSource), [firstSource]);

  // What `watch` shows: the values as of the last change, so a change re-renders the form.
  const [watched, setWatched] = useState<Values>(() => ({ ...defaultValues }));
  const values = useRef<Values>(watched);
  const boxes = useRef(new Map<string, Set<Box>>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<z.input<Schema>>>({});

  const setValue = (name: Name, value: string) => {
    values.current = { ...values.current, [name]: value };
    setWatched(values.current);
  };
  const check = () =>
    checkWithSchema(schema, values.current, { fields: {}, shouldUseNativeValidation: false });
  const firstBoxOf = (name: string) => {
    const connected = [...(boxes.current.get(name) ?? [])].filter((box) => box.isConnected);
    boxes.current.set(name, new Set(connected));
    return connected[0];
  };

  /** A box arriving on screen shows the form's value, or gives it what was typed before. */
  const adopt = (name: Name, box: Box) => {
    const known = boxes.current.get(name) ?? new Set<Box>();
    boxes.current.set(name, known.add(box));
    const value = values.current[name] ?? '';
    if (box instanceof HTMLInputElement && box.type === 'radio') {
      if (value) box.checked = box.value === value;
      else if (box.checked) values.current = { ...values.current, [name]: box.value };
    } else if (value && box.value !== value) {
      box.value = value;
    } else if (!value && box.value) {
      values.current = { ...values.current, [name]: box.value };
    }
  };

  const register = (name: Name): UseFormRegisterReturn<Name> => ({
    name,
    ref: (box: Box | null) => {
      if (box) adopt(name, box);
    },
    onBlur: async () => undefined,
    onChange: async (event: { target: Box }) => {
      const box = event.target;
      if (box instanceof HTMLInputElement && box.type === 'radio' && !box.checked) return;
      setValue(name, box.value);
      if (!submitted.current) return;
      const result = await check();
      const problem = (result.errors as Record<string, unknown>)[name];
      setErrors((shown) => ({ ...shown, [name]: problem }));
    },
  });

  const handleSubmit =
    (onValid: (values: z.output<Schema>) => void | Promise<void>) => async (event?: FormEvent) => {
      event?.preventDefault();
      submitted.current = true;
      const result = await check();
      setErrors(result.errors);
      const firstProblem = Object.keys(defaultValues).find((name) => name in result.errors);
      if (firstProblem) firstBoxOf(firstProblem)?.focus();
      if (Object.keys(result.errors).length === 0) await onValid(result.values as z.output<Schema>);
    };

  function watch(): Values;
  function watch<N extends Name>(name: N): Values[N];
  function watch(name?: Name) {
    return name === undefined ? watched : watched[name];
  }

  return {
    register,
    handleSubmit,
    getValues: (name: Name): string => values.current[name] ?? '',
    watch,
    formState: { errors },
  };
}

export type LightSchemaForm<Schema extends FormSchema> = ReturnType<
  typeof useLightSchemaForm<Schema>
>;
