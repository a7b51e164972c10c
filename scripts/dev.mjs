// `npm run dev`: the API on :3000 restarting on change, and the Vite dev server on :5173 proxying /api to it.
// NODE_ENV=development is what lets the API trust the dev server's origin; it is never set by `npm start`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, NODE_ENV: 'development' };

// Vite itself, not `npm exec`, so that stopping this script stops the dev server too.
const vite = [path.join(root, 'apps/web/node_modules/.bin/vite'), path.join(root, 'node_modules/.bin/vite')].find(existsSync);
if (!vite) throw new Error('Vite is not installed: run npm install first');

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'apps/server/src/main.ts')], { cwd: root, env, stdio: 'inherit' }),
  spawn(vite, [], { cwd: path.join(root, 'apps/web'), env, stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
// One side ending ends the other: a dev server without its API is only confusing.
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
