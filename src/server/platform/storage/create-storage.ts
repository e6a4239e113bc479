import { join } from 'node:path';
import type { StorageConfig } from '../../config';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage, loadUrlSecret } from './local-storage';
import { S3Storage } from './s3-storage';

/** The configured storage: local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
export function createStorage(config: StorageConfig, dataDir: string): FileStorage {
  if (config.driver === 's3') return new S3Storage(config.s3);
  return new LocalDiskStorage(join(dataDir, 'uploads'), loadUrlSecret(dataDir, config.urlSecret));
}
