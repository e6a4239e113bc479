import type { FastifyReply } from 'fastify';
import type { FileStorage } from './file-storage';

export interface StoredFile {
  key: string;
  fileName: string;
  contentType: string;
  /** Bytes. */
  size: number;
}

/** RFC 8187 value characters: encodeURIComponent leaves ' ( ) * as they are, which it must not. */
const encodeExtendedValue = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** "attachment" with the name both as plain ASCII and, for other characters, as UTF-8. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtendedValue(fileName)}`;
}

/** Streams a stored file as a download (never shown inline, so it cannot run in our origin). */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFile,
): Promise<FastifyReply> {
  const body = await storage.openRead(file.key);
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', attachmentDisposition(file.fileName))
    .header('Cache-Control', 'private, no-store')
    .send(body);
}
