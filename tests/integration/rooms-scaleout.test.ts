// Two server processes on real Redis and one PostgreSQL database share matchmaking: a player who
// asks process B for a world is seated in the world that lives on process A, and both see each
// other. Skipped with a notice unless both REDIS_URL and TEST_DATABASE_URL are set (CI sets them).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Input } from '../../sim/core/input.ts';
import { freshPostgresDatabase, startTestApp, type TestApp } from '../support/app.ts';
import { freePort } from '../support/ports.ts';
import { drive, joinClimb, signUpPlayer, until, type ClimbRoom } from '../support/rooms.ts';

const redisUrl = process.env.REDIS_URL;
const pgUrl = process.env.TEST_DATABASE_URL;
if (!redisUrl || !pgUrl) console.warn('[rooms scale-out] REDIS_URL or TEST_DATABASE_URL is not set: the two-process room test is skipped.');
const ROOT = path.resolve(import.meta.dirname, '../..');

describe.skipIf(!redisUrl || !pgUrl)('Brain Climb worlds across two processes', () => {
  let a: TestApp;
  let b: ChildProcess;
  let bUrl: string;
  let db: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  const rooms: ClimbRoom[] = [];

  beforeAll(async () => {
    db = await freshPostgresDatabase(pgUrl, 'bc_rooms');
    const portA = await freePort();
    a = await startTestApp('pglite', { port: portA, databaseUrl: db.url, memoryDatabase: false, redisUrl, publicAddress: `127.0.0.1:${portA}` });
    const portB = await freePort();
    bUrl = `http://127.0.0.1:${portB}`;
    b = spawn(process.execPath, [path.join(ROOT, 'server/main.ts')], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(portB), HOST: '127.0.0.1', DATABASE_URL: db.url, REDIS_URL: redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${portB}`, LOG_LEVEL: 'warn', SEED_DEMO: '0' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    for (let i = 0; ; i++) {
      const ok = await fetch(`${bUrl}/healthz`).then((r) => r.ok).catch(() => false);
      if (ok) break;
      if (i > 200) throw new Error('process B did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(rooms.map((r) => Promise.race([r.leave().catch(() => undefined), new Promise((res) => setTimeout(res, 1000))])));
    b?.kill('SIGTERM');
    await new Promise((r) => b?.once('exit', r));
    await a?.close();
    await db?.drop();
  }, 30_000);

  it('delivers a coin credited on process A to a coin channel subscriber on process B within a second', async () => {
    const p = await signUpPlayer(bUrl, 'coin');
    const cookie = [...p.http.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const controller = new AbortController();
    const res = await fetch(`${bUrl}/api/v1/user_rewards/coin_channel?user_id=${p.userId}`, { headers: { cookie }, signal: controller.signal });
    const reader = res.body!.getReader();
    let text = '';
    const waitFor = async (needle: string) => {
      while (!text.includes(needle)) text += new TextDecoder().decode((await reader.read()).value);
    };
    await waitFor('"coins":0');
    const t0 = performance.now();
    await a.services.rewards.credit(p.userId, { amount: 5, reason: 'brain_climb_coin', ref: 'two-process' });
    await waitFor('"coins":5');
    expect(performance.now() - t0).toBeLessThan(1000);
    controller.abort();
  });

  it('seats a player who asked process B in the world on process A', async () => {
    const [p1, p2] = await Promise.all([signUpPlayer(a.url, 'east'), signUpPlayer(bUrl, 'west')]);
    const r1 = await joinClimb(p1, { level: 1, mode: 'teacher_mode' });
    rooms.push(r1);
    const r2 = await joinClimb(p2, { level: 1, mode: 'teacher_mode' });
    rooms.push(r2);
    expect(r2.roomId).toBe(r1.roomId);
    await until('both frogs seen on both sides', () => r1.state?.frogs?.size === 2 && r2.state?.frogs?.size === 2);
    const walker = drive(r2, () => Input.RIGHT);
    await until('A sees the player from B walk', () => (r1.state.frogs.get(r2.sessionId)?.x ?? 0) > 640);
    walker.stop();
  }, 30_000);
});
