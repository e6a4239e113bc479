import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import type { CaseDocumentView } from '@shared/contracts/cases';
import type { DocumentRequest } from '@shared/contracts/case-collaboration';
import { caseDocumentExtensions } from '@shared/document-files';
import { useDocumentFileProblem } from '@client/lib/document-file-problem';
import { caseDocumentTypes } from '@shared/options';
import { FormNotice } from '@client/components/form-status';
import { FilePickerButton } from '@client/components/ui/file-picker-button';
import { FileUploadProgress } from '@client/components/file-upload-progress';
import { isUploadAbort } from '@client/lib/three-step-upload';
import { useThreeStepUpload } from '@client/lib/use-three-step-upload';
import {
  caseUploadSteps,
  useRefreshCase,
  type CaseDocumentType,
} from '../api/upload-case-document';
import { ACCEPT_DOCUMENTS, oneFileHint } from './document-file-rules';

const isCaseDocumentType = (value: string): value is CaseDocumentType =>
  caseDocumentTypes.some((option) => option.value === value);

export const REQUEST_UPLOAD_FAILED_TITLE = msg`The file was not sent`;

export interface RequestUploadButtonProps {
  userId: string;
  caseId: string;
  request: DocumentRequest;
  /** After the file was added to the case and the request answered. */
  onUploaded: (document: CaseDocumentView) => void;
}

/**
 * The one button of an open request: the chosen file (or photo, on a phone) goes straight into
 * the case as the kind of document asked for, and answers the request.
 */
export function RequestUploadButton({
  userId,
  caseId,
  request,
  onUploaded,
}: RequestUploadButtonProps) {
  const refreshCase = useRefreshCase(userId, caseId);
  const { t, i18n } = useLingui();
  const fileProblem = useDocumentFileProblem(caseDocumentExtensions);
  const upload = useThreeStepUpload({
    ...caseUploadSteps(caseId, request.id),
    onSuccess: (document) => {
      onUploaded(document);
      refreshCase();
    },
  });
  const [fileName, setFileName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = ['request', request.id, 'hint'].join('-');
  const requestTitle = request.title;
  const documentType = isCaseDocumentType(request.documentType) ? request.documentType : 'other';

  function send(files: File[]) {
    const file = files[0];
    if (!file || upload.busy) return;
    upload.reset();
    setFileName(file.name);
    const refused = fileProblem(file);
    setProblem(refused);
    if (refused) return;
    upload.upload(
      { file, documentType },
      {
        onError: (error) => {
          if (!isUploadAbort(error)) setProblem(error.message || t`Please try again.`);
        },
      },
    );
  }

  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <FilePickerButton
          variant="primary"
          accept={ACCEPT_DOCUMENTS}
          aria-describedby={hintId}
          onFiles={send}
        >
          <Upload aria-hidden="true" className="h-5 w-5" />
          {upload.busy ? t`Sending…` : t`Send a file or photo`}{' '}
          <span className="sr-only">
            <Trans>for: {requestTitle}</Trans>
          </span>
        </FilePickerButton>
        <p id={hintId} className="text-sm text-ink-600">
          {oneFileHint(i18n)}
        </p>
      </div>
      {upload.progress ? (
        <FileUploadProgress progress={upload.progress} fileName={fileName} />
      ) : null}
      {problem ? (
        <FormNotice
          tone="error"
          title={`${i18n._(REQUEST_UPLOAD_FAILED_TITLE)}: ${fileName}`}
          message={problem}
        />
      ) : null}
    </div>
  );
}
