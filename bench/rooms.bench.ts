// Brain Climb rooms under load (`npm run bench -- rooms`). The server runs in its own process
// (TEST_HOOKS=1 for its tick statistics), the simulated players here, over loopback WebSockets:
// (a) capacity: full 16-player worlds with every player sending one input per 60 Hz step, stepped
//     up until the server's tick p99 passes 2 ms or its CPU 70% of a core (or this process can no
//     longer send for everyone, which is reported as such);
// (b) bandwidth per player in one 16-player world, down and up, WebSocket framing included;
// (c) reconciliation: one predicting client (the browser's Reconciler and sim) at 50 and 150 ms
//     round trip (half added by the server's COLYSEUS_LATENCY, half here on every send), and at
//     50 ms with up to 20 ms of jitter on what the client sends (in order, as over TCP).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Room } from '@colyseus/sdk';
import { Reconciler } from '../client/features/brain-climb/game/Reconciler.ts';
import type { ClimbLink, WorldMessage } from '../client/features/brain-climb/game/ClimbLink.ts';
import { addFrog, correctFrog, restoreBrainClimb, stepBrainClimb } from '../sim/brain-climb/index.ts';
import { Input } from '../sim/core/input.ts';
import { inputAck, inputAckTick, MESSAGE, type ClimbState } from '../server/rooms/brain-climb/protocol.ts';
import { InputBatcher } from '../client/features/brain-climb/game/InputBatcher.ts';
import { freePort } from '../tests/support/ports.ts';
import { budgeted, writeSuite, type Measure } from './report.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const STEPS = (process.env.BENCH_ROOMS_STEPS ?? '8,16,24,32,40,48,64').split(',').map(Number);
const WINDOW_S = Number(process.env.BENCH_ROOMS_WINDOW_S ?? 10);
const results: Record<string, Measure> = {};
const SEND_HZ = Number(process.env.BENCH_ROOMS_SEND_HZ ?? 60);
const INTRO_MS = 2000;

// Every WebSocket of this process is counted, and may hold back what it sends (simulated latency).
const traffic = { down: 0, up: 0, sendDelayMs: 0, jitterMs: 0, lastDue: 0 };
const NativeWebSocket = globalThis.WebSocket;
class CountingWebSocket extends NativeWebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    this.addEventListener('message', (e: MessageEvent) => {
      const n = typeof e.data === 'string' ? Buffer.byteLength(e.data) : (e.data as ArrayBuffer).byteLength;
      traffic.down += n + (n < 126 ? 2 : n < 65536 ? 4 : 10);
    });
  }
  send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
    const n = typeof data === 'string' ? Buffer.byteLength(data) : (data as ArrayBuffer).byteLength ?? 0;
    traffic.up += n + 4 + (n < 126 ? 2 : n < 65536 ? 4 : 10);
    if (traffic.sendDelayMs > 0) {
      const copy = typeof data === 'string' ? data : new Uint8Array(data as ArrayBuffer).slice();
      // Jitter delays each message by up to jitterMs more, never overtaking the one before (TCP).
      const due = Math.max(traffic.lastDue, performance.now() + traffic.sendDelayMs + Math.random() * traffic.jitterMs);
      traffic.lastDue = due;
      setTimeout(() => { if (this.readyState === NativeWebSocket.OPEN) super.send(copy as string | Uint8Array<ArrayBuffer>); }, due - performance.now());
    } else super.send(data as string | ArrayBuffer);
  }
}
globalThis.WebSocket = CountingWebSocket as typeof WebSocket;
// Imported after the swap: the SDK keeps the WebSocket class it finds when it loads.
const { Client } = await import('@colyseus/sdk');

