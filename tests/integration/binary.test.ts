// The server binary as an operator runs it: starts on the embedded database in DATA_DIR, serves,
// and stops cleanly (exit code 0) on SIGTERM.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from '../support/ports.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

it('starts on a fresh data directory, seeds demo accounts, and exits 0 on SIGTERM', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-binary-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'server/main.ts')], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', REDIS_URL: '' } });
  const lines: string[] = [];
  child.stdout.on('data', (d: Buffer) => lines.push(...d.toString().split('\n').filter(Boolean)));
  try {
    let health: Response | undefined;
    for (let i = 0; i < 200 && !health; i++) {
      try { health = await fetch(`http://127.0.0.1:${port}/healthz`); } catch { await new Promise((r) => setTimeout(r, 100)); }
    }
    expect(health?.status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    const logs = lines.map((l) => JSON.parse(l) as { msg: string });
    expect(logs.map((l) => l.msg)).toContain('seeded demo accounts (password "brainclimb")');
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
