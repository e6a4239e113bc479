import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { createScratchDatabase } from '../../../src/server/testing/test-database';
import { ServerProcess } from './server-process';
import { SmtpSink } from './smtp-sink';
import { TcpProxy } from './tcp-proxy';

const POSTGRES_SERVER =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Everything one reliability test runs against: a database of its own on the real PostgreSQL
 * reached through a proxy the test can cut, a mail server it can stop, and server processes.
 * Ports: `basePort` (proxy), +1 (mail), +2 onwards (servers); all within 5200-5299.
 */
export interface Stack {
  proxy: TcpProxy;
  smtp: SmtpSink;
  /** A direct connection (not through the proxy) for checking what was stored. */
  inspect: DatabaseHandle;
  /**
   * Starts server number `index` (0, 1, ...) on its own port, with `env` over the defaults, in
   * a data folder of its own unless `dataDir` names one to share.
   */
  startServer(
    index?: number,
    env?: Record<string, string>,
    dataDir?: string,
  ): Promise<ServerProcess>;
  /** Starts a stopped or killed server again on its port, database and data folder. */
  restartServer(server: ServerProcess): Promise<ServerProcess>;
  /** Stops everything and drops the database, also after a failure. */
  close(): Promise<void>;
}

export async function createStack(basePort: number): Promise<Stack> {
  const scratch = await createScratchDatabase(POSTGRES_SERVER, 'tra_reliability');
  const target = new URL(scratch.url);
  const proxy = new TcpProxy(basePort, {
    host: target.hostname,
    port: Number(target.port || 5432),
  });
  const smtp = new SmtpSink(basePort + 1);
  const throughProxy = new URL(scratch.url);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(basePort);
  const servers: ServerProcess[] = [];
  let inspect: DatabaseHandle | undefined;

  const close = async () => {
    await Promise.allSettled(servers.map((server) => server.kill()));
    await inspect?.close().catch(() => {});
    await proxy.close();
    await smtp.stop();
    await scratch.drop();
    for (const server of servers) server.removeDataDir();
  };

  try {
    await proxy.listen();
    await smtp.start();
    inspect = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
  } catch (error) {
    await close();
    throw error;
  }

  return {
    proxy,
    smtp,
    inspect,
    async startServer(index = 0, env, dataDir) {
      const server = await ServerProcess.start({
        port: basePort + 2 + index,
        databaseUrl: throughProxy.toString(),
        smtpUrl: smtp.url,
        env,
        dataDir,
      });
      servers.push(server);
      return server;
    },
    async restartServer(server) {
      const again = await ServerProcess.start({ ...server.options, dataDir: server.dataDir });
      servers.push(again);
      return again;
    },
    close,
  };
}
