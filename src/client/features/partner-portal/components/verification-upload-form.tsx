import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@client/lib/toast';
import { formatFileSize, verificationDocumentExtensions } from '@shared/document-files';
import { verificationDocumentTypes } from '@shared/options';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Field, Select } from '@client/components/ui/field';
import { FileInput } from '@client/components/ui/file-input';
import { ProgressBar } from '@client/components/ui/progress-bar';
import type { UploadStep } from '@client/lib/upload-file';
import { checkUpload, type UploadProblems } from './upload-checks';
import { useVerificationUpload } from './use-verification-upload';
import { VERIFICATION_FILES_TEXT } from './verification-path';

/** Requirements §5 and §8: the upload's own messages. */
export const MISSING_UPLOAD_TITLE = msg`Missing Information`;
export const MISSING_UPLOAD_MESSAGE = msg`Please select a file and document type.`;
export const UPLOAD_FAILED_TITLE = msg`Upload Failed`;
export const UPLOAD_FAILED_MESSAGE = msg`There was an error uploading the file. Please try again.`;
export const UPLOAD_SUCCESS_TITLE = msg`Upload Successful`;

const ID = 'verification-upload';
const accept = verificationDocumentExtensions.map((extension) => `.${extension}`).join(',');

const stepText: Record<UploadStep, MessageDescriptor> = {
  preparing: msg`Preparing the upload`,
  uploading: msg`Sending your file`,
  processing: msg`Saving your document`,
  complete: msg`Upload complete`,
  error: msg`Upload failed`,
};

/** The file about to be sent, with its size. */
function ChosenFile({ name, size }: { name: string; size: string }) {
  return (
    <Trans>
      Chosen: <strong className="break-all text-ink-900">{name}</strong> ({size})
    </Trans>
  );
}

type Outcome = { tone: 'success' | 'error'; title: string; message: string } | null;

/** The Verification tab's upload: the kind of document and the file, then the three steps. */
export function VerificationUploadForm({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const files = i18n._(VERIFICATION_FILES_TEXT);
  const { upload, busy, progress } = useVerificationUpload(token);
  // A new key gives an empty file box after an upload (a file box cannot be set from code).
  const [fileInputKey, setFileInputKey] = useState(0);
  const [documentType, setDocumentType] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<UploadProblems>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    setOutcome(null);
    // Say at once when the file cannot be sent, rather than after pressing Upload.
    const check = chosen ? checkUpload(chosen, documentType) : null;
    setProblems((current) => ({
      ...current,
      file: check && !check.ok ? check.problems.file : undefined,
    }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    const check = checkUpload(file, documentType);
    if (!check.ok) {
      setProblems(check.problems);
      if (!file || !documentType) {
        toast.error(i18n._(MISSING_UPLOAD_TITLE), { description: i18n._(MISSING_UPLOAD_MESSAGE) });
      }

      const firstBad = [ID, check.problems.documentType ? 'documentType' : 'file'].join('-');
      document.getElementById(firstBad)?.focus();
      return;
    }
    setProblems({});
    const { file: sending } = check.value;
    upload(check.value, {
      onSuccess: () => {
        const sentName = sending.name;
        const message = t`${sentName} was added to your application.`;
        const title = i18n._(UPLOAD_SUCCESS_TITLE);
        toast.success(title, { description: message });
        setOutcome({ tone: 'success', title, message });
        setDocumentType('');
        setFile(null);
        setFileInputKey((key) => key + 1);
      },
      onError: (error) => {
        const title = i18n._(UPLOAD_FAILED_TITLE);
        const failed = i18n._(UPLOAD_FAILED_MESSAGE);
        toast.error(title, { description: failed });
        setOutcome({ tone: 'error', title, message: error.message || failed });
      },
    });
  }

  return (
    <section
      aria-labelledby={`${ID}-title`}
      className="space-y-5 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="space-y-2">
        <h2 id={`${ID}-title`} className="text-2xl font-bold text-ink-900">
          <Trans>Upload a document</Trans>
        </h2>
        <p className="text-ink-700">
          <Trans>Send us documents that prove your licenses, one at a time: {files}.</Trans>
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-6">
        <Field id={`${ID}-documentType`} label={t`Kind of document`} error={problems.documentType}>
          {(aria) => (
            <Select
              {...aria}
              emptyOption={t`Choose one`}
              options={verificationDocumentTypes}
              value={documentType}
              disabled={busy}
              onChange={(event) => {
                setDocumentType(event.target.value);
                setProblems((current) => ({ ...current, documentType: undefined }));
              }}
            />
          )}
        </Field>
        <Field id={`${ID}-file`} label={t`File`} hint={t`${files}.`} error={problems.file}>
          {(aria) => (
            <FileInput
              {...aria}
              key={fileInputKey}
              accept={accept}
              disabled={busy}
              onFileChange={chooseFile}
            />
          )}
        </Field>
        {file && !problems.file ? (
          <p className="text-ink-700">
            <ChosenFile name={file.name} size={formatFileSize(file.size)} />
          </p>
        ) : null}
        <SubmitButton
          busy={busy}
          busyLabel={t`Uploading...`}
          icon={Upload}
          className="w-full sm:w-auto"
        >
          <Trans>Upload Document</Trans>
        </SubmitButton>
      </form>
      {progress ? (
        <ProgressBar
          percent={progress.percent}
          label={t`Upload progress`}
          valueText={i18n._(stepText[progress.step])}
        />
      ) : null}
      {/* Both live regions stay in the page, so each new message is announced. */}
      <FormNotice
        tone="success"
        title={outcome?.tone === 'success' ? outcome.title : null}
        message={outcome?.tone === 'success' ? outcome.message : null}
      />
      <FormNotice
        tone="error"
        title={outcome?.tone === 'error' ? outcome.title : null}
        message={outcome?.tone === 'error' ? outcome.message : null}
      />
    </section>
  );
}
