import { fileExtension } from '@shared/document-files';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

/** How many leading bytes the content check reads. */
export const SNIFF_BYTES = 8192;

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const PDF = Buffer.from('%PDF-');
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Plain text: no NUL bytes, and valid UTF-8 apart from a character cut at the end. */
function looksLikeText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      bytes.subarray(0, Math.max(0, bytes.length - 3)),
    );
    return true;
  } catch {
    return false;
  }
}

const checks: Record<string, (bytes: Buffer) => boolean> = {
  // Readers accept the header anywhere in the first kilobyte.
  pdf: (bytes) => bytes.subarray(0, 1024).includes(PDF),
  doc: (bytes) => startsWith(bytes, OLE),
  docx: (bytes) => startsWith(bytes, ZIP),
  txt: looksLikeText,
  jpg: (bytes) => startsWith(bytes, JPEG),
  jpeg: (bytes) => startsWith(bytes, JPEG),
  png: (bytes) => startsWith(bytes, PNG),
};

/**
 * Whether a file's leading bytes are what its extension promises, so a program renamed to
 * .pdf is refused. Unknown extensions never match.
 */
export function contentsMatchName(fileName: string, leadingBytes: Buffer): boolean {
  const check = checks[fileExtension(fileName)];
  return check ? check(leadingBytes) : false;
}

export function contentMismatchMessage(fileName: string): string {
  const extension = fileExtension(fileName).toUpperCase() || 'unknown';
  return english(
    text(
      'The contents of this file do not look like a {extension} file. Please check the file and try again.',
      { extension },
    ),
  );
}
