import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../../src/server/platform/project-root';
import { sleep } from './wait';

/** Debian's nginx (`apt-get install nginx`; CI installs it). */
export const NGINX = '/usr/sbin/nginx';
/** The site configuration operators install (docs/operations.md). */
const SITE_CONF = join(projectRoot(), 'deploy', 'nginx-tra.conf');
/** The response header through which the test sees which process answered. */
export const UPSTREAM_HEADER = 'x-test-upstream';

/**
 * The shipped site configuration with the test's ports: its `listen` line and its upstream
 * servers. Fails when the file no longer has the lines this replaces, so the test always runs
 * the configuration operators get.
 */
export function siteConfWithPorts(listenPort: number, upstreamPorts: number[]): string {
  const conf = readFileSync(SITE_CONF, 'utf8');
  const listen = /^(\s*)listen 80;$/m;
  const upstreams = /^(\s*)server 127\.0\.0\.1:\d+ (.*);$/gm;
  const found = conf.match(upstreams) ?? [];
  if (!listen.test(conf) || found.length !== upstreamPorts.length) {
    throw new Error(
      `${SITE_CONF} no longer has one listen 80 line and ${upstreamPorts.length} upstream servers`,
    );
  }
  let index = 0;
  return conf
    .replace(listen, `$1listen 127.0.0.1:${listenPort};`)
    .replace(
      upstreams,
      (_line, indent: string, rest: string) =>
        `${indent}server 127.0.0.1:${upstreamPorts[index++]} ${rest};`,
    );
}

/** nginx in the foreground with the site configuration, all its files in a folder of its own. */
export class Nginx {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly port: number,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  static async start(listenPort: number, upstreamPorts: number[]): Promise<Nginx> {
    const dir = mkdtempSync(join(tmpdir(), 'tra-nginx-'));
    for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
    writeFileSync(join(dir, 'site.conf'), siteConfWithPorts(listenPort, upstreamPorts));
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        // As root, workers would otherwise run as nobody, who cannot write the temp folders.
        process.getuid?.() === 0 ? 'user root;' : '',
        'daemon off;',
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        'events { worker_connections 256; }',
        'http {',
        '  access_log off;',
        ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${dir}/${temp};`,
        ),
        `  add_header ${UPSTREAM_HEADER} $upstream_addr always;`,
        `  include ${dir}/site.conf;`,
        '}',
      ].join('\n'),
    );
    const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.setEncoding('utf8').on('data', (text: string) => (errors += text));
    const nginx = new Nginx(child, dir, listenPort);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (child.exitCode !== null) break;
      const up = await fetch(`${nginx.base}/api/health`, { signal: AbortSignal.timeout(1000) })
        .then((response) => response.status === 200)
        .catch(() => false);
      if (up) return nginx;
      await sleep(200);
    }
    await nginx.stop();
    throw new Error(`nginx did not start: ${errors}${readError(dir)}`);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGQUIT');
      await Promise.race([exited, sleep(5000)]);
      this.child.kill('SIGKILL');
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function readError(dir: string): string {
  try {
    return readFileSync(join(dir, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}
