import { useLingui } from '@lingui/react/macro';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import type { Letter, LetterFormat } from '@shared/contracts/letters';
import type { LetterPurpose } from '@shared/letters/purposes';
import { localToday } from '@shared/rescission/dates';
import { stateOptionsInData } from '@shared/rescission/state-options';
import { fieldKind, fillTemplate } from '@shared/letters/template';
import { LetterFieldControl } from '@client/components/letter-field-control';
import { QueryStatus } from '@client/components/load-status';
import { FormNotice } from '@client/components/form-status';
import { Button } from '@client/components/ui/button';
import { Field, Select } from '@client/components/ui/field';
import { useStableId } from '@client/lib/stable-id';
import { downloadLetter } from '../api/download-letter';
import { useLetter } from '../api/get-letter';

export interface LetterPanelProps {
  purpose: LetterPurpose;
  /** A state id of the rescission rules ('florida'); a cancellation letter asks for one if absent. */
  stateId?: string;
  /** Values already known (from the interview), by field name; the person can change them. */
  initialFields?: Readonly<Record<string, string>>;
}

/** The value a box starts with: what the caller knows, else what we suggest, else today for today's date. */
function startValues(letter: Letter, initial: Readonly<Record<string, string>>) {
  const values: Record<string, string> = {};
  for (const field of letter.fields) {
    const start =
      initial[field.name] ?? field.suggested ?? (field.name === 'todayDate' ? localToday() : '');
    values[field.name] = start;
  }
  return values;
}

function LetterForm({
  letter,
  purpose,
  initialFields,
}: {
  letter: Letter;
  purpose: LetterPurpose;
  initialFields: Readonly<Record<string, string>>;
}) {
  const { i18n } = useLingui();
  const previewHeadingId = useStableId();
  const mailingHeadingId = useStableId();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<LetterFormat | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const values = { ...startValues(letter, initialFields), ...typed };
  const preview = fillTemplate(letter.template, values);
  const empty = letter.fields.filter((field) => !values[field.name]?.trim());

  async function download(format: LetterFormat) {
    setBusy(format);
    setNotice(null);
    try {
      const fields = Object.fromEntries(
        letter.fields.map((field) => [field.name, values[field.name] ?? '']),
      );
      const fileName = await downloadLetter(purpose, {
        state: letter.state ?? undefined,
        fields,
        format,
      });
      setNotice({
        tone: 'success',
        message: `Your letter was saved as ${fileName}. You will find it in your Downloads folder.`,
      });
    } catch (error) {
      setNotice({ tone: 'error', message: (error as Error).message });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <h3 className="text-xl font-bold text-ink-900 md:text-2xl">{letter.title}</h3>
        {letter.verifyWithSource ? (
          <p className="mt-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-lg text-ink-900">
            Verify with the official source: part of this letter rests on a rule we could not
            confirm in the law itself. Check it before you send the letter.
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-4 rounded-2xl border border-ink-200 bg-white p-5 sm:grid-cols-2">
        {letter.fields.map((field) => (
          <Field
            key={field.name}
            id={`letter-${purpose}-${field.name}`}
            label={i18n._(field.label)}
            className={fieldKind(field.name) === 'multiline' ? 'sm:col-span-2' : undefined}
          >
            {(aria) => (
              <LetterFieldControl
                name={field.name}
                value={values[field.name] ?? ''}
                aria={aria}
                onChange={(value) => setTyped((current) => ({ ...current, [field.name]: value }))}
              />
            )}
          </Field>
        ))}
      </div>
      <section aria-labelledby={previewHeadingId} className="space-y-3">
        <h3 id={previewHeadingId} className="text-xl font-bold text-ink-900 md:text-2xl">
          Your letter
        </h3>
        <p className="text-lg text-ink-700">
          {empty.length > 0
            ? `Still empty: ${empty.map((field) => i18n._(field.label)).join(', ')}. Empty boxes show in [square brackets].`
            : 'Every box is filled in. Read the letter through before you send it.'}
        </p>
        <div
          data-testid="letter-preview"
          className="rounded-2xl border-2 border-ink-300 bg-white p-6 font-serif text-lg leading-relaxed whitespace-pre-wrap text-ink-900 shadow-sm [overflow-wrap:anywhere] sm:p-8"
        >
          {preview}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={() => void download('pdf')} disabled={busy !== null}>
            <Download aria-hidden="true" className="h-5 w-5" />
            {busy === 'pdf' ? 'Making your PDF…' : 'Download PDF'}
          </Button>
          <Button
            size="lg"
            variant="outline"
            onClick={() => void download('docx')}
            disabled={busy !== null}
          >
            <FileText aria-hidden="true" className="h-5 w-5" />
            {busy === 'docx' ? 'Making your Word file…' : 'Download Word file'}
          </Button>
        </div>
        <FormNotice tone={notice?.tone ?? 'success'} message={notice?.message ?? null} />
        <p className="text-base text-ink-700">
          What you type is used only to make your file: it is not saved.
        </p>
      </section>
      <section aria-labelledby={mailingHeadingId} className="space-y-3">
        <h3 id={mailingHeadingId} className="text-xl font-bold text-ink-900 md:text-2xl">
          How to send it
        </h3>
        <ul className="list-disc space-y-2 pl-6 text-lg text-ink-800">
          {letter.mailingInstructions.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
        {letter.applicableLaws.length > 0 ? (
          <p className="text-base text-ink-700">Laws named: {letter.applicableLaws.join('; ')}.</p>
        ) : null}
        <p className="text-base text-ink-700">General information, not legal advice.</p>
      </section>
    </div>
  );
}

/**
 * A letter that is ready to send (issue 20): the boxes it needs (prefilled from what the
 * caller knows), a live preview, PDF and Word downloads made on the server, and how to mail it.
 */
export function LetterPanel({ purpose, stateId, initialFields = {} }: LetterPanelProps) {
  const stateFieldId = useStableId();
  const [chosenState, setChosenState] = useState('');
  const needsState = purpose === 'rescission' && !stateId;
  const state = stateId ?? (chosenState || undefined);
  const query = useLetter(purpose, state);

  return (
    <div className="space-y-6">
      {needsState ? (
        <Field id={stateFieldId} label="State where you signed the contract">
          {(aria) => (
            <Select
              {...aria}
              value={chosenState}
              emptyOption="Choose a state"
              options={stateOptionsInData}
              onChange={(event) => setChosenState(event.target.value)}
            />
          )}
        </Field>
      ) : null}
      {needsState && !chosenState ? (
        <p className="text-lg text-ink-700">Choose your state to see your letter.</p>
      ) : query.isSuccess ? (
        <LetterForm
          key={`${query.data.formId}/${query.data.state ?? ''}`}
          letter={query.data}
          purpose={purpose}
          initialFields={initialFields}
        />
      ) : (
        <QueryStatus
          query={query}
          loadingLabel="Loading your letter"
          failedTitle="We could not load this letter."
        />
      )}
    </div>
  );
}
