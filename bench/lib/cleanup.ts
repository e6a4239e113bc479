// Child processes, databases and temporary folders a benchmark made must go away even when
// the run is interrupted with Ctrl+C; try/finally alone does not run on a signal.
type Cleanup = () => Promise<void> | void;

const pending = new Set<Cleanup>();
let interrupted = false;

async function runAll(): Promise<void> {
  for (const cleanup of [...pending].reverse()) {
    pending.delete(cleanup);
    await Promise.resolve()
      .then(cleanup)
      .catch(() => {});
  }
}

function onSignal(signal: NodeJS.Signals): void {
  if (interrupted) return;
  interrupted = true;
  process.stderr.write(`\n${signal}: cleaning up...\n`);
  void runAll().finally(() => process.exit(130));
}
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

/** Runs `cleanup` once: when the returned function is called, or on an interrupt before. */
export function onCleanup(cleanup: Cleanup): () => Promise<void> {
  pending.add(cleanup);
  return async () => {
    if (!pending.delete(cleanup)) return;
    await cleanup();
  };
}

/** Runs `run` with a resource whose release also happens on an interrupt. */
export async function using<T, R>(
  acquire: () => Promise<T> | T,
  release: (resource: T) => Promise<void> | void,
  run: (resource: T) => Promise<R>,
): Promise<R> {
  const resource = await acquire();
  const done = onCleanup(() => release(resource));
  try {
    return await run(resource);
  } finally {
    await done();
  }
}
