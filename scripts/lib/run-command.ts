import { ConfigError } from '../../src/server/config';
import { DatabaseLockedError } from '../../src/server/db/embedded-lock';

/** A kind of error whose message is written for the operator: a refusal, a bad setting. */
type Explained = abstract new (...args: never[]) => Error;

export interface CommandOptions {
  /** Errors of the command's own whose message says it all, besides settings and the lock. */
  explained?: readonly Explained[];
  /** "could not move the data": said before an unexpected error's details. */
  failure: string;
}

/**
 * Runs an operator's command (`npm run backup`, `restore`, `migrate-data`, `staff:create`):
 * its exit code is what `main` answers, and 1 after an error, said in one line naming the
 * command. Unexpected errors keep their details, for whoever has to look into them.
 */
export function runCommand(
  name: string,
  main: () => Promise<number | void>,
  { explained = [], failure }: CommandOptions,
): void {
  main().then(
    (code) => {
      process.exitCode = code ?? 0;
    },
    (error: unknown) => {
      process.exitCode = 1;
      if ([ConfigError, DatabaseLockedError, ...explained].some((kind) => error instanceof kind)) {
        console.error(`${name}: ${(error as Error).message}`);
        if (error instanceof DatabaseLockedError) {
          console.error(`Stop the server that uses this DATA_DIR, then run ${name} again.`);
        }
      } else {
        console.error(`${name}: ${failure}:`, error);
      }
    },
  );
}
