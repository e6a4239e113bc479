// Starts a bare Fastify baseline (bare-fastify-server.ts, or with PostgreSQL
// bare-fastify-pg-server.ts) on the captured answers (see there why each is a baseline).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BareResponse } from './bare-fastify-server';
import { contentType, replayedHeaders, type CapturedResponse } from './captured-response';
import { waitUntilOk, withChild } from './child';
import { withTempDir } from './temp-dir';

export interface BareFastifyOptions {
  /** With it, the baseline of signed-in reads: each request runs the server's queries here. */
  databaseUrl?: string;
  /** Headers of the request that checks the baseline answers (the bearer token). */
  headers?: Record<string, string>;
}

export function withBareFastify<R>(
  responses: CapturedResponse[],
  port: number,
  run: (base: string) => Promise<R>,
  options: BareFastifyOptions = {},
): Promise<R> {
  const { databaseUrl } = options;
  const serverFile = join(
    import.meta.dirname,
    databaseUrl ? 'bare-fastify-pg-server.ts' : 'bare-fastify-server.ts',
  );
  return withTempDir('fastify', (dir) => {
    const file = join(dir, 'responses.json');
    const bare: BareResponse[] = responses.map((response) => ({
      path: response.path,
      bodyBase64: response.body.toString('base64'),
      headers: {
        ...Object.fromEntries(replayedHeaders(response)),
        'content-type': contentType(response),
      },
    }));
    writeFileSync(file, JSON.stringify(bare));
    const args = [serverFile, String(port), file, ...(databaseUrl ? [databaseUrl] : [])];
    return withChild(
      () =>
        spawn(process.execPath, ['--import', 'tsx', ...args], {
          cwd: join(import.meta.dirname, '../..'),
          stdio: ['ignore', 'inherit', 'inherit'],
        }),
      async (child) => {
        const base = `http://127.0.0.1:${port}`;
        await waitUntilOk(`${base}${responses[0]!.path}`, child, 30_000, options.headers);
        return run(base);
      },
    );
  });
}
