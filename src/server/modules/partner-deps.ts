import type { Database } from '../db/client';
import type { FileStorage } from '../platform/storage/file-storage';
import type { CaseMailContext } from './cases/service';

/**
 * What the partner-network modules (partners, partner-cases, admin-partners, admin-cases) are
 * given.
 */
export interface PartnerNetworkDeps extends CaseMailContext {
  db: Database;
  storage: FileStorage;
}

/** What the admin services that write and send e-mail need. */
export type AdminDeps = Pick<PartnerNetworkDeps, 'db' | 'publicUrl' | 'site'>;
