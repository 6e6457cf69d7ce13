// `npm start`: builds the web client when its sources changed since the last build, then runs the
// server. A warm start skips the build and serves within seconds.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = path.join(ROOT, 'dist', '.build-stamp');
const INPUTS = ['client', 'server/features', 'vite.config.ts', 'package-lock.json'];

function newestMtime(p: string): number {
  const full = path.join(ROOT, p);
  if (!fs.existsSync(full)) return 0;
  const st = fs.statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const built = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
if (process.env.SKIP_BUILD !== '1' && Math.max(...INPUTS.map(newestMtime)) > built) {
  console.log('Building the web client…');
  const { build } = await import('vite');
  await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  fs.writeFileSync(STAMP, new Date().toISOString());
}

await import('../server/main.ts');
