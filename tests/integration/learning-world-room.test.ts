// The Learning World room against the real server: the room steps in lockstep with the browser
// (so a local world from the room's seed stays identical), serves and checks the quiz after a
// catch, and credits coins only for a correct answer to the question it served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from '@colyseus/sdk';
import { findQuestion } from '../../server/features/quiz/bank/index.ts';
import { LEARNING_WORLD_ROOM, LW_MESSAGE, LwInput, type LwAnsweredMessage, type LwQuestionMessage, type LwState } from '../../server/rooms/learning-world/protocol.ts';
import * as LW from '../../sim/learning-world/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signUpPlayer, until, type Player } from '../support/rooms.ts';

let app: TestApp;
beforeAll(async () => { app = await startTestApp('pglite'); });
afterAll(async () => { await app.stop(); });

type LwRoom = Room<unknown, LwState>;

async function open(p: Player) {
  const room = await p.sdk.create(LEARNING_WORLD_ROOM, { modules: 3 }) as LwRoom;
  await until('state', () => room.state?.seed);
  const world = LW.createLearningWorld({ seed: room.state.seed, signedIn: true, modules: 3 });
  const input = room.input({ type: LwInput, mode: 'reliable' });
  const questions: LwQuestionMessage[] = [];
  const answers: LwAnsweredMessage[] = [];
  const refused: string[] = [];
  room.onMessage(LW_MESSAGE.question, (m: LwQuestionMessage) => questions.push(m));
  room.onMessage(LW_MESSAGE.answered, (m: LwAnsweredMessage) => answers.push(m));
  room.onMessage(LW_MESSAGE.refused, (m: { reason: string }) => refused.push(m.reason));
  /** Steps the local world and the room together until `stop` says so (or the player is caught). */
  const play = async (bits: (tick: number) => number, stop: () => boolean, maxTicks = 3000) => {
    for (let i = 0; i < maxTicks && !stop() && world.state === 0; i++) {
      const b = bits(world.tick);
      LW.stepLearningWorld(world, b);
      input.data.bits = b;
      input.send();
      // Batches of 60 frames, paced so the room's buffer (10 s) never overflows.
      if (i % 60 === 59) await until('room keeps up', () => world.tick - room.state.tick < 240, 20_000);
    }
    await until('room caught up', () => room.state.tick === world.tick, 20_000);
  };
  return { room, world, play, questions, answers, refused };
}

describe('Learning World room', () => {
  it('turns visitors away', async () => {
    const { Client } = await import('@colyseus/sdk');
    await expect(new Client(app.url).create(LEARNING_WORLD_ROOM, {})).rejects.toThrow(/Sign in/);
  });

  it('stays in lockstep with the browser, and pays for a correct answer after a catch', async () => {
    const p = await signUpPlayer(app.url, 'gem');
    const g = await open(p);
    expect(g.refused).toEqual([]);
    // Standing still, the enemies come; walking in circles first proves positions agree.
    await g.play((t) => (t % 120 < 60 ? 2 : 1), () => false, 240);
    expect([g.room.state.x, g.room.state.y]).toEqual([Math.round(g.world.playerX), Math.round(g.world.playerY)]);
    await g.play(() => 0, () => false, 60 * 60);
    expect(g.world.state).toBe(1);
    await until('room caught too', () => g.room.state.state === 1);
    await until('a question', () => g.questions.length === 1);
    const q = g.questions[0].question;
    expect(JSON.stringify(q)).not.toContain('correct_index');
    // Answering something else, or before being asked, is refused.
    g.room.send(LW_MESSAGE.answer, { question_id: 'not-the-one', selected_index: 0 });
    await until('refused', () => g.refused.length === 1);
    const known = findQuestion(q.id)!;
    g.room.send(LW_MESSAGE.answer, { question_id: q.id, selected_index: known.correct_index });
    await until('answered', () => g.answers.length === 1);
    expect(g.answers[0]).toMatchObject({ correct: true, correct_index: known.correct_index, coins_credited: g.room.state.coinMultiplier });
    await until('coins in the state', () => g.room.state.coinsEarned === g.answers[0].coins_credited);
    expect(await app.services.rewards.balance(p.userId)).toBe(g.answers[0].coins_credited);
    // The same answer again earns nothing more.
    g.room.send(LW_MESSAGE.answer, { question_id: q.id, selected_index: known.correct_index });
    await until('second refused', () => g.refused.length === 2);
    LW.answerCatch(g.world, true);
    await g.play(() => 8, () => false, 120);
    expect(g.room.state.state).toBe(0);
    expect(g.room.state.coinsEarned).toBe(g.answers[0].coins_credited);
    await g.room.leave();
  }, 60_000);

  it('resets gems after a wrong answer and credits nothing', async () => {
    const p = await signUpPlayer(app.url, 'oops');
    const g = await open(p);
    await g.play(() => 0, () => false, 60 * 60);
    await until('a question', () => g.questions.length === 1);
    const known = findQuestion(g.questions[0].question.id)!;
    g.room.send(LW_MESSAGE.answer, { question_id: known.id, selected_index: (known.correct_index + 1) % known.choices.length });
    await until('answered', () => g.answers.length === 1);
    expect(g.answers[0]).toMatchObject({ correct: false, coins_credited: 0 });
    await until('gems reset in the state', () => g.room.state.state === 0 && g.room.state.gems === 0);
    expect(g.room.state.coinsEarned).toBe(0);
    expect(await app.services.rewards.balance(p.userId)).toBe(0);
    // The gem count a wrong answer saves is what the room saw, whatever the browser claims.
    const saved = await p.http.post<{ gem_count: number }>('/api/v1/user_rewards/update_gem_count', { gem_count: 999 });
    expect(saved.body.gem_count).toBe(0);
    await g.room.leave();
  }, 60_000);
});
