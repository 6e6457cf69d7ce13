// `npm run dev`: the server on :3000 and Vite with hot reload on :5173 (proxying to the server).
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const children = [
  spawn(process.execPath, [path.join(ROOT, 'server/main.ts')], { stdio: 'inherit', env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' } }),
  spawn(bin('vite'), [], { stdio: 'inherit', cwd: ROOT }),
];
const stop = () => { for (const c of children) c.kill('SIGTERM'); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
