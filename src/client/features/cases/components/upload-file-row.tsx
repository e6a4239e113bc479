import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, X } from 'lucide-react';
import { formatFileSize } from '@shared/document-files';
import { caseDocumentTypes } from '@shared/options';
import { FormNotice } from '@client/components/form-status';
import { Button } from '@client/components/ui/button';
import { Field, Select } from '@client/components/ui/field';
import { FileUploadProgress } from '@client/components/file-upload-progress';
import type { UploadItem } from '@client/lib/use-upload-list';
import type { CaseDocumentType } from '../api/upload-case-document';

const isCaseDocumentType = (value: string): value is CaseDocumentType =>
  caseDocumentTypes.some((option) => option.value === value);

export const CHOOSE_TYPE_MESSAGE = msg`Please choose what kind of document this is.`;

/** The id of the document type choice of a file in the list. */
export const typeSelectId = (key: string) => [key, 'type'].join('-');

export interface UploadFileRowProps {
  item: UploadItem<CaseDocumentType>;
  /** While files are being sent, types cannot change and files cannot be taken away. */
  locked: boolean;
  onTypeChange: (documentType: CaseDocumentType | '') => void;
  onRemove: () => void;
}

/** One chosen file: its name and size, its document type, then its progress or what went wrong. */
export function UploadFileRow({ item, locked, onTypeChange, onRemove }: UploadFileRowProps) {
  const { file } = item;
  const { t, i18n } = useLingui();
  const fileName = file.name;
  const typeId = typeSelectId(item.key);
  const canEdit = !locked && item.state !== 'uploading' && item.state !== 'done';
  return (
    <li className="space-y-3 rounded-xl border border-ink-200 bg-ink-50 p-4">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-ink-900">
          <span className="font-semibold [overflow-wrap:anywhere]">{file.name}</span>
          <span className="text-ink-700"> · {formatFileSize(file.size)}</span>
        </p>
        {item.state !== 'uploading' && item.state !== 'done' ? (
          <Button variant="ghost" size="icon" onClick={onRemove} disabled={locked}>
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">
              <Trans>Remove {fileName} from the list</Trans>
            </span>
          </Button>
        ) : null}
      </div>
      {item.fileProblem ? (
        <FormNotice tone="error" title={t`This file cannot be sent`} message={item.fileProblem} />
      ) : (
        <Field
          id={typeId}
          label={
            <>
              <Trans>
                Document type <span className="sr-only">of {fileName}</span>
              </Trans>
            </>
          }
          error={item.typeMissing ? i18n._(CHOOSE_TYPE_MESSAGE) : undefined}
        >
          {(aria) => (
            <Select
              {...aria}
              emptyOption={t`Choose a document type`}
              options={caseDocumentTypes}
              value={item.documentType}
              disabled={!canEdit}
              onChange={(event) => {
                const value = event.target.value;
                onTypeChange(isCaseDocumentType(value) ? value : '');
              }}
            />
          )}
        </Field>
      )}
      {item.progress ? <FileUploadProgress progress={item.progress} fileName={file.name} /> : null}
      {item.state === 'done' ? (
        <p className="flex items-center gap-2 font-semibold text-green-800">
          <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
          <Trans>Added to your case</Trans>
        </p>
      ) : null}
      {item.state === 'failed' && item.error ? (
        <FormNotice
          tone="error"
          title={t`${fileName} was not sent`}
          message={`${item.error} ${t`You can try again.`}`}
        />
      ) : null}
    </li>
  );
}
