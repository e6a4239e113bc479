import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig } from '../../config';
import { isValidKey, type FileStorage, type StoredObject } from './file-storage';

const isNotFound = (error: unknown) => {
  const candidate = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    candidate?.name === 'NotFound' ||
    candidate?.name === 'NoSuchKey' ||
    candidate?.$metadata?.httpStatusCode === 404
  );
};

/**
 * An S3-compatible bucket. Uploads go straight from the browser to the bucket through
 * presigned PUT addresses (bound to key, content type and expiry); the server checks size
 * and contents when the upload is registered, and streams downloads through itself so they
 * stay behind the same sign-in checks.
 */
export class S3Storage implements FileStorage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  createUploadUrl(key: string, contentType: string, expiresAt: Date): Promise<string> {
    const expiresIn = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
    return getSignedUrl(
      this.client,
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key, ContentType: contentType }),
      // The presigner leaves Content-Type unsigned unless told; signing it binds the address
      // to the type the ticket names, as the local addresses are.
      { expiresIn, signableHeaders: new Set(['content-type']) },
    );
  }

  /** Path-style (`/bucket/key`) or virtual-hosted (`bucket.host/key`) object addresses. */
  keyFromUrl(fileUrl: string): string | undefined {
    let url: URL;
    let path: string;
    try {
      url = new URL(fileUrl);
      // Throws on a malformed escape such as "%E0%A4%A": such an address is simply not ours.
      path = decodeURIComponent(url.pathname).replace(/^\//, '');
    } catch {
      return undefined;
    }
    const bucketPrefix = `${this.config.bucket}/`;
    let key = '';
    if (url.hostname.startsWith(`${this.config.bucket}.`)) key = path;
    else if (path.startsWith(bucketPrefix)) key = path.slice(bucketPrefix.length);
    // Only the key is used: the object is then looked up in our own bucket.
    return isValidKey(key) ? key : undefined;
  }

  async head(key: string): Promise<StoredObject | undefined> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async readStart(key: string, length: number): Promise<Buffer> {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Range: `bytes=0-${length - 1}`,
      }),
    );
    const bytes = await answer.Body?.transformToByteArray();
    return Buffer.from(bytes ?? []);
  }

  async openRead(key: string): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.config.bucket, Key: key }),
    );
    return answer.Body as Readable;
  }

  /**
   * Stores bytes under a key, replacing what was there. Not part of FileStorage: uploads
   * never pass through the server; moving an existing folder of files into a bucket does.
   * Takes the bytes whole (documents are at most 10 MB): a stream would be sent with the
   * SDK's aws-chunked encoding, which S3-compatible servers such as s3rver store verbatim.
   */
  async put(key: string, bytes: Buffer): Promise<void> {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: bytes }),
    );
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async *listKeys(): AsyncIterable<string> {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: bytes }),
    );
  }
}
