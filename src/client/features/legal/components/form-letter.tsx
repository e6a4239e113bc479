import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import type { LegalForm } from '@shared/contracts/legal';
import { FormNotice } from '@client/components/form-status';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { LetterFieldControl } from '@client/components/letter-field-control';
import { saveBlob } from '@client/lib/save-blob';
import { useRecordFormDownload } from '../api/record-form-download';
import {
  fieldKind,
  fieldLabel,
  fillTemplate,
  letterFields,
  letterFileName,
} from '@shared/letters/template';
import { useStableId } from '@client/lib/stable-id';

/** The letter's id; the print stylesheet shows only this element. */
export const PRINTABLE_LETTER_ID = 'legal-letter-print';

/**
 * When printing, everything but the letter is left out: every element that neither holds the
 * letter nor is inside it is hidden, and the boxes around it lose their spacing and borders.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a stylesheet
const printStyles = `
@media print {
  @page { margin: 2cm; }
  body *:not(:has(#${PRINTABLE_LETTER_ID})):not(#${PRINTABLE_LETTER_ID}):not(#${PRINTABLE_LETTER_ID} *) {
    display: none !important;
  }
  :has(#${PRINTABLE_LETTER_ID}) {
    margin: 0 !important;
    padding: 0 !important;
    border: 0 !important;
    box-shadow: none !important;
    background: none !important;
    min-height: 0 !important;
  }
  #${PRINTABLE_LETTER_ID} {
    margin: 0 !important;
    padding: 0 !important;
    border: 0 !important;
    box-shadow: none !important;
    background: none !important;
    color: #000 !important;
    font-size: 12pt !important;
    line-height: 1.5 !important;
  }
}
`;

/**
 * A form's letter to fill in: one labelled box per field, a live preview, Print letter (only the
 * letter is printed) and Download as text. What is typed stays in this browser.
 */
export function FormLetter({ form }: { form: LegalForm }) {
  const { t } = useLingui();
  const fillHeadingId = useStableId();
  const previewHeadingId = useStableId();
  const fields = letterFields(form.requiredFields, form.template);
  const [values, setValues] = useState<Record<string, string>>({});
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const recordDownload = useRecordFormDownload();

  if (!form.template) {
    return (
      <section aria-labelledby={fillHeadingId} className="space-y-3">
        <h2 id={fillHeadingId} className="text-2xl font-bold text-ink-900 md:text-3xl">
          <Trans>Fill in your letter</Trans>
        </h2>
        <p className="text-lg text-ink-700">
          <Trans>
            This form does not have a letter to fill in yet. Please use the instructions above, or
            contact us and we will help you.
          </Trans>
        </p>
      </section>
    );
  }

  const letter = fillTemplate(form.template, values);
  const empty = fields.filter((name) => !values[name]?.trim()).map(fieldLabel);
  const emptyList = empty.join(', ');

  function download() {
    const fileName = letterFileName(form.title);
    saveBlob(new Blob([letter], { type: 'text/plain;charset=utf-8' }), fileName);
    setSavedAs(fileName);
    void recordDownload(form.id);
  }

  return (
    <>
      <style>{printStyles}</style>
      <section aria-labelledby={fillHeadingId} className="space-y-4">
        <h2 id={fillHeadingId} className="text-2xl font-bold text-ink-900 md:text-3xl">
          <Trans>Fill in your letter</Trans>
        </h2>
        <p className="text-lg text-ink-700">
          <Trans>
            Type your details in the boxes. The letter below changes as you type. What you type
            stays on this device: it is not sent to us or saved.
          </Trans>
        </p>
        {fields.length > 0 ? (
          <div className="grid grid-cols-1 gap-4 rounded-2xl border border-ink-200 bg-white p-5 sm:grid-cols-2">
            {fields.map((name) => (
              <Field
                key={name}
                id={`letter-field-${name}`}
                label={fieldLabel(name)}
                className={fieldKind(name) === 'multiline' ? 'sm:col-span-2' : undefined}
              >
                {(aria) => (
                  <LetterFieldControl
                    name={name}
                    value={values[name] ?? ''}
                    aria={aria}
                    onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
                  />
                )}
              </Field>
            ))}
          </div>
        ) : null}
      </section>
      <section aria-labelledby={previewHeadingId} className="space-y-4">
        <h2 id={previewHeadingId} className="text-2xl font-bold text-ink-900 md:text-3xl">
          <Trans>Your letter</Trans>
        </h2>
        {empty.length > 0 ? (
          <p className="text-lg text-ink-700">
            <Trans>
              Still empty: {emptyList}. Empty boxes show in [square brackets] in the letter; you can
              also write them in by hand after printing.
            </Trans>
          </p>
        ) : (
          <p className="text-lg text-ink-700">
            <Trans>Every box is filled in. Read the letter through before you send it.</Trans>
          </p>
        )}
        <div
          id={PRINTABLE_LETTER_ID}
          className="rounded-2xl border-2 border-ink-300 bg-white p-6 font-serif text-lg leading-relaxed whitespace-pre-wrap text-ink-900 shadow-sm [overflow-wrap:anywhere] sm:p-8"
        >
          {letter}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="h-5 w-5" />
            <Trans>Print letter</Trans>
          </Button>
          <Button size="lg" variant="outline" onClick={download}>
            <Download aria-hidden="true" className="h-5 w-5" />
            <Trans>Download as text</Trans>
          </Button>
        </div>
        <FormNotice
          tone="success"
          message={
            savedAs
              ? t`The letter was saved as ${savedAs}. You will find it in your Downloads folder.`
              : null
          }
        />
      </section>
    </>
  );
}
