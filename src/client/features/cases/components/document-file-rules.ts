import { msg } from '@lingui/core/macro';
import {
  caseDocumentExtensions,
  describeExtensions,
  MAX_DOCUMENT_SIZE_LABEL,
} from '@shared/document-files';

/** The file chooser's filter: the kinds of file a case document may be. */
export const ACCEPT_DOCUMENTS = caseDocumentExtensions
  .map((extension) => `.${extension}`)
  .join(',');

const kinds = describeExtensions(caseDocumentExtensions);

/** Under a button that sends one file. */
export const ONE_FILE_HINT = msg`A ${kinds} file, up to ${MAX_DOCUMENT_SIZE_LABEL}. On a phone you can also take a photo.`;

/** Under the buttons that add several files. */
export const SEVERAL_FILES_HINT = msg`${kinds} files, up to ${MAX_DOCUMENT_SIZE_LABEL} each. You can choose several at once.`;
