import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../config';

/** s3rver's one built-in account: the only keys it accepts. */
const S3RVER_KEY = 'S3RVER';

/** The S3 driver's settings for the bucket of an s3rver on 127.0.0.1:`port`. */
export function s3rverConfig(port: number, bucket = 'tra-test'): S3StorageConfig {
  return {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
  };
}

export interface RunningS3rver {
  /** Settings that point the S3 driver at this server's bucket. */
  s3: S3StorageConfig;
  /** The same settings as the server's environment variables (STORAGE_DRIVER=s3, S3_*). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on 127.0.0.1:`port` with one empty bucket, its objects in a
 * temporary folder removed on close. s3rver 3.7 checks presigned expiry and access keys but
 * not the V4 signature itself (its authentication middleware says so): tests that need a
 * signature refused cannot rely on it.
 */
export async function startS3rver(port: number, bucket = 'tra-test'): Promise<RunningS3rver> {
  const directory = mkdtempSync(join(tmpdir(), 'tra-s3rver-'));
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const s3 = s3rverConfig(port, bucket);
  return {
    s3,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: s3.region,
      S3_ENDPOINT: s3.endpoint!,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
