import type { Database } from '../db/client';
import type { FileStorage } from '../platform/storage/file-storage';
import type { CaseMailContext } from './cases/service';

/** What the admin console and account modules are given. */
export interface ConsoleDeps extends CaseMailContext {
  db: Database;
  storage: FileStorage;
}
