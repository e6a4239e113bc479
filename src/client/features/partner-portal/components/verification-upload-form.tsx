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
export const MISSING_UPLOAD_TITLE = 'Missing Information';
export const MISSING_UPLOAD_MESSAGE = 'Please select a file and document type.';
export const UPLOAD_FAILED_TITLE = 'Upload Failed';
export const UPLOAD_FAILED_MESSAGE = 'There was an error uploading the file. Please try again.';
export const UPLOAD_SUCCESS_TITLE = 'Upload Successful';

const ID = 'verification-upload';
const accept = verificationDocumentExtensions.map((extension) => `.${extension}`).join(',');

const stepText: Record<UploadStep, string> = {
  preparing: 'Preparing the upload',
  uploading: 'Sending your file',
  processing: 'Saving your document',
  complete: 'Upload complete',
  error: 'Upload failed',
};

type Outcome = { tone: 'success' | 'error'; title: string; message: string } | null;

/** The Verification tab's upload: the kind of document and the file, then the three steps. */
export function VerificationUploadForm({ token }: { token: string }) {
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
        toast.error(MISSING_UPLOAD_TITLE, { description: MISSING_UPLOAD_MESSAGE });
      }
      const firstBad = check.problems.documentType ? `${ID}-documentType` : `${ID}-file`;
      document.getElementById(firstBad)?.focus();
      return;
    }
    setProblems({});
    const { file: sending } = check.value;
    upload(check.value, {
      onSuccess: () => {
        const message = `${sending.name} was added to your application.`;
        toast.success(UPLOAD_SUCCESS_TITLE, { description: message });
        setOutcome({ tone: 'success', title: UPLOAD_SUCCESS_TITLE, message });
        setDocumentType('');
        setFile(null);
        setFileInputKey((key) => key + 1);
      },
      onError: (error) => {
        toast.error(UPLOAD_FAILED_TITLE, { description: UPLOAD_FAILED_MESSAGE });
        setOutcome({
          tone: 'error',
          title: UPLOAD_FAILED_TITLE,
          message: error.message || UPLOAD_FAILED_MESSAGE,
        });
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
          Upload a document
        </h2>
        <p className="text-ink-700">
          Send us documents that prove your licenses, one at a time: {VERIFICATION_FILES_TEXT}.
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-6">
        <Field id={`${ID}-documentType`} label="Kind of document" error={problems.documentType}>
          {(aria) => (
            <Select
              {...aria}
              emptyOption="Choose one"
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
        <Field
          id={`${ID}-file`}
          label="File"
          hint={`${VERIFICATION_FILES_TEXT}.`}
          error={problems.file}
        >
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
            Chosen: <strong className="break-all text-ink-900">{file.name}</strong> (
            {formatFileSize(file.size)})
          </p>
        ) : null}
        <SubmitButton
          busy={busy}
          busyLabel="Uploading..."
          icon={Upload}
          className="w-full sm:w-auto"
        >
          Upload Document
        </SubmitButton>
      </form>
      {progress ? (
        <ProgressBar
          percent={progress.percent}
          label="Upload progress"
          valueText={stepText[progress.step]}
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
