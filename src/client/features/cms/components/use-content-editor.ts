import { useLingui } from '@lingui/react/macro';
import { useState, type FocusEvent } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { slugify, SLUG_PATTERN } from '@shared/contracts/content';
import { announceFailure, type Notice } from '@client/lib/announce';
import { applyServerIssues } from '@client/lib/apply-server-issues';
import { slugTakenMessage } from './slug-taken';

interface SaveCallbacks {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

interface SaveMutation<Variables> {
  isPending: boolean;
  mutate: (variables: Variables, callbacks: SaveCallbacks) => void;
}

export interface ContentEditorOptions<Item, Values extends FieldValues, Output, Body> {
  /** The item to edit, or null for a new one. */
  item: Item | null;
  form: UseFormReturn<Values, unknown, Output>;
  /** Left out where items are only edited, never created (legal forms). */
  create?: SaveMutation<Body>;
  update: SaveMutation<{ id: string; body: Body }>;
  /** The toast titles, such as 'Article created successfully' and 'Failed to update article'. */
  messages: { created: string; updated: string; createFailed: string; updateFailed: string };
  /** What is sent for valid values. */
  toBody: (values: Output) => Body;
  /** What the saved item is called, for the toast. */
  nameOf: (values: Output) => string;
  /** The fields the server's messages may name. */
  fields: readonly Path<Values>[];
  /** Called after a successful save. */
  onSaved: () => void;
  /** Called after a refused save, once the server's messages are under their fields. */
  onFailed?: () => void;
}

/**
 * Saving a CMS editor's form: create or update, a toast either way, and on a refusal a
 * lasting notice with the server's messages under their fields (a taken slug under the slug).
 */
export function useContentEditor<
  Item extends { id: string },
  Values extends FieldValues,
  Output,
  Body,
>({
  item,
  form,
  create,
  update,
  messages,
  toBody,
  nameOf,
  fields,
  onSaved,
  onFailed,
}: ContentEditorOptions<Item, Values, Output, Body>) {
  const { t } = useLingui();
  const isNew = item === null;
  const busy = Boolean(create?.isPending) || update.isPending;
  const [problem, setProblem] = useState<Notice | null>(null);
  const failedTitle = isNew ? messages.createFailed : messages.updateFailed;

  function save(values: Output) {
    if (busy) return;
    setProblem(null);
    const body = toBody(values);
    const callbacks: SaveCallbacks = {
      onSuccess: () => {
        const name = nameOf(values);
        toast.success(isNew ? messages.created : messages.updated, {
          description: t`“${name}” is saved.`,
        });
        onSaved();
      },
      onError: (error) => {
        setProblem(announceFailure(failedTitle, error));
        const taken = slugTakenMessage(error);
        if (taken) {
          form.setError(
            'slug' as Path<Values>,
            { type: 'server', message: taken },
            { shouldFocus: true },
          );
        } else {
          applyServerIssues(error, fields, form.setError);
        }
        onFailed?.();
      },
    };
    if (item) update.mutate({ id: item.id, body }, callbacks);
    else create?.mutate(body, callbacks);
  }

  return { busy, problem, clearProblem: () => setProblem(null), save };
}

/**
 * A slug made from another field (the title or name) while the item is new and the slug has
 * not been typed; emptied, it follows again. A hand-typed slug is tidied when it loses focus
 * ("My Guide!" becomes "my-guide"). An existing item keeps its address unless someone changes
 * it on purpose.
 */
export function useSlugFrom<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  { source, isNew, maxLength }: { source: Path<Values>; isNew: boolean; maxLength?: number },
) {
  const [follows, setFollows] = useState(isNew);
  const { isSubmitted } = form.formState;
  const slug = 'slug' as Path<Values>;
  const setSlug = (value: string, shouldValidate: boolean) =>
    form.setValue(slug, value as PathValue<Values, Path<Values>>, {
      shouldDirty: true,
      shouldValidate,
    });

  const sourceField = form.register(source, {
    onChange: (event: { target: { value: string } }) => {
      if (follows) setSlug(slugify(event.target.value, maxLength), isSubmitted);
    },
  });
  const registered = form.register(slug, {
    onChange: (event: { target: { value: string } }) => {
      setFollows(isNew && event.target.value.trim() === '');
    },
  });
  const slugField = {
    ...registered,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const typed = (form.getValues(slug) as string | undefined) ?? '';
      if (typed && !SLUG_PATTERN.test(typed)) setSlug(slugify(typed, maxLength), true);
      void registered.onBlur(event);
    },
  };

  return {
    sourceField,
    slugField,
    /** The slug is still made from the source field. */
    follows,
    reset: () => setFollows(isNew),
  };
}
