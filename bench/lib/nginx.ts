// The baseline: Debian's nginx serving, as static files, the very bytes the server answered,
// with the same Content-Type and the same security headers, on its own port, pid file and
// temporary paths (`daemon off`, so it is our child and stops with us).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentType, replayedHeaders, type CapturedResponse } from './captured-response';
import { waitUntilOk, withChild } from './child';
import { withTempDir } from './temp-dir';

export const NGINX_BINARY = '/usr/sbin/nginx';

export interface NginxOptions {
  port: number;
  /** gzip for JSON at the level @fastify/compress uses by default (zlib's 6). */
  gzip: boolean;
}

export function requireNginx(): void {
  if (existsSync(NGINX_BINARY)) return;
  console.error(
    `${NGINX_BINARY} is missing: the baseline needs Debian's nginx. Install it with: apt-get install -y nginx`,
  );
  process.exit(2);
}

function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}

function location(response: CapturedResponse, root: string, file: string): string {
  const headers = replayedHeaders(response)
    // nginx would read `$` as a variable; no header the server sends today has one.
    .filter(([, value]) => !value.includes('$'))
    .map(([name, value]) => `      add_header ${name} ${quoted(value)} always;`);
  return [
    `    location = ${response.path} {`,
    `      default_type ${quoted(contentType(response))};`,
    // Not `alias`: a path ending in "/" (the home page) would be read as a folder.
    `      root ${root};`,
    `      try_files /${file} =404;`,
    ...headers,
    '    }',
  ].join('\n');
}

function config(dir: string, responses: CapturedResponse[], options: NginxOptions): string {
  const root = join(dir, 'www');
  const locations = responses.map((response, index) => {
    const file = `${index}.body`;
    writeFileSync(join(root, file), response.body, { mode: 0o644 });
    return location(response, root, file);
  });
  return `daemon off;
# One worker, like the one Node.js process it is compared with.
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  etag off;
  # wrk keeps its connections open for the whole run, as it does with the server.
  keepalive_requests 10000000;
  client_body_temp_path ${join(dir, 'client_body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  types {}
  gzip ${options.gzip ? 'on' : 'off'};
  gzip_types application/json;
  gzip_min_length 1024;
  gzip_comp_level 6;
  server {
    listen 127.0.0.1:${options.port};
${locations.join('\n')}
  }
}
`;
}

/** Runs `run` with the base URL of an nginx serving `responses`; stops nginx afterwards. */
export function withNginx<R>(
  responses: CapturedResponse[],
  options: NginxOptions,
  run: (base: string) => Promise<R>,
): Promise<R> {
  return withTempDir('nginx', (dir) => {
    // The worker runs as `nobody` and must read the files.
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, 'www'), { mode: 0o755 });
    const configFile = join(dir, 'nginx.conf');
    writeFileSync(configFile, config(dir, responses, options));
    return withChild(
      () =>
        spawn(NGINX_BINARY, ['-p', dir, '-c', configFile, '-e', 'stderr'], {
          stdio: ['ignore', 'inherit', 'inherit'],
        }),
      async (child) => {
        const base = `http://127.0.0.1:${options.port}`;
        await waitUntilOk(`${base}${responses[0]!.path}`, child, 10_000);
        return run(base);
      },
    );
  });
}
