import type { Database } from '../db/client';
import type { FileStorage } from '../platform/storage/file-storage';
import type { CaseMailContext } from './cases/service';

/** What the admin console and account modules are given. */
export interface ConsoleDeps extends CaseMailContext {
  db: Database;
  storage: FileStorage;
  /** Called after a commit that queued e-mail (or other jobs), so the job worker runs them now. */
  onMailQueued: () => void;
}
