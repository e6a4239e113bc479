import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EMPTY_FILE_MESSAGE, MAX_DOCUMENT_BYTES } from '@shared/document-files';
import { AppError } from '../errors';
import { errorResponses } from '../openapi';
import { contentMismatchMessage, contentsMatchName, SNIFF_BYTES } from './file-contents';
import { isValidKey } from './file-storage';
import {
  type LocalDiskStorage,
  UPLOAD_PATH_PREFIX,
  UploadExistsError,
  UploadTooLargeError,
} from './local-storage';
import { checkUploadSignature } from './signed-url';
import { fileTooLarge } from './uploads';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

export const UPLOAD_LINK_INVALID_MESSAGE = english(
  text('This upload link is not valid for this file. Please start the upload again.'),
);
export const UPLOAD_LINK_EXPIRED_MESSAGE = english(
  text('This upload link has expired. Please start the upload again.'),
);
export const UPLOAD_LINK_USED_MESSAGE = english(
  text('This upload link has already been used. Please start a new upload.'),
);
export const UPLOAD_NOT_AWAITED_MESSAGE = english(
  text(
    'We can no longer take this file: the case or application it was for no longer exists or no longer takes documents.',
  ),
);

const uploadQuerySchema = z.object({
  expires: z.string().max(20),
  signature: z.string().max(100),
});

function contentTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * PUT of the raw bytes to a local upload address (step 2 of requirements §7's upload). The signature
 * must match the key, the Content-Type and the expiry, and the upload must still be awaited
 * (`isAwaited`: handed out, not swept, its case or application still there); the body is
 * streamed to disk and refused past 10 MB or when it is not what its name says, leaving
 * nothing stored.
 */
export async function registerLocalUploads(
  app: FastifyInstance,
  storage: LocalDiskStorage,
  isAwaited: (key: string) => Promise<boolean>,
): Promise<void> {
  await app.register(async (uploads) => {
    // Any content type: the body is streamed, never parsed.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null));

    uploads.withTypeProvider<ZodTypeProvider>().put(
      `${UPLOAD_PATH_PREFIX}*`,
      {
        bodyLimit: MAX_DOCUMENT_BYTES + 1024 * 1024,
        schema: {
          tags: ['uploads'],
          summary: 'Upload the bytes of a file to a signed upload address',
          description:
            'Step 2 of the three-step upload. Send the raw file with the Content-Type named when the address was issued.',
          querystring: uploadQuerySchema,
          response: {
            201: z.object({ fileUrl: z.string() }),
            ...errorResponses(400, 403, 409, 410, 413),
          },
        },
      },
      async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        if (!isValidKey(key))
          throw new AppError(403, 'UPLOAD_LINK_INVALID', UPLOAD_LINK_INVALID_MESSAGE);
        const check = checkUploadSignature(storage.urlSecret, {
          key,
          contentType: contentTypeOf(request),
          expires: request.query.expires,
          signature: request.query.signature,
        });
        if (check === 'invalid') {
          throw new AppError(403, 'UPLOAD_LINK_INVALID', UPLOAD_LINK_INVALID_MESSAGE);
        }
        if (check === 'expired') {
          throw new AppError(403, 'UPLOAD_LINK_EXPIRED', UPLOAD_LINK_EXPIRED_MESSAGE);
        }
        if (!(await isAwaited(key))) {
          throw new AppError(410, 'UPLOAD_NOT_AWAITED', UPLOAD_NOT_AWAITED_MESSAGE);
        }
        const declared = Number(request.headers['content-length']);
        if (Number.isFinite(declared) && declared > MAX_DOCUMENT_BYTES) throw fileTooLarge();

        let written: { size: number; leadingBytes: Buffer };
        try {
          written = await storage.writeUpload(key, request.raw, MAX_DOCUMENT_BYTES, SNIFF_BYTES);
        } catch (error) {
          if (error instanceof UploadTooLargeError) throw fileTooLarge();
          if (error instanceof UploadExistsError) {
            throw new AppError(409, 'UPLOAD_LINK_USED', UPLOAD_LINK_USED_MESSAGE);
          }
          throw error;
        }
        const fileName = key.split('/').at(-1)!;
        if (written.size === 0 || !contentsMatchName(fileName, written.leadingBytes)) {
          await storage.delete(key);
          throw new AppError(
            400,
            written.size === 0 ? 'EMPTY_FILE' : 'FILE_CONTENT_MISMATCH',
            written.size === 0 ? EMPTY_FILE_MESSAGE : contentMismatchMessage(fileName),
          );
        }
        return reply.status(201).send({ fileUrl: `${UPLOAD_PATH_PREFIX}${key}` });
      },
    );
  });
}
