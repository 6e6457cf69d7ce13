// The Brain Climb room against the real server with @colyseus/sdk clients: shared worlds, the
// room as the authority (cheating gains nothing), verified refills and progress, reconnection,
// and a full world of 16 players.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { matchMaker } from '@colyseus/core';
import * as BC from '../../sim/brain-climb/index.ts';
import { Input } from '../../sim/core/input.ts';
import type { BrainClimbRoom } from '../../server/rooms/brain-climb/BrainClimbRoom.ts';
import { encodeInputs, inputAck, MESSAGE, type RefusedMessage } from '../../server/rooms/brain-climb/protocol.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TestClient } from '../support/http.ts';
import { drive, earnRefillToken, joinClimb, signUpPlayer, until, type ClimbRoom } from '../support/rooms.ts';

let app: TestApp;
const rooms: ClimbRoom[] = [];
const track = (r: ClimbRoom) => { rooms.push(r); return r; };
const QUIZ = 1; // FROG_STATE_NAMES index of 'quiz'

beforeAll(async () => { app = await startTestApp('pglite', { testHooks: true }); });
afterAll(async () => {
  await Promise.all(rooms.map((r) => Promise.race([r.leave().catch(() => undefined), new Promise((res) => setTimeout(res, 1000))])));
  await app.stop();
});

const refusals = (room: ClimbRoom) => {
  const got: RefusedMessage[] = [];
  room.onMessage(MESSAGE.refused, (m: RefusedMessage) => got.push(m));
  return got;
};

