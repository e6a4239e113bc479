import { Save } from 'lucide-react';
import { useState } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import {
  categoryInputSchema,
  slugify,
  SLUG_PATTERN,
  type Category,
  type CategoryInput,
  type CategoryInputValues,
} from '@shared/contracts/content';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Button } from '@client/components/ui/button';
import { Field, Input, Textarea } from '@client/components/ui/field';
import { Modal } from '@client/components/ui/modal';
import { applyServerIssues } from '@client/lib/apply-server-issues';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { slugTakenMessage } from './slug-taken';

export const CATEGORY_CREATED = 'Category created successfully';
export const CATEGORY_UPDATED = 'Category updated successfully';
export const CATEGORY_CREATE_FAILED = 'Failed to create category';
export const CATEGORY_UPDATE_FAILED = 'Failed to update category';

/** Spec §9: a category's name and slug are at most 255 characters. */
const CATEGORY_SLUG_MAX = 255;

const ID = 'category';
const id = (name: string) => `${ID}-${name}`;

type Values = CategoryInputValues;

const formFields: readonly Path<Values>[] = [
  'name',
  'slug',
  'description',
  'displayOrder',
  'isActive',
];

function initialValues(category: Category | null): Values {
  return category
    ? {
        name: category.name,
        slug: category.slug,
        description: category.description ?? '',
        displayOrder: category.displayOrder,
        isActive: category.isActive,
      }
    : { name: '', slug: '', description: '', displayOrder: 0, isActive: true };
}

/** Every field, a cleared description as null so an update clears it. */
export function toCategoryRequest(values: CategoryInput): CategoryInputValues {
  return {
    name: values.name,
    slug: values.slug,
    description: values.description ?? null,
    displayOrder: values.displayOrder,
    isActive: values.isActive,
  };
}

/** An empty box means the default (0); anything else is checked as a whole number. */
function toDisplayOrder(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  return Number(value);
}

export interface CategoryEditorProps {
  category: Category | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}

/** The category dialog: name and slug needed, the slug made from the name until edited. */
export function CategoryEditor({ category, open, onOpenChange, onSaved }: CategoryEditorProps) {
  const isNew = category === null;
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const busy = create.isPending || update.isPending;
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const [slugFollowsName, setSlugFollowsName] = useState(isNew);

  const form = useSchemaForm(categoryInputSchema, initialValues(category));
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = form;
  const slug = useWatch({ control, name: 'slug' });
  const failedTitle = isNew ? CATEGORY_CREATE_FAILED : CATEGORY_UPDATE_FAILED;

  const onSubmit = form.handleSubmit((values) => {
    if (busy) return;
    setProblem(null);
    const body = toCategoryRequest(values);
    const callbacks = {
      onSuccess: () => {
        toast.success(isNew ? CATEGORY_CREATED : CATEGORY_UPDATED, {
          description: `“${values.name}” is saved.`,
        });
        onSaved();
      },
      onError: (error: Error) => {
        const message = error.message || 'Please try again.';
        toast.error(failedTitle, { description: message });
        setProblem({ title: failedTitle, message });
        const taken = slugTakenMessage(error);
        if (taken) form.setError('slug', { type: 'server', message: taken }, { shouldFocus: true });
        else applyServerIssues(error, formFields, form.setError);
      },
    };
    if (category) update.mutate({ id: category.id, body }, callbacks);
    else create.mutate(body, callbacks);
  });

  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsName) {
        setValue('slug', slugify(event.target.value, CATEGORY_SLUG_MAX), {
          shouldDirty: true,
          shouldValidate: isSubmitted,
        });
      }
    },
  });
  const slugField = register('slug', {
    onChange: (event: { target: { value: string } }) => {
      setSlugFollowsName(isNew && event.target.value.trim() === '');
    },
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={isNew ? 'New Category' : `Edit “${category.name}”`}
      className="max-w-2xl"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <p className="text-ink-700">Name and slug are needed.</p>
        {problem ? (
          <FormNotice tone="error" title={problem.title} message={problem.message} />
        ) : null}
        <Field id={id('name')} label="Name" error={errors.name?.message}>
          {(aria) => <Input {...aria} autoComplete="off" {...nameField} />}
        </Field>
        <Field
          id={id('slug')}
          label="Slug"
          hint={
            <>
              Lower-case words joined by hyphens, like{' '}
              <span className="font-mono text-ink-900">{slug?.trim() || 'legal-rights'}</span>
              {isNew && slugFollowsName ? ' (made from the name until you change it)' : ''}
            </>
          }
          error={errors.slug?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              autoComplete="off"
              spellCheck={false}
              {...slugField}
              onBlur={(event) => {
                const typed = getValues('slug') ?? '';
                if (typed && !SLUG_PATTERN.test(typed)) {
                  setValue('slug', slugify(typed, CATEGORY_SLUG_MAX), {
                    shouldDirty: true,
                    shouldValidate: true,
                  });
                }
                void slugField.onBlur(event);
              }}
            />
          )}
        </Field>
        <Field
          id={id('description')}
          label="Description"
          optional
          error={errors.description?.message}
        >
          {(aria) => <Textarea {...aria} rows={3} {...register('description')} />}
        </Field>
        <Field
          id={id('displayOrder')}
          label="Display order"
          hint="Lower numbers come first. 0 if left empty."
          error={errors.displayOrder?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className="max-w-40"
              {...register('displayOrder', { setValueAs: toDisplayOrder })}
            />
          )}
        </Field>
        <label
          htmlFor={id('isActive')}
          className="flex min-h-11 w-fit cursor-pointer items-center gap-3 rounded-lg px-2 py-1 font-semibold text-ink-900 hover:bg-brand-50"
        >
          <input
            id={id('isActive')}
            type="checkbox"
            className="h-6 w-6 shrink-0 cursor-pointer accent-brand-700"
            {...register('isActive')}
          />
          <span>Active (shown in the education centre)</span>
        </label>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <SubmitButton busy={busy} busyLabel="Saving…" icon={Save} size="md">
            {isNew ? 'Create Category' : 'Save Changes'}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