async function startServer(env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rooms-bench-'));
  const nodeArgs = (process.env.BENCH_ROOMS_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...(process.env.BENCH_ROOMS_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/rooms-prof'] : []), path.join(ROOT, 'server/main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '0', TEST_HOOKS: '1', DATA_DIR: dataDir, REDIS_URL: '', DATABASE_URL: '', ...env },
    stdio: ['ignore', nodeArgs.length > 0 ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
    if (i > 300) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, child, stop };
}

/** A signed-in player's cookie and CSRF token (players of a bench may share accounts). */
async function signUp(url: string, name: string): Promise<{ cookie: string; csrf: string }> {
  const s = await fetch(`${url}/api/v1/session`);
  let cookie = s.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrf_token } = (await s.json()) as { csrf_token: string };
  const r = await fetch(`${url}/users/sign_up`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': csrf_token, cookie }, body: JSON.stringify({ username: name, password: 'hop-hop-hop', role: 'student', grade: 3 }) });
  if (r.status !== 201) throw new Error(`sign up failed: ${r.status}`);
  cookie = [cookie, ...r.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
  return { cookie, csrf: csrf_token };
}

type ClimbRoom = Room<unknown, ClimbState>;
interface Bot { room: ClimbRoom; input: InputBatcher; n: number; account: { cookie: string } }

/** Walks and hops in a pattern of its own, one input per call. */
function botBits(i: number, n: number): number {
  const phase = (n + i * 37) % 240;
  const walk = phase < 110 ? Input.RIGHT : phase < 220 ? Input.LEFT : 0;
  return walk | ((n + i * 13) % 50 < 3 ? Input.JUMP : 0);
}

async function joinBot(url: string, account: { cookie: string }): Promise<Bot> {
  const room = await new Client(url, { headers: { Cookie: account.cookie } }).joinOrCreate('brain_climb', { level: 1, fresh: true }) as ClimbRoom;
  room.onMessage('event', () => undefined);
  return { room, input: new InputBatcher((bytes) => room.sendBytes(MESSAGE.input, bytes)), n: 0, account };
}

async function joinBots(url: string, accounts: { cookie: string }[], count: number, bots: Bot[]): Promise<void> {
  for (let k = 0; k < count; k++) bots.push(await joinBot(url, accounts[bots.length % accounts.length]));
}

/**
 * Bots never answer the refill quiz, so a frog that has hopped for a while runs out of energy and
 * waits, which costs the room less than a playing frog. Before each measurement, players whose
 * frog is paused or under 80 energy (a window burns about 70) leave and come back with a fresh
 * frog (Try Again), so every frog plays through the window.
 */
async function refreshTired(url: string, bots: Bot[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < bots.length; i++) {
    const f = bots[i].room.state?.frogs?.get(bots[i].room.sessionId);
    if (f && f.state === 0 && f.energy >= 80) continue;
    await bots[i].room.leave().catch(() => undefined);
    bots[i] = await joinBot(url, bots[i].account);
    n++;
  }
  return n;
}

/** Sends one input per bot every 1/60 s (catching up when a timer fires late); answers the achieved rate. */
function runBots(bots: Bot[]): { stop(): void; rate(): number } {
  const start = performance.now();
  let sent = 0;
  let due = 0;
  const timer = setInterval(() => {
    const target = Math.floor(((performance.now() - start) / 1000) * SEND_HZ);
    for (; due < target && due < target + 2; due++) {
      for (let i = 0; i < bots.length; i++) {
        const b = bots[i];
        b.input.push(botBits(i, b.n++));
        sent++;
      }
    }
    due = Math.max(due, target - 1);
  }, 8);
  return { stop: () => clearInterval(timer), rate: () => sent / bots.length / ((performance.now() - start) / 1000) };
}

async function roomStats(url: string, auth: { cookie: string; csrf: string }, reset = false) {
  if (reset) {
    await fetch(`${url}/api/test/room_stats/reset`, { method: 'POST', headers: { cookie: auth.cookie, 'x-csrf-token': auth.csrf } });
    return null;
  }
  return (await (await fetch(`${url}/api/test/room_stats`)).json()) as { ticks: { ticks: number; p50: number; p99: number; max: number }; cpu_fraction: number; cpu_system_fraction: number };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function capacity(): Promise<void> {
  const server = await startServer();
  const bots: Bot[] = [];
  try {
    const accounts = await Promise.all(Array.from({ length: 16 }, (_, i) => signUp(server.url, `cap_${i}`)));
    let best = 0;
    let limitedBy = 'the largest step tried';
    for (const rooms of STEPS) {
      await joinBots(server.url, accounts, rooms * 16 - bots.length, bots);
      const refreshed = await refreshTired(server.url, bots);
      const roomIds = new Set(bots.map((b) => b.room.roomId));
      const load = runBots(bots);
      await sleep(2000);
      await roomStats(server.url, accounts[0], true);
      await sleep(WINDOW_S * 1000);
      const s = (await roomStats(server.url, accounts[0]))!;
      const rate = load.rate();
      load.stop();
      // Frogs out of energy wait for a quiz the bots never answer (a cheaper step); falls refill +20.
      const paused = bots.filter((b) => b.room.state?.frogs?.get(b.room.sessionId)?.state === 1).length / bots.length;
      const ok = s.ticks.p99 <= 2 && s.cpu_fraction <= 0.7;
      const clientBound = rate < 57;
      console.log(`${rooms} rooms (${roomIds.size} worlds, ${bots.length} players): tick p50 ${s.ticks.p50.toFixed(3)} ms p99 ${s.ticks.p99.toFixed(3)} ms, server CPU ${(s.cpu_fraction * 100).toFixed(0)}% (kernel ${(s.cpu_system_fraction * 100).toFixed(0)}%), inputs ${rate.toFixed(1)}/s per player, ${(paused * 100).toFixed(0)}% of frogs paused for a quiz at the end (${refreshed} tired frogs replaced before)`);
      results[`capacity.step_${rooms}_rooms`] = { value: Math.round(s.ticks.p99 * 1000) / 1000, unit: 'ms tick p99', note: `${roomIds.size} worlds, ${bots.length} players; server CPU ${(s.cpu_fraction * 100).toFixed(0)}% of a core; ${rate.toFixed(1)} inputs/s per player sent; tick p50 ${s.ticks.p50.toFixed(3)} ms; ${(paused * 100).toFixed(0)}% of frogs paused for a quiz at the end` };
      if (!ok) { limitedBy = `the server at ${rooms} rooms (tick p99 ${s.ticks.p99.toFixed(2)} ms, CPU ${(s.cpu_fraction * 100).toFixed(0)}%)`; break; }
      if (clientBound) { best = rooms; limitedBy = `this benchmark's own process at ${rooms} rooms (${rate.toFixed(1)} of 60 inputs/s per player sent)`; break; }
      best = rooms;
    }
    results['capacity.rooms_sustained'] = budgeted(best, 'rooms of 16', 32, 'min', `goal 64; tick p99 <= 2 ms and CPU <= 70% of one core; limited by ${limitedBy}`);
  } finally {
    await Promise.all(bots.map((b) => b.room.leave().catch(() => undefined)));
    await server.stop();
  }
}

async function bandwidth(): Promise<void> {
  const server = await startServer();
  const bots: Bot[] = [];
  try {
    const accounts = await Promise.all(Array.from({ length: 16 }, (_, i) => signUp(server.url, `bw_${i}`)));
    await joinBots(server.url, accounts, 16, bots);
    const load = runBots(bots);
    await sleep(2000);
    traffic.down = 0;
    traffic.up = 0;
    const t0 = performance.now();
    await sleep(WINDOW_S * 1000);
    const s = (performance.now() - t0) / 1000;
    load.stop();
    results['bandwidth.down_per_player'] = budgeted(traffic.down / 16 / s, 'B/s', 4096, 'max', 'one world of 16, all walking and hopping; WebSocket framing included');
    results['bandwidth.up_per_player'] = budgeted(traffic.up / 16 / s, 'B/s', 2048, 'max', '60 inputs per second; framing and mask included');
  } finally {
    await Promise.all(bots.map((b) => b.room.leave().catch(() => undefined)));
    await server.stop();
  }
}

async function reconciliation(rttMs: number, jitterMs = 0): Promise<void> {
  const name = jitterMs > 0 ? `${rttMs}ms_jitter${jitterMs}ms` : `${rttMs}ms`;
  const server = await startServer({ COLYSEUS_LATENCY: String(rttMs) });
  try {
    const account = await signUp(server.url, `rc_${rttMs}`);
    const room = await new Client(server.url, { headers: { Cookie: account.cookie } }).joinOrCreate('brain_climb', { level: 1 }) as ClimbRoom;
    const world = await new Promise<WorldMessage>((resolve) => room.onMessage('world', resolve));
    traffic.sendDelayMs = rttMs / 2;
    traffic.jitterMs = jitterMs;
    while (!room.state?.frogs?.get(room.sessionId)) await sleep(10);
    const input = new InputBatcher((bytes) => room.sendBytes(MESSAGE.input, bytes));
    const link = {
      get ack() { return inputAck(room.state, room.sessionId); },
      get ackTick() { return inputAckTick(room.state, room.sessionId); },
      taken: () => room.state.taken ?? [],
      me: () => { const f = room.state.frogs.get(room.sessionId)!; return { key: room.sessionId, name: f.name, tint: f.tint, x: f.x, y: f.y, facing: f.facing, animation: f.animation, state: f.state, energy: f.energy, jumpsLeft: f.jumpsLeft, gems: f.gems, coins: f.coins, onGround: f.onGround }; },
      others: () => [],
    } as unknown as ClimbLink;
    const local = restoreBrainClimb({ ...world, frogs: [] });
    const me = link.me()!;
    addFrog(local, 'me', { energy: me.energy });
    correctFrog(local, 'me', { x: me.x, y: me.y });
    const rec = new Reconciler(link, 'me');
    const errors: number[] = [];
    let lastAck = 0;
    // The player reads the intro first: the room's world goes on, and the prediction catches up.
    await sleep(INTRO_MS);
    const inputs = new Map<string, number>();
    const seconds = 20;
    const start = performance.now();
    for (let n = 0; performance.now() - start < seconds * 1000; n++) {
      const bits = botBits(3, n);
      const seq = input.push(bits);
      inputs.set('me', bits);
      stepBrainClimb(local, inputs);
      rec.recordPrediction(local, seq);
      rec.sync(local);
      const ack = inputAck(room.state, room.sessionId);
      if (ack !== lastAck) { lastAck = ack; errors.push(rec.stats.lastErrorPx); }
      await sleep(Math.max(0, start + (n + 1) * (1000 / 60) - performance.now()));
    }
    traffic.sendDelayMs = 0;
    traffic.jitterMs = 0;
    errors.sort((a, b) => a - b);
    const minutes = seconds / 60;
    const mean = errors.reduce((a, b) => a + b, 0) / Math.max(1, errors.length);
    results[`reconcile.${name}.error_mean`] = { value: Math.round(mean * 100) / 100, unit: 'px', note: `${errors.length} acknowledged states over ${seconds} s of walking and hopping` };
    results[`reconcile.${name}.error_p99`] = { value: Math.round((errors[Math.floor(errors.length * 0.99)] ?? 0) * 100) / 100, unit: 'px' };
    results[`reconcile.${name}.corrections_per_min`] = { value: Math.round(rec.stats.corrections / minutes), unit: '/min', note: `${rec.stats.snaps} snaps (over 96 px)` };
    results[`reconcile.${name}.clock_lag_ticks`] = { value: rec.stats.lastClockLag, unit: 'ticks', note: `ticks the room stepped the last acknowledged frame later than the prediction (0: moving platforms in step); ${rec.stats.caughtUpTicks} ticks caught up in all, ${INTRO_MS / 1000} s of intro included` };
    results[`reconcile.${name}.within_2px`] = { value: Math.round((errors.filter((e) => e <= 2).length / Math.max(1, errors.length)) * 1000) / 10, unit: '%', note: 'share of acknowledged states the prediction had right (no visible correction)' };
    await room.leave().catch(() => undefined);
  } finally {
    traffic.sendDelayMs = 0;
    traffic.jitterMs = 0;
    await server.stop();
  }
}

if (!process.env.BENCH_ROOMS_ONLY || process.env.BENCH_ROOMS_ONLY === 'bandwidth') await bandwidth();
if (!process.env.BENCH_ROOMS_ONLY || process.env.BENCH_ROOMS_ONLY === 'reconcile') { await reconciliation(50); await reconciliation(150); await reconciliation(50, 20); }
if (!process.env.BENCH_ROOMS_ONLY || process.env.BENCH_ROOMS_ONLY === 'capacity') await capacity();
writeSuite('rooms', results);
process.exit(0);