describe('Brain Climb room', () => {
  it('turns visitors away and keeps locked levels locked', async () => {
    const visitor = new TestClient(app.url);
    const { Client } = await import('@colyseus/sdk');
    await expect(new Client(app.url).joinOrCreate('brain_climb', { level: 1 })).rejects.toThrow(/Sign in/);
    await visitor.csrf();
    const p = await signUpPlayer(app.url);
    await expect(joinClimb(p, { level: 2 })).rejects.toThrow(/not unlocked/);
    await expect(p.sdk.joinOrCreate('brain_climb', { level: 1, teleport: true } as never)).rejects.toThrow(/Bad join options/);
  });

  it('puts two players of one level in one world, and each sees the other move', async () => {
    const [a, b] = await Promise.all([signUpPlayer(app.url), signUpPlayer(app.url)]);
    const ra = track(await joinClimb(a));
    const rb = track(await joinClimb(b));
    expect(rb.roomId).toBe(ra.roomId);
    await until('both frogs in both states', () => ra.state.frogs.size === 2 && rb.state.frogs.size === 2);
    expect(rb.state.frogs.get(ra.sessionId)!.name).toBe(a.username);
    const walker = drive(ra, () => Input.RIGHT);
    const x0 = rb.state.frogs.get(ra.sessionId)!.x;
    await until('b sees a walk right', () => rb.state.frogs.get(ra.sessionId)!.x > x0 + 40);
    walker.stop();
    expect(ra.state.frogs.get(rb.sessionId)!.x).toBe(600);
  });

  it('refuses forged messages, jumps without energy and replayed refill tokens', async () => {
    const p = await signUpPlayer(app.url);
    const room = track(await joinClimb(p, { level: 1, test_energy: 10 }));
    const refused = refusals(room);
    const me = () => room.state.frogs.get(room.sessionId)!;
    await until('my frog', () => room.state?.frogs?.get(room.sessionId));
    // A forged position or coin claim is just an unknown message: nothing moves, nothing is counted.
    room.send('position', { x: 600, y: -5000 });
    room.send('coin_collected', { id: 'coin-1' });
    room.send(MESSAGE.refill, { token: 'u1.1.' + 'A'.repeat(43) });
    await until('three refusals', () => refused.length >= 3);
    expect(me().y).toBe(600);
    expect(me().coins).toBe(0);
    // Two jumps use the 10 energy; then the frog is paused for the quiz and jumping does nothing.
    const jumper = drive(room, (n) => (n % 12 < 2 ? Input.JUMP : 0));
    await until('energy used up', () => me().energy === 0 && me().state === QUIZ);
    await new Promise((r) => setTimeout(r, 600));
    jumper.stop();
    expect(me().energy).toBe(0);
    expect(me().state).toBe(QUIZ);
    // Bits outside the input mask are cleaned, not trusted.
    const token = await earnRefillToken(p.http);
    room.send(MESSAGE.refill, { token });
    await until('refilled', () => me().energy === 100);
    expect(me().state).toBe(0);
    // The same token again, after the next depletion, refills nothing.
    const again = drive(room, (n) => (n % 12 < 2 ? Input.JUMP : 0));
    await until('paused again', () => me().energy === 0, 30_000);
    again.stop();
    const before = refused.length;
    room.send(MESSAGE.refill, { token });
    await until('replay refused', () => refused.length > before);
    expect(refused.at(-1)!.reason).toMatch(/not valid or was already used/);
    expect(me().energy).toBe(0);
  }, 60_000);

  it('refuses malformed input frames, and a flood of frames moves a frog no faster than one a step', async () => {
    const p = await signUpPlayer(app.url);
    const room = track(await joinClimb(p));
    const refused = refusals(room);
    const me = () => room.state.frogs.get(room.sessionId)!;
    await until('my frog', () => room.state?.frogs?.get(room.sessionId));
    room.sendBytes(MESSAGE.input, new Uint8Array([1, 2]));
    room.sendBytes(MESSAGE.input, new Uint8Array(4 + 9));
    room.sendBytes(MESSAGE.input, encodeInputs(0, [Input.RIGHT]));
    await until('three refusals', () => refused.filter((r) => r.what === 'input').length >= 3);
    expect(me().x).toBe(600);
    // 20 messages of 8 "walk right" frames at once: the room queues what fits and steps one a tick.
    const tick0 = room.state.tick;
    for (let m = 0; m < 20; m++) room.sendBytes(MESSAGE.input, encodeInputs(1 + m * 8, new Array(8).fill(Input.RIGHT)));
    await until('frames dropped', () => refused.some((r) => /Too many input frames/.test(r.reason)));
    await new Promise((r) => setTimeout(r, 300));
    const ticks = room.state.tick - tick0;
    const walked = me().x - 600;
    expect(walked).toBeGreaterThan(0);
    expect(walked).toBeLessThanOrEqual(Math.ceil((ticks * BC.BrainClimbConstants.MOVE_SPEED_PX_PER_S) / 60) + 2);
    expect(inputAck(room.state, room.sessionId)).toBeLessThanOrEqual(ticks);
  });

  it('unlocks the next level only when the room saw the goal, and saves only gems it saw', async () => {
    const p = await signUpPlayer(app.url);
    const early = await p.http.post('/api/jump_game/save_progress', { jump_level_reached: 2, total_gems: 0 });
    expect(early.status).toBe(422);
    const forged = await p.http.post<{ total_gems: number }>('/api/jump_game/save_gems', { gems_collected: 50 });
    expect(forged.body.total_gems).toBe(0);
    const room = track(await joinClimb(p, { level: 1, test_level: 'short' }));
    const me = () => room.state?.frogs?.get(room.sessionId);
    await until('my frog', me);
    const hop = drive(room, (n) => (n % 30 < 3 ? Input.JUMP : 0));
    await until('level complete', () => me()!.state === 2, 20_000);
    hop.stop();
    let progress = 1;
    for (let i = 0; i < 50 && progress === 1; i++) {
      progress = (await p.http.get<{ highest_level: number }>('/api/jump_game/user_progress')).body.highest_level;
      if (progress === 1) await new Promise((res) => setTimeout(res, 50));
    }
    expect(progress).toBe(2);
    expect((await p.http.post('/api/jump_game/save_progress', { jump_level_reached: 2, total_gems: 0 })).status).toBe(200);
    expect((await p.http.post('/api/jump_game/save_progress', { jump_level_reached: 3, total_gems: 0 })).status).toBe(422);
    // Next Level: the level-2 world carries the frog's energy once.
    await room.leave();
    const next = track(await joinClimb(p, { level: 2, carry: true }));
    await until('carried frog', () => next.state?.frogs?.get(next.sessionId));
    expect(next.state.level).toBe(2);
  }, 40_000);

  it('credits the coin ledger once for each coin the room saw collected', async () => {
    const p = await signUpPlayer(app.url);
    const room = track(await joinClimb(p));
    await until('my frog', () => room.state?.frogs?.get(room.sessionId));
    // The player plays (a frog whose player sends no frames waits, frozen, out of the step).
    const player = drive(room, () => 0);
    onTestFinished(() => player.stop());
    // Server side (trusted test code), the frog is put on a coin; no client message can do this.
    const server = matchMaker.getLocalRoomById(room.roomId) as unknown as BrainClimbRoom;
    const coin = server.world.levelData.coins[0];
    BC.correctFrog(server.world, room.sessionId, { x: coin.x, y: coin.y, vx: 0, vy: 0 });
    await until('coin counted', () => room.state.frogs.get(room.sessionId)!.coins === 1);
    await until('coin in the taken list', () => room.state.taken.includes(coin.id));
    for (let i = 0; i < 50 && (await app.services.rewards.balance(p.userId)) === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await app.services.rewards.balance(p.userId)).toBe(1);
    // Standing on the same spot again collects nothing more.
    BC.correctFrog(server.world, room.sessionId, { x: coin.x, y: coin.y, vx: 0, vy: 0 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await app.services.rewards.balance(p.userId)).toBe(1);
    expect((await p.http.post('/api/v1/user_rewards/add_coin')).body).toEqual({ success: true, coins: 1 });
  });

  it('gives a dropped player back the same frog', async () => {
    const p = await signUpPlayer(app.url);
    const room = track(await joinClimb(p));
    const walker = drive(room, () => Input.LEFT);
    await until('walked', () => (room.state?.frogs?.get(room.sessionId)?.x ?? 600) < 560);
    walker.stop();
    await new Promise((r) => setTimeout(r, 200));
    const x = room.state?.frogs?.get(room.sessionId)!.x;
    const token = room.reconnectionToken;
    const sessionId = room.sessionId;
    room.reconnection.enabled = false;
    room.connection.close(4999, 'network gone');
    await new Promise((r) => setTimeout(r, 300));
    const back = track(await p.sdk.reconnect(token) as ClimbRoom);
    expect(back.sessionId).toBe(sessionId);
    await until('state after reconnect', () => back.state?.frogs?.get(sessionId));
    expect(back.state.frogs.get(sessionId)!.x).toBe(x);
  });

  it('keeps the energy of a frog whose player went offline and came back', async () => {
    const p = await signUpPlayer(app.url);
    const room = track(await joinClimb(p, { level: 1, test_energy: 10 }));
    await until('my frog', () => room.state?.frogs?.get(room.sessionId));
    const jumper = drive(room, (n) => (n % 12 < 2 ? Input.JUMP : 0));
    await until('energy used up', () => room.state.frogs.get(room.sessionId)!.energy === 0);
    jumper.stop();
    await room.leave();
    await new Promise((r) => setTimeout(r, 200));
    const back = track(await joinClimb(p, { level: 1 }));
    await until('frog back', () => back.state?.frogs?.get(back.sessionId));
    expect(back.state.frogs.get(back.sessionId)!.energy).toBe(0);
    expect(back.state.frogs.get(back.sessionId)!.state).toBe(QUIZ);
  });

  it('holds 16 players in one world with each frog following its own inputs', async () => {
    const players = await Promise.all(Array.from({ length: 17 }, () => signUpPlayer(app.url, 'crowd')));
    const joined: ClimbRoom[] = [];
    for (const p of players.slice(0, 16)) joined.push(track(await joinClimb(p, { level: 1, mode: 'challenge_friends' })));
    expect(new Set(joined.map((r) => r.roomId)).size).toBe(1);
    const seventeenth = track(await joinClimb(players[16], { level: 1, mode: 'challenge_friends' }));
    expect(seventeenth.roomId).not.toBe(joined[0].roomId);
    const drivers = joined.map((r, i) => drive(r, () => (i % 2 === 0 ? Input.LEFT : Input.RIGHT)));
    const watcher = joined[0];
    let lastTick = 0;
    let backwards = false;
    watcher.onStateChange(() => { if (watcher.state.tick < lastTick) backwards = true; lastTick = watcher.state.tick; });
    await until('everyone moved', () => joined.every((r, i) => {
      const f = watcher.state.frogs.get(r.sessionId);
      return f && (i % 2 === 0 ? f.x < 560 : f.x > 640);
    }), 15_000);
    drivers.forEach((d) => d.stop());
    expect(backwards).toBe(false);
    expect(watcher.state.frogs.size).toBe(16);
    expect(new Set([...watcher.state.frogs.values()].map((f) => f.tint)).size).toBe(16);
  }, 60_000);
});
