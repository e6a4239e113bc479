import { text } from './i18n/text';
import { english } from './i18n/translate-issue';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';

/**
 * What files may be uploaded (requirements §5, enforced on the server by design.md): the extensions,
 * their content types, and the 10 MB limit. Shared so the browser can refuse a file before
 * sending it, with the same words the server uses.
 */

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENT_SIZE_LABEL = '10 MB';

export const contentTypeByExtension = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;
export type DocumentExtension = keyof typeof contentTypeByExtension;

/** Requirements §5: a partner's case documents. */
export const caseDocumentExtensions: readonly DocumentExtension[] = [
  'pdf',
  'doc',
  'docx',
  'txt',
  'jpg',
  'jpeg',
  'png',
];

/** Requirements §2 Verification tab: PDF, DOC or JPG (Word's newer DOCX counts as DOC). */
export const verificationDocumentExtensions: readonly DocumentExtension[] = [
  'pdf',
  'doc',
  'docx',
  'jpg',
  'jpeg',
];

export const FILE_NAME_MAX_LENGTH = 200;

/** The lower-cased extension of a file name, without the dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedExtension(
  fileName: string,
  allowed: readonly DocumentExtension[],
): boolean {
  return (allowed as readonly string[]).includes(fileExtension(fileName));
}

/** The content type a file of this name is stored and served with, if its type is allowed. */
export function contentTypeFor(
  fileName: string,
  allowed: readonly DocumentExtension[],
): string | undefined {
  const extension = fileExtension(fileName);
  return (allowed as readonly string[]).includes(extension)
    ? contentTypeByExtension[extension as DocumentExtension]
    : undefined;
}

/** The word that joins the last two kinds of file, in each language. */
const OR: Record<Locale, string> = { en: 'or', es: 'o' };

/** "PDF, DOC, DOCX, TXT, JPG, JPEG or PNG" ("… JPEG o PNG" in Spanish). */
export function describeExtensions(
  allowed: readonly DocumentExtension[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  const names = allowed.map((extension) => extension.toUpperCase());
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} ${OR[locale]} ${names.at(-1)}`
    : names[0]!;
}

export const FILE_TOO_LARGE_MESSAGE = english(
  text(
    'This file is larger than {size}. Please choose a smaller file, or send it to us in parts.',
    { size: MAX_DOCUMENT_SIZE_LABEL },
  ),
);
export const EMPTY_FILE_MESSAGE = english(text('This file is empty. Please choose another file.'));

/**
 * Said in English by the server and the schemas, and translated where shown; its list of kinds
 * has no word of any language in it, so the translation needs nothing more.
 */
export function fileTypeNotAllowedMessage(allowed: readonly DocumentExtension[]): string {
  const types = allowed.map((extension) => extension.toUpperCase()).join(', ');
  return english(
    text('This type of file cannot be uploaded. Please choose one of these types: {types}.', {
      types,
    }),
  );
}

const LARGE_UNITS = ['MB', 'GB', 'TB'] as const;

/** "2.4 MB", "200 MB", "76.5 GB", "830 KB", "12 bytes": files, quotas and disks alike. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  let value = bytes / (1024 * 1024);
  let unit = 0;
  while (value >= 1024 && unit < LARGE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1).replace(/\.0$/, '')} ${LARGE_UNITS[unit]}`;
}

/** Why a file of this size cannot be uploaded, in the server's words; null when it can. */
export function fileSizeProblem(size: number): string | null {
  if (size > MAX_DOCUMENT_BYTES) return FILE_TOO_LARGE_MESSAGE;
  if (size === 0) return EMPTY_FILE_MESSAGE;
  return null;
}

/**
 * Why the browser refuses a chosen file before sending it (the server checks the same rules
 * and the contents again), in the words the server uses; null when it may be sent.
 */
export function documentFileProblem(
  file: { name: string; size: number },
  allowed: readonly DocumentExtension[],
): string | null {
  if (!isAllowedExtension(file.name, allowed)) return fileTypeNotAllowedMessage(allowed);
  return fileSizeProblem(file.size);
}

/*
 * Limits on what one owner of files may keep in storage (decision 013), so nobody can fill
 * the disk with uploads that are started and never finished, or with endless documents.
 */

/** Upload addresses a case or an application may have outstanding (issued, not registered). */
export const MAX_UNFINISHED_UPLOADS = 10;
/** How long the file of an upload that was never registered is kept before it is removed. */
export const UNFINISHED_UPLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;
/** What the registered documents of one partner application may take up. */
export const APPLICATION_STORAGE_QUOTA_BYTES = 50 * 1024 * 1024;
/** What the registered documents of one case may take up. */
export const CASE_STORAGE_QUOTA_BYTES = 500 * 1024 * 1024;

/** Who the files belong to, in the words of the messages: "this case", "your application". */
export type FileOwnerLabel = 'this case' | 'your application';

/*
 * The two messages below are said in English by the server and translated where shown; each
 * owner has its own sentence, since "this case" and "your application" change the words
 * around them in other languages.
 */

export function tooManyUnfinishedUploadsMessage(owner: FileOwnerLabel): string {
  const values = { count: MAX_UNFINISHED_UPLOADS };
  return english(
    owner === 'this case'
      ? text(
          'There are already {count} unfinished uploads for this case. Please finish adding the files you started, or try again later: unfinished uploads are cleared within 24 hours.',
          values,
        )
      : text(
          'There are already {count} unfinished uploads for your application. Please finish adding the files you started, or try again later: unfinished uploads are cleared within 24 hours.',
          values,
        ),
  );
}

export function storageQuotaMessage(
  owner: FileOwnerLabel,
  quotaBytes: number,
  usedBytes: number,
): string {
  const values = {
    limit: `${Math.round(quotaBytes / (1024 * 1024))} MB`,
    used: formatFileSize(usedBytes),
  };
  return english(
    owner === 'this case'
      ? text(
          'This file does not fit: the documents of this case may take up at most {limit}, and {used} is already used. Please contact us if you need to send more.',
          values,
        )
      : text(
          'This file does not fit: the documents of your application may take up at most {limit}, and {used} is already used. Please contact us if you need to send more.',
          values,
        ),
  );
}
