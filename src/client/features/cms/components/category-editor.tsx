import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch, type Path } from 'react-hook-form';
import {
  categoryInputSchema,
  type Category,
  type CategoryInput,
  type CategoryInputValues,
} from '@shared/contracts/content';
import { CheckboxRow } from '@client/components/checkbox-row';
import { Field, Input, Textarea } from '@client/components/ui/field';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { EditorDialog } from './editor-dialog';
import { useContentEditor, useSlugFrom } from './use-content-editor';

export const CATEGORY_CREATED = msg`Category created successfully`;
export const CATEGORY_UPDATED = msg`Category updated successfully`;
export const CATEGORY_CREATE_FAILED = msg`Failed to create category`;
export const CATEGORY_UPDATE_FAILED = msg`Failed to update category`;

/** Requirements §9: a category's name and slug are at most 255 characters. */
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
  const { t, i18n } = useLingui();
  const isNew = category === null;
  const form = useSchemaForm(categoryInputSchema, initialValues(category));
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const slug = useWatch({ control, name: 'slug' });
  const slugFromName = useSlugFrom(form, { source: 'name', isNew, maxLength: CATEGORY_SLUG_MAX });

  const editor = useContentEditor({
    item: category,
    form,
    create: useCreateCategory(),
    update: useUpdateCategory(),
    messages: {
      created: i18n._(CATEGORY_CREATED),
      updated: i18n._(CATEGORY_UPDATED),
      createFailed: i18n._(CATEGORY_CREATE_FAILED),
      updateFailed: i18n._(CATEGORY_UPDATE_FAILED),
    },
    toBody: toCategoryRequest,
    nameOf: (values) => values.name,
    fields: formFields,
    onSaved,
  });

  const categoryName = category?.name ?? '';
  const example = slug?.trim() || 'legal-rights';
  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isNew ? t`New Category` : t`Edit “${categoryName}”`}
      className="max-w-2xl"
      formClassName="space-y-5"
      onSubmit={form.handleSubmit(editor.save)}
      intro={t`Name and slug are needed.`}
      problem={editor.problem}
      busy={editor.busy}
      submitLabel={isNew ? t`Create Category` : t`Save Changes`}
    >
      <Field id={id('name')} label={t`Name`} error={errors.name?.message}>
        {(aria) => <Input {...aria} autoComplete="off" {...slugFromName.sourceField} />}
      </Field>
      <Field
        id={id('slug')}
        label={t`Slug`}
        hint={
          isNew && slugFromName.follows ? (
            <Trans>
              Lower-case words joined by hyphens, like{' '}
              <span className="font-mono text-ink-900">{example}</span> (made from the name until
              you change it)
            </Trans>
          ) : (
            <Trans>
              Lower-case words joined by hyphens, like{' '}
              <span className="font-mono text-ink-900">{example}</span>
            </Trans>
          )
        }
        error={errors.slug?.message}
      >
        {(aria) => (
          <Input {...aria} autoComplete="off" spellCheck={false} {...slugFromName.slugField} />
        )}
      </Field>
      <Field
        id={id('description')}
        label={t`Description`}
        optional
        error={errors.description?.message}
      >
        {(aria) => <Textarea {...aria} rows={3} {...register('description')} />}
      </Field>
      <Field
        id={id('displayOrder')}
        label={t`Display order`}
        hint={t`Lower numbers come first. 0 if left empty.`}
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
      <CheckboxRow
        id={id('isActive')}
        label={t`Active (shown in the education centre)`}
        className="w-fit"
        {...register('isActive')}
      />
    </EditorDialog>
  );
}
