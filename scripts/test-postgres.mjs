// Runs the server test suite (API, jobs, database) against a real PostgreSQL server.
// Each test file creates a database of its own there and drops it when done.
import { spawnSync } from 'node:child_process';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(`Server tests against PostgreSQL at ${new URL(serverUrl).host}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: serverUrl },
});
process.exit(result.status ?? 1);
