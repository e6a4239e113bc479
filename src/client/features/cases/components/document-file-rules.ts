import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isLocale } from '@shared/i18n/locales';
import {
  caseDocumentExtensions,
  describeExtensions,
  MAX_DOCUMENT_SIZE_LABEL,
} from '@shared/document-files';

/** The file chooser's filter: the kinds of file a case document may be. */
export const ACCEPT_DOCUMENTS = caseDocumentExtensions
  .map((extension) => `.${extension}`)
  .join(',');

const kindsIn = (i18n: I18n) =>
  describeExtensions(caseDocumentExtensions, isLocale(i18n.locale) ? i18n.locale : undefined);

/** Under a button that sends one file. */
export function oneFileHint(i18n: I18n): string {
  const kinds = kindsIn(i18n);
  return i18n._(
    msg`A ${kinds} file, up to ${MAX_DOCUMENT_SIZE_LABEL}. On a phone you can also take a photo.`,
  );
}

/** Under the buttons that add several files. */
export function severalFilesHint(i18n: I18n): string {
  const kinds = kindsIn(i18n);
  return i18n._(
    msg`${kinds} files, up to ${MAX_DOCUMENT_SIZE_LABEL} each. You can choose several at once.`,
  );
}
