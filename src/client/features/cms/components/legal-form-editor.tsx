import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

export const LEGAL_FORM_UPDATED = msg`Letter updated successfully`;
export const LEGAL_FORM_UPDATE_FAILED = msg`Failed to update letter`;

/* eslint-disable lingui/no-unlocalized-strings -- an element id and letter placeholders */
const id = (name: string) => `legal-form-${name}`;

/** Placeholders as staff type them; they stay as they are in every language. */
const placeholderExample = '{{buyerName}}';
const lawCitation = '{{lawCitation}}';
const stateName = '{{stateName}}';
const cancellationPeriod = '{{cancellationPeriod}}';
/* eslint-enable lingui/no-unlocalized-strings */

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
  const { t } = useLingui();
  const loaded = useLegalForm(form?.id ?? null);
  if (!form) return null;
  const formTitle = form.title;
  if (loaded.data) return <LegalFormFields form={loaded.data} {...dialog} />;
  return (
    <Modal open={dialog.open} onOpenChange={dialog.onOpenChange} title={t`Edit “${formTitle}”`}>
      {loaded.isError ? (
        <LoadFailed
          title={t`We could not load this form.`}
          error={loaded.error}
          onRetry={() => void loaded.refetch()}
        />
      ) : (
        <LoadingMessage label={t`Loading the form`} />
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
  const { t, i18n } = useLingui();
  const form = useSchemaForm(legalFormUpdateSchema, initialValues(stored));
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  const template = useWatch({ control, name: 'template' }) ?? '';
  const instructions = useWatch({ control, name: 'instructions' }) ?? '';
  const lawFilledIn = isOtherStatesCancellationLetter(stored);
  const formTitle = stored.title;

  const editor = useContentEditor({
    item: stored,
    form,
    update: useUpdateLegalForm(),
    messages: {
      created: i18n._(LEGAL_FORM_UPDATED),
      updated: i18n._(LEGAL_FORM_UPDATED),
      createFailed: i18n._(LEGAL_FORM_UPDATE_FAILED),
      updateFailed: i18n._(LEGAL_FORM_UPDATE_FAILED),
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
      title={t`Edit “${formTitle}”`}
      className="max-w-6xl"
      formClassName="space-y-5"
      onSubmit={form.handleSubmit(editor.save)}
      intro={
        <>
          <Trans>
            Title, description and the letter text are needed. Write the boxes a person fills in as
            placeholders, like <span className="font-mono">{placeholderExample}</span>.
          </Trans>
          {lawFilledIn ? (
            <>
              {' '}
              <Trans>
                This letter serves every state without its own: keep {lawCitation}, {stateName} and{' '}
                {cancellationPeriod}, and type no number of days — each state’s law and period are
                filled in from our rules.
              </Trans>
            </>
          ) : null}
        </>
      }
      problem={editor.problem}
      busy={editor.busy}
      submitLabel={t`Save Changes`}
      discard={{ dirty: isDirty, onDiscard: () => form.reset(initialValues(stored)) }}
    >
      <Field id={id('title')} label={t`Title`} error={errors.title?.message}>
        {(aria) => <Input {...aria} autoComplete="off" {...register('title')} />}
      </Field>
      <Field id={id('description')} label={t`Description`} error={errors.description?.message}>
        {(aria) => <Textarea {...aria} rows={2} {...register('description')} />}
      </Field>
      <Field
        id={id('instructions')}
        label={t`Instructions`}
        optional
        error={errors.instructions?.message}
      >
        {(aria) => <Textarea {...aria} rows={3} {...register('instructions')} />}
      </Field>
      <div className="grid gap-5 lg:grid-cols-2">
        <Field id={id('template')} label={t`Letter text`} error={errors.template?.message}>
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
        label={t`Public (shown in the legal database and used for letters)`}
        className="w-fit"
        {...register('isPublic')}
      />
    </EditorDialog>
  );
}
