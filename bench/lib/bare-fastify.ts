// Starts bare-fastify-server.ts on the captured answers (see there why it is a baseline).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BareResponse } from './bare-fastify-server';
import { contentType, replayedHeaders, type CapturedResponse } from './captured-response';
import { waitUntilOk, withChild } from './child';
import { withTempDir } from './temp-dir';

const serverFile = join(import.meta.dirname, 'bare-fastify-server.ts');

export function withBareFastify<R>(
  responses: CapturedResponse[],
  port: number,
  run: (base: string) => Promise<R>,
): Promise<R> {
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
    return withChild(
      () =>
        spawn(process.execPath, ['--import', 'tsx', serverFile, String(port), file], {
          cwd: join(import.meta.dirname, '../..'),
          stdio: ['ignore', 'inherit', 'inherit'],
        }),
      async (child) => {
        const base = `http://127.0.0.1:${port}`;
        await waitUntilOk(`${base}${responses[0]!.path}`, child, 30_000);
        return run(base);
      },
    );
  });
}
