import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A mistake in how a command was called: said with the usage, exit code 2. */
export class UsageError extends Error {}

/** `parseArgs`, strict; a mistake in the arguments becomes a UsageError. */
export function parseCommandLine<T extends ParseArgsConfig>(
  config: T,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/**
 * The command's input, or the exit code once the usage is printed: 0 after `--help` (on
 * stdout), 2 after a mistake (on stderr, with what was wrong).
 */
export function inputOrExitCode<Input>(
  name: string,
  usage: string,
  parse: () => Input | 'help',
): Input | number {
  let input: Input | 'help';
  try {
    input = parse();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${name}: ${error.message}`);
    console.error(usage);
    return 2;
  }
  if (input === 'help') {
    console.log(usage);
    return 0;
  }
  return input;
}
