import { useWatch, type Path } from 'react-hook-form';
import {
  legalFormUpdateSchema,
  type CmsLegalForm,
  type CmsLegalFormSummary,
  type LegalFormUpdate,
  type LegalFormUpdateValues,
} from '@shared/contracts/cms-legal-forms';
import { CheckboxRow } from '@client/components/checkbox-row';
import { LoadFailed, LoadingMessage } from '@client/components/load-status';
import { Field, Input, Textarea } from '@client/components/ui/field';
import { Modal } from '@client/components/ui/modal';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { isOtherStatesCancellationLetter } from '@shared/letters/template-rules';
import { useLegalForm, useUpdateLegalForm } from '../api/legal-forms';
import { EditorDialog } from './editor-dialog';
import { LetterTemplatePreview } from './letter-template-preview';
import { useContentEditor } from './use-content-editor';

export const LEGAL_FORM_UPDATED = 'Letter updated successfully';
export const LEGAL_FORM_UPDATE_FAILED = 'Failed to update letter';

const id = (name: string) => `legal-form-${name}`;

type Values = LegalFormUpdateValues;

const formFields: readonly Path<Values>[] = [
  'title',
  'description',
  'instructions',
  'template',
  'isPublic',
];

function initialValues(form: CmsLegalForm): Values {
  return {
    title: form.title,
    description: form.description,
    instructions: form.instructions ?? '',
    template: form.template ?? '',
    isPublic: form.isPublic,
  };
}

/** Every field, a cleared box as null so the update clears it. */
function toLegalFormRequest(values: LegalFormUpdate): LegalFormUpdateValues {
  return {
    title: values.title,
    description: values.description,
    instructions: values.instructions ?? null,
    template: values.template ?? null,
    isPublic: values.isPublic,
  };
}

export interface LegalFormEditorProps {
  form: CmsLegalFormSummary | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}

/** The letter dialog: its texts are loaded when it opens, then edited with a live preview. */
export function LegalFormEditor({ form, ...dialog }: LegalFormEditorProps) {
  const loaded = useLegalForm(form?.id ?? null);
  if (!form) return null;
  if (loaded.data) return <LegalFormFields form={loaded.data} {...dialog} />;
  return (
    <Modal open={dialog.open} onOpenChange={dialog.onOpenChange} title={`Edit “${form.title}”`}>
      {loaded.isError ? (
        <LoadFailed
          title="We could not load this form."
          error={loaded.error}
          onRetry={() => void loaded.refetch()}
        />
      ) : (
        <LoadingMessage label="Loading the form" />
      )}
    </Modal>
  );
}

function LegalFormFields({
  form: stored,
  open,
  onOpenChange,
  onSaved,
}: Omit<LegalFormEditorProps, 'form'> & { form: CmsLegalForm }) {
  const form = useSchemaForm(legalFormUpdateSchema, initialValues(stored));
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  const template = useWatch({ control, name: 'template' }) ?? '';
  const instructions = useWatch({ control, name: 'instructions' }) ?? '';
  const lawFilledIn = isOtherStatesCancellationLetter(stored);

  const editor = useContentEditor({
    item: stored,
    form,
    update: useUpdateLegalForm(),
    messages: {
      created: LEGAL_FORM_UPDATED,
      updated: LEGAL_FORM_UPDATED,
      createFailed: LEGAL_FORM_UPDATE_FAILED,
      updateFailed: LEGAL_FORM_UPDATE_FAILED,
    },
    toBody: toLegalFormRequest,
    nameOf: (values) => values.title,
    fields: formFields,
    onSaved,
  });

  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Edit “${stored.title}”`}
      className="max-w-6xl"
      formClassName="space-y-5"
      onSubmit={form.handleSubmit(editor.save)}
      intro={
        <>
          Title, description and the letter text are needed. Write the boxes a person fills in as
          placeholders, like <span className="font-mono">{'{{buyerName}}'}</span>.
          {lawFilledIn
            ? ' This letter serves every state without its own: keep {{lawCitation}}, {{stateName}} and {{cancellationPeriod}}, and type no number of days — each state’s law and period are filled in from our rules.'
            : ''}
        </>
      }
      problem={editor.problem}
      busy={editor.busy}
      submitLabel="Save Changes"
      discard={{ dirty: isDirty, onDiscard: () => form.reset(initialValues(stored)) }}
    >
      <Field id={id('title')} label="Title" error={errors.title?.message}>
        {(aria) => <Input {...aria} autoComplete="off" {...register('title')} />}
      </Field>
      <Field id={id('description')} label="Description" error={errors.description?.message}>
        {(aria) => <Textarea {...aria} rows={2} {...register('description')} />}
      </Field>
      <Field
        id={id('instructions')}
        label="Instructions"
        optional
        error={errors.instructions?.message}
      >
        {(aria) => <Textarea {...aria} rows={3} {...register('instructions')} />}
      </Field>
      <div className="grid gap-5 lg:grid-cols-2">
        <Field id={id('template')} label="Letter text" error={errors.template?.message}>
          {(aria) => (
            <Textarea
              {...aria}
              rows={18}
              spellCheck
              className="font-mono text-sm"
              {...register('template')}
            />
          )}
        </Field>
        <LetterTemplatePreview form={stored} template={template} instructions={instructions} />
      </div>
      <CheckboxRow
        id={id('isPublic')}
        label="Public (shown in the legal database and used for letters)"
        className="w-fit"
        {...register('isPublic')}
      />
    </EditorDialog>
  );
}
