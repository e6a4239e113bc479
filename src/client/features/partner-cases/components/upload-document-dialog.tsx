import { Upload } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@client/lib/toast';
import { MISSING_UPLOAD_INFORMATION } from '@shared/contracts/partner-cases';
import {
  caseDocumentExtensions,
  describeExtensions,
  documentFileProblem,
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

/** Requirements §5/§8 titles and messages. */
export const MISSING_INFORMATION_TITLE = 'Missing Information';
export const UPLOAD_SUCCESSFUL_TITLE = 'Upload Successful';
export const UPLOAD_FAILED_TITLE = 'Upload Failed';
export const UPLOAD_FAILED_MESSAGE = 'There was an error uploading the file. Please try again.';

const ACCEPT = caseDocumentExtensions.map((extension) => `.${extension}`).join(',');
const FILE_HINT = `${describeExtensions(caseDocumentExtensions)}, up to ${MAX_DOCUMENT_SIZE_LABEL}.`;

type DocumentType = UploadRequest['documentType'];
const isDocumentType = (value: string): value is DocumentType =>
  caseDocumentTypes.some((option) => option.value === value);

const TYPE_ID = 'upload-document-type';
const FILE_ID = 'upload-document-file';
const focus = (id: string) => document.getElementById(id)?.focus();

type Problem = { title: string; message: string; reason?: string };

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
    setFileError(
      chosen ? (documentFileProblem(chosen, caseDocumentExtensions) ?? undefined) : undefined,
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    setProblem(null);
    if (!file || !documentType) {
      setTypeError(documentType ? undefined : 'Please choose a document type.');
      setFileError(file ? fileError : 'Please choose a file.');
      focus(documentType ? FILE_ID : TYPE_ID);
      toast.error(MISSING_INFORMATION_TITLE, { description: MISSING_UPLOAD_INFORMATION });
      setProblem({ title: MISSING_INFORMATION_TITLE, message: MISSING_UPLOAD_INFORMATION });
      return;
    }
    const refused = documentFileProblem(file, caseDocumentExtensions);
    if (refused) {
      setFileError(refused);
      focus(FILE_ID);
      return;
    }
    upload.upload(
      { file, documentType },
      {
        onSuccess: (added) => {
          const message = `${added.fileName} was added to the case.`;
          toast.success(UPLOAD_SUCCESSFUL_TITLE, { description: message });
          onUploaded?.(message);
          closeTimer.current = window.setTimeout(
            () => changeOpen(false),
            UPLOAD_DIALOG_CLOSE_DELAY_MS,
          );
        },
        onError: (error) => {
          if (isSessionEnded(error)) return;
          toast.error(UPLOAD_FAILED_TITLE, { description: UPLOAD_FAILED_MESSAGE });
          setProblem({
            title: UPLOAD_FAILED_TITLE,
            message: UPLOAD_FAILED_MESSAGE,
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
      title="Upload Document"
      description="Add a document to this case. It stays private until you make it visible to the client."
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        {problem ? (
          <FormNotice tone="error" title={problem.title} message={problem.message}>
            {problem.reason ? <p className="mt-2">Reason: {problem.reason}</p> : null}
          </FormNotice>
        ) : null}
        <Field id={TYPE_ID} label="Document type" error={typeError}>
          {(aria) => (
            <Select
              {...aria}
              emptyOption="Choose a document type"
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
        <Field id={FILE_ID} label="File" hint={FILE_HINT} error={fileError}>
          {(aria) => (
            <FileInput {...aria} accept={ACCEPT} disabled={locked} onFileChange={chooseFile} />
          )}
        </Field>
        {upload.progress ? <UploadSteps progress={upload.progress} /> : null}
        {upload.done ? (
          <FormNotice
            tone="success"
            title={UPLOAD_SUCCESSFUL_TITLE}
            message="The document was added to the case. This window closes in a moment."
          />
        ) : null}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => changeOpen(false)}>
            {upload.busy ? 'Cancel Upload' : 'Close'}
          </Button>
          <SubmitButton busy={upload.busy} busyLabel="Uploading..." size="md" icon={Upload}>
            Upload
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
