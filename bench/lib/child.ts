// Child processes of a benchmark (the server, nginx, a baseline): waited for until they
// answer, and always stopped, also when the run fails or is interrupted.
import type { ChildProcess } from 'node:child_process';
import { using } from './cleanup';

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (hasExited(child)) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** SIGTERM, then SIGKILL if the process has not exited within 15 s; answers the exit code. */
export async function stopChild(child: ChildProcess): Promise<number | null> {
  const exit = exited(child);
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  try {
    return await exit;
  } finally {
    clearTimeout(killer);
  }
}

/** Runs `run` with a spawned child that is stopped afterwards. */
export function withChild<R>(
  spawnChild: () => ChildProcess,
  run: (child: ChildProcess) => Promise<R>,
): Promise<R> {
  return using(spawnChild, (child) => stopChild(child).then(() => {}), run);
}

async function answersOk(url: string, headers?: Record<string, string>): Promise<boolean> {
  try {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Polls `url` every 10 ms until it answers 200; fails when `child` exits or time runs out. */
export async function waitUntilOk(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  headers?: Record<string, string>,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await answersOk(url, headers))) {
    if (hasExited(child)) throw new Error(`${url}: the process exited (code ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
