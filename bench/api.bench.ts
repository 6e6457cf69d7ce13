// API throughput: the server runs in its own process (one core), autocannon loads it over loopback
// from this one. Routes: /healthz (one trivial database round trip) and /api/v1/session for a signed-in user (a session
// lookup joined to its user). On PGlite always; on PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set (a fresh database, dropped afterwards).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshPostgresDatabase } from '../tests/support/app.ts';
import { freePort } from '../tests/support/ports.ts';
import { budgeted, writeSuite, type Measure } from './report.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 5);


async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'server/main.ts')], { env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try { if ((await fetch(`${url}/healthz`)).ok) return { url, child }; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the server did not start within 30 s');
}

async function signedInCookie(url: string): Promise<string> {
  const s = await fetch(`${url}/api/v1/session`);
  const csrfCookie = s.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrf_token } = (await s.json()) as { csrf_token: string };
  const r = await fetch(`${url}/users/sign_in`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': csrf_token, cookie: csrfCookie }, body: JSON.stringify({ username: 'ava_s', password: 'brainclimb' }) });
  if (!r.ok) throw new Error(`sign-in failed: ${r.status}`);
  return r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function load(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: 16, duration: DURATION_S, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers and ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

async function measure(kind: string, env: Record<string, string>, out: Record<string, Measure>) {
  const { url, child } = await startServer(env);
  try {
    const cookie = await signedInCookie(url);
    await load(`${url}/healthz`); // warm-up
    const health = await load(`${url}/healthz`);
    const session = await load(`${url}/api/v1/session`, { cookie });
    out[`${kind}.healthz.rps`] = budgeted(health.rps, 'req/s', 1500, 'min');
    out[`${kind}.healthz.p99`] = budgeted(health.p99, 'ms', 50, 'max');
    out[`${kind}.session.rps`] = budgeted(session.rps, 'req/s', 500, 'min', 'signed-in session lookup (database)');
    out[`${kind}.session.p99`] = budgeted(session.p99, 'ms', 100, 'max');
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const results: Record<string, Measure> = {};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-bench-'));
await measure('pglite', { DATA_DIR: dataDir }, results);
fs.rmSync(dataDir, { recursive: true, force: true });

const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (admin) {
  const db = await freshPostgresDatabase(admin, 'bc_bench');
  try { await measure('postgres', { DATABASE_URL: db.url }, results); } finally { await db.drop(); }
} else {
  console.log('api bench: no BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL skipped');
}
writeSuite('api', results);
