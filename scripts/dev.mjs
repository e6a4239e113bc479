// `npm run dev`: the API server with reload (tsx watch) and Vite's dev server with hot reload.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: root,
    env: { ...env, PORT: env.PORT ?? '5000' },
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--config', 'vite.config.ts'], { cwd: root, env, stdio: 'inherit' }),
];
console.log('API on http://localhost:5000, app with hot reload on http://localhost:5173');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
