import type { Database } from '../../db/client';
import type { PrincipalKind } from '../../db/schema';

/**
 * What the metrics count that happens deep inside services (decision 024). The places that
 * record these already hold the app's database, so an app's metrics are found through it
 * rather than threaded through every module's options; a database no app watches (scripts,
 * tests of a service alone) reports to nobody.
 */
export interface ServiceEvents {
  /** A password someone typed did not match (sign-in, or a password check before a change). */
  passwordRefused(kind: PrincipalKind): void;
  /** An attempt refused because the account or the address has no guesses left. */
  signInLocked(kind: PrincipalKind): void;
  /** An uploaded file was checked and registered. */
  uploadRegistered(bytes: number): void;
}

const nobody: ServiceEvents = {
  passwordRefused: () => {},
  signInLocked: () => {},
  uploadRegistered: () => {},
};

const listeners = new WeakMap<Database, ServiceEvents>();

/** From now on, what happens on `db` is reported to `events` (one app's metrics). */
export function reportServiceEvents(db: Database, events: ServiceEvents): void {
  listeners.set(db, events);
}

export function serviceEventsOf(db: Database): ServiceEvents {
  return listeners.get(db) ?? nobody;
}
