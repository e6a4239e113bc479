import type { Readable } from 'node:stream';
import { fileExtension } from '@shared/document-files';

/** What storage knows about a stored object. */
export interface StoredObject {
  /** Bytes. */
  size: number;
}

/**
 * Where uploaded files live (design.md: local disk by default, S3-compatible when configured).
 * Keys are slash-separated paths of [A-Za-z0-9._-] segments chosen by the server, never by
 * the uploader.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  /**
   * An address the browser PUTs the raw bytes to, with exactly `contentType`, until
   * `expiresAt`. Local addresses are relative to the site; S3 ones are absolute.
   */
  createUploadUrl(key: string, contentType: string, expiresAt: Date): Promise<string>;
  /** The key an upload address (with or without its query string) points at, if it is ours. */
  keyFromUrl(fileUrl: string): string | undefined;
  head(key: string): Promise<StoredObject | undefined>;
  /** Up to `length` leading bytes, for checking a file's type by its contents. */
  readStart(key: string, length: number): Promise<Buffer>;
  openRead(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** Every stored key (backups copy them all). */
  listKeys(): AsyncIterable<string>;
  /** Stores bytes under a key, replacing what was there (restoring a backup). */
  write(key: string, bytes: Buffer): Promise<void>;
}

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** True for keys of safe segments: no empty, dot-only or traversing parts. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => KEY_SEGMENT.test(segment) && !/^\.+$/.test(segment));
}

const SAFE_NAME_MAX_LENGTH = 120;
const replaceUnsafe = (text: string) => text.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_');

/**
 * A file name reduced to safe key characters. The extension is always kept (lower-cased), as
 * the upload's content check reads it from the key: "日本.pdf" becomes "file.pdf", not "pdf".
 * The result is a valid key segment of at most 120 characters that never starts with a dot.
 */
export function safeFileName(fileName: string): string {
  const name = fileName.trim();
  const extension = replaceUnsafe(fileExtension(name)).replace(/\./g, '_').slice(0, 20);
  const suffix = extension ? `.${extension}` : '';
  const stem = replaceUnsafe(suffix ? name.slice(0, name.lastIndexOf('.')) : name)
    .replace(/^[._]+/, '')
    .slice(0, SAFE_NAME_MAX_LENGTH - suffix.length);
  return `${stem === '' ? 'file' : stem}${suffix}`;
}
