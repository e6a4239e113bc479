import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@client/lib/toast';
import { MISSING_UPLOAD_INFORMATION } from '@shared/contracts/partner-cases';
import {
  caseDocumentExtensions,
  describeExtensions,
  MAX_DOCUMENT_SIZE_LABEL,
} from '@shared/document-files';
import { caseDocumentTypes } from '@shared/options';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Button } from '@client/components/ui/button';
import { Field, Select } from '@client/components/ui/field';
import { FileInput } from '@client/components/ui/file-input';
import { Modal } from '@client/components/ui/modal';
import { UploadSteps } from '@client/components/upload-steps';
import { UPLOAD_DIALOG_CLOSE_DELAY_MS } from '@client/lib/upload-file';
import { isSessionEnded } from '../api/partner-case-request';
import { useDocumentUpload, type UploadRequest } from './use-document-upload';
import { useDocumentFileProblem } from '@client/lib/document-file-problem';
import { useLocale } from '@client/lib/i18n/use-locale';

/** Requirements §5/§8 titles and messages. */
export const MISSING_INFORMATION_TITLE = msg`Missing Information`;
export const UPLOAD_SUCCESSFUL_TITLE = msg`Upload Successful`;
export const UPLOAD_FAILED_TITLE = msg`Upload Failed`;
export const UPLOAD_FAILED_MESSAGE = msg`There was an error uploading the file. Please try again.`;

const ACCEPT = caseDocumentExtensions.map((extension) => `.${extension}`).join(',');

type DocumentType = UploadRequest['documentType'];
const isDocumentType = (value: string): value is DocumentType =>
  caseDocumentTypes.some((option) => option.value === value);

const TYPE_ID = 'upload-document-type';
const FILE_ID = 'upload-document-file';
const focus = (id: string) => document.getElementById(id)?.focus();

type Problem = { title: string; message: string; reason?: string };

/** Why an upload failed, as the server or the browser said it. */
function ProblemReason({ reason }: { reason: string }) {
  return (
    <p className="mt-2">
      <Trans>Reason: {reason}</Trans>
    </p>
  );
}

export interface UploadDocumentDialogProps {
  partnerId: string;
  caseId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a document is added, with the words of the success toast, to keep them in view. */
  onUploaded?: (message: string) => void;
}

/**
 * Requirements §2/§4/§5 Upload Document: a type and a file, refused in the browser when too large or
 * of the wrong type, then the three-step upload with its progress. It closes 1.5 s after
 * the document is added; closing it earlier cancels the upload.
 */
export function UploadDocumentDialog({
  partnerId,
  caseId,
  open,
  onOpenChange,
  onUploaded,
}: UploadDocumentDialogProps) {
  const { t, i18n } = useLingui();
  const extensions = describeExtensions(caseDocumentExtensions, useLocale());
  const fileProblem = useDocumentFileProblem(caseDocumentExtensions);
  const maxSize = MAX_DOCUMENT_SIZE_LABEL;
  const fileHint = t`${extensions}, up to ${maxSize}.`;
  const missingTitle = i18n._(MISSING_INFORMATION_TITLE);
  const successTitle = i18n._(UPLOAD_SUCCESSFUL_TITLE);
  const failedTitle = i18n._(UPLOAD_FAILED_TITLE);
  const failedMessage = i18n._(UPLOAD_FAILED_MESSAGE);
  const upload = useDocumentUpload(partnerId, caseId);
  const [documentType, setDocumentType] = useState<DocumentType | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [typeError, setTypeError] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  // A toast sits behind a modal dialog, so problems are also written inside it.
  const [problem, setProblem] = useState<Problem | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const locked = upload.busy || upload.done;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function changeOpen(next: boolean) {
    if (!next) {
      window.clearTimeout(closeTimer.current);
      upload.reset();
      setDocumentType('');
      setFile(null);
      setTypeError(undefined);
      setFileError(undefined);
      setProblem(null);
    }
    onOpenChange(next);
  }

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    setProblem(null);
    setFileError(chosen ? (fileProblem(chosen) ?? undefined) : undefined);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    setProblem(null);
    if (!file || !documentType) {
      setTypeError(documentType ? undefined : t`Please choose a document type.`);
      setFileError(file ? fileError : t`Please choose a file.`);
      focus(documentType ? FILE_ID : TYPE_ID);
      const missingMessage = i18n._(MISSING_UPLOAD_INFORMATION);
      toast.error(missingTitle, { description: missingMessage });
      setProblem({ title: missingTitle, message: missingMessage });
      return;
    }
    const refused = fileProblem(file);
    if (refused) {
      setFileError(refused);
      focus(FILE_ID);
      return;
    }
    upload.upload(
      { file, documentType },
      {
        onSuccess: (added) => {
          const addedName = added.fileName;
          const message = t`${addedName} was added to the case.`;
          toast.success(successTitle, { description: message });
          onUploaded?.(message);
          closeTimer.current = window.setTimeout(
            () => changeOpen(false),
            UPLOAD_DIALOG_CLOSE_DELAY_MS,
          );
        },
        onError: (error) => {
          if (isSessionEnded(error)) return;
          toast.error(failedTitle, { description: failedMessage });
          setProblem({
            title: failedTitle,
            message: failedMessage,
            reason: error.message,
          });
        },
      },
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={t`Upload Document`}
      description={t`Add a document to this case. It stays private until you make it visible to the client.`}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        {problem ? (
          <FormNotice tone="error" title={problem.title} message={problem.message}>
            {problem.reason ? <ProblemReason reason={problem.reason} /> : null}
          </FormNotice>
        ) : null}
        <Field id={TYPE_ID} label={t`Document type`} error={typeError}>
          {(aria) => (
            <Select
              {...aria}
              emptyOption={t`Choose a document type`}
              options={caseDocumentTypes}
              value={documentType}
              disabled={locked}
              onChange={(event) => {
                const value = event.target.value;
                setDocumentType(isDocumentType(value) ? value : '');
                if (value) setTypeError(undefined);
              }}
            />
          )}
        </Field>
        <Field id={FILE_ID} label={t`File`} hint={fileHint} error={fileError}>
          {(aria) => (
            <FileInput {...aria} accept={ACCEPT} disabled={locked} onFileChange={chooseFile} />
          )}
        </Field>
        {upload.progress ? <UploadSteps progress={upload.progress} /> : null}
        {upload.done ? (
          <FormNotice
            tone="success"
            title={successTitle}
            message={t`The document was added to the case. This window closes in a moment.`}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => changeOpen(false)}>
            {upload.busy ? t`Cancel Upload` : t`Close`}
          </Button>
          <SubmitButton busy={upload.busy} busyLabel={t`Uploading...`} size="md" icon={Upload}>
            <Trans>Upload</Trans>
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
