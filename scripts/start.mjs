// `npm start`: build what is missing or stale, then run the server (which migrates and seeds).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const buildCode = await run(['scripts/build.mjs', '--if-stale']);
if (buildCode !== 0) process.exit(buildCode);
process.exit(await run(['--enable-source-maps', 'dist/server/main.js']));
