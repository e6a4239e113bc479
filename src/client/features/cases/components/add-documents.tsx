import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Camera, FilePlus, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { caseDocumentExtensions } from '@shared/document-files';
import { useDocumentFileProblem } from '@client/lib/document-file-problem';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { FilePickerButton } from '@client/components/ui/file-picker-button';
import { useUploadList } from '@client/lib/use-upload-list';
import { caseUploadSteps, useRefreshCase } from '../api/upload-case-document';
import { ACCEPT_DOCUMENTS, severalFilesHint } from './document-file-rules';
import { CHOOSE_TYPE_MESSAGE, typeSelectId, UploadFileRow } from './upload-file-row';

const HINT_ID = 'add-documents-hint';

type Outcome = { tone: 'success' | 'error'; message: string };

function outcomeOf(i18n: I18n, uploaded: number, failed: number): Outcome | null {
  if (failed > 0) {
    return {
      tone: 'error',
      message: i18n._(
        msg`${plural(failed, { one: '# file was', other: '# files were' })} not sent. The reason is next to each one; you can try again.`,
      ),
    };
  }
  if (uploaded > 0) {
    return {
      tone: 'success',
      message: i18n._(
        msg`${plural(uploaded, { one: '# file was', other: '# files were' })} added to your case.`,
      ),
    };
  }
  return null;
}

/**
 * "Add documents": several files at once (or a photo taken with the phone), each with its
 * document type, sent one after another with their own progress and errors.
 */
export function AddDocuments({ userId, caseId }: { userId: string; caseId: string }) {
  const refreshCase = useRefreshCase(userId, caseId);
  const { t, i18n } = useLingui();
  const fileProblem = useDocumentFileProblem(caseDocumentExtensions);
  const list = useUploadList(caseUploadSteps(caseId), { fileProblem, onUploaded: refreshCase });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sendable = list.items.filter(
    (item) => item.fileProblem === null && (item.state === 'ready' || item.state === 'failed'),
  );

  function choose(files: File[]) {
    setOutcome(null);
    list.add(files);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (list.busy || sendable.length === 0) return;
    setOutcome(null);
    const result = await list.uploadAll();
    const [untyped] = result.missingType;
    if (untyped) {
      setOutcome({ tone: 'error', message: i18n._(CHOOSE_TYPE_MESSAGE) });
      document.getElementById(typeSelectId(untyped))?.focus();
      return;
    }
    setOutcome(outcomeOf(i18n, result.uploaded, result.failed));
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div className="space-y-2">
        <h3 className="text-xl font-bold text-ink-900">
          <Trans>Add documents</Trans>
        </h3>
        <p id={HINT_ID} className="text-ink-700">
          {severalFilesHint(i18n)} <Trans>Your attorney and our team will see them.</Trans>
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <FilePickerButton
            multiple
            accept={ACCEPT_DOCUMENTS}
            aria-describedby={HINT_ID}
            onFiles={choose}
          >
            <FilePlus aria-hidden="true" className="h-5 w-5" />
            <Trans>Choose files</Trans>
          </FilePickerButton>
          {/* Only where the device has a camera at hand, that is a touch screen. */}
          <FilePickerButton
            accept="image/*"
            capture="environment"
            aria-describedby={HINT_ID}
            onFiles={choose}
            className="pointer-fine:hidden"
          >
            <Camera aria-hidden="true" className="h-5 w-5" />
            <Trans>Take a photo</Trans>
          </FilePickerButton>
        </div>
      </div>
      {list.items.length > 0 ? (
        <ul aria-label={t`Files to send`} className="space-y-3">
          {list.items.map((item) => (
            <UploadFileRow
              key={item.key}
              item={item}
              locked={list.busy}
              onTypeChange={(documentType) => {
                setOutcome(null);
                list.chooseType(item.key, documentType);
              }}
              onRemove={() => list.remove(item.key)}
            />
          ))}
        </ul>
      ) : null}
      {outcome?.tone === 'error' ? <FormNotice tone="error" message={outcome.message} /> : null}
      <FormNotice tone="success" message={outcome?.tone === 'success' ? outcome.message : null} />
      {sendable.length > 0 || list.busy ? (
        <SubmitButton busy={list.busy} busyLabel={t`Sending…`} size="md" icon={Upload}>
          <Plural value={sendable.length} one="Send # file" other="Send # files" />
        </SubmitButton>
      ) : null}
    </form>
  );
}
