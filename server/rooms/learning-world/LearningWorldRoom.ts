// A signed-in player's Learning World on the server: one world, one player, in lockstep with the
// browser (one sim step per input frame, at most one per tick). Gems, catches and the coin
// multiplier are the room's; after a catch the room serves a question, checks the answer with
// the quiz service, resolves the catch, and credits coins (multiplier times one) for a correct
// answer once. A wrong answer hands the rewards service the gem count the room saw, which is all
// that update_gem_count may store.
import crypto from 'node:crypto';
import { Room, ServerError, type AuthContext, type Client } from '@colyseus/core';
import { clampInput } from '../../../sim/core/input.ts';
import * as LW from '../../../sim/learning-world/index.ts';
import { toPublicUser } from '../../features/auth/service.ts';
import type { PublicUser } from '../../features/auth/schema.ts';
import { userFromContext, type RoomDeps, type RoomUser } from '../deps.ts';
import { tickStats } from '../stats.ts';
import { LW_MESSAGE, LwInput, LwState, lwAnswerSchema, lwJoinOptionsSchema, type LwAnsweredMessage, type LwJoinOptions, type LwQuestionMessage } from './protocol.ts';

const RECONNECT_SECONDS = 30;
/** Ten seconds of frames; a tab that stalled catches up at most CATCH_UP_MAX steps per tick. */
const INPUT_BUFFER = 600;
const CATCH_UP_MAX = 4;

type LwClient = Client<{ userData: PublicUser; auth: RoomUser }>;

export class LearningWorldRoom extends Room<{ state: LwState; client: LwClient; input: LwInput }> {
  state = new LwState();
  maxClients = 1;
  patchRate = 100;
  inputs = this.defineInput(LwInput, { bufferMaxSize: INPUT_BUFFER, sanitize: (f: LwInput) => { f.bits = clampInput(f.bits); } });

  deps!: RoomDeps;
  world!: LW.LearningWorld;
  #player: PublicUser | null = null;
  #sessionId = '';
  /** The question served for the current catch, and how many catches were answered. */
  #pending: string | null = null;
  #answered = 0;
  #busy = false;

  onCreate(raw: LwJoinOptions): void {
    const options = parseOptions(raw);
    const seed = crypto.randomBytes(6).toString('hex');
    this.world = LW.createLearningWorld({ seed, signedIn: true, modules: options.modules });
    this.state.seed = seed;
    this.state.modules = options.modules;
    this.#mirror();
    this.onMessage(LW_MESSAGE.answer, (client, message: unknown) => this.#answer(client as LwClient, message));
    this.onMessage('*', (client, type) => client.send(LW_MESSAGE.refused, { reason: `Unknown message ${String(type).slice(0, 40)}` }));
    this.setFixedTimestep(() => this.#tick(), 60);
  }

  async onAuth(_client: Client, raw: unknown, context: AuthContext): Promise<RoomUser> {
    parseOptions(raw);
    const user = await userFromContext(this.deps.auth, context);
    if (!user) throw new ServerError(401, 'Sign in to earn coins in the Learning World.');
    return user;
  }

  async onJoin(client: LwClient): Promise<void> {
    const full = await this.deps.auth.findById((client.auth as RoomUser).id);
    if (!full) throw new ServerError(401, 'Sign in to earn coins in the Learning World.');
    this.#player = toPublicUser(full);
    this.#sessionId = client.sessionId;
    client.userData = this.#player;
  }

  onDrop(client: LwClient): void {
    this.allowReconnection(client, RECONNECT_SECONDS);
  }

  onReconnect(client: LwClient): void {
    if (this.#pending && this.world.state === 1) void this.#serveQuestion(client);
  }

  #tick(): void {
    if (!this.#sessionId) return;
    const t0 = performance.now();
    const buffer = this.inputs.get(this.#sessionId);
    const steps = Math.min(CATCH_UP_MAX, 1 + Math.floor(buffer.size / 30));
    for (let i = 0; i < steps; i++) {
      const frame = buffer.next({ idle: false });
      if (!frame) break;
      // While caught the browser sends nothing until the answer; a frame now changes only the tick.
      const events = LW.stepLearningWorld(this.world, clampInput(frame.bits));
      for (const e of events) if (e.type === 'caught') this.#onCaught();
    }
    this.#mirror();
    tickStats.record(performance.now() - t0);
  }

  #mirror(): void {
    const v = LW.learningWorldView(this.world);
    this.state.tick = v.tick;
    this.state.state = v.state === 'caught' ? 1 : 0;
    this.state.gems = v.gemCount;
    this.state.coinMultiplier = v.coinMultiplier;
    this.state.x = Math.round(v.player.x);
    this.state.y = Math.round(v.player.y);
  }

  #onCaught(): void {
    const client = this.clients.find((c) => c.sessionId === this.#sessionId) as LwClient | undefined;
    if (client) void this.#serveQuestion(client);
  }

  async #serveQuestion(client: LwClient): Promise<void> {
    const player = this.#player!;
    try {
      const r = await this.deps.quiz!.nextQuestion({ user: player, key: `u${player.id}`, who: { userId: player.id } }, undefined, []);
      this.#pending = r.question.id;
      const message: LwQuestionMessage = { question: r.question };
      client.send(LW_MESSAGE.question, message);
    } catch (err) {
      this.deps.log.error({ err, roomId: this.roomId }, 'serving a Learning World question failed');
    }
  }

  async #answer(client: LwClient, raw: unknown): Promise<void> {
    const parsed = lwAnswerSchema.safeParse(raw);
    if (!parsed.success || this.world.state !== 1 || parsed.data.question_id !== this.#pending || this.#busy) {
      client.send(LW_MESSAGE.refused, { reason: 'There is no question waiting for that answer.' });
      return;
    }
    this.#busy = true;
    const player = this.#player!;
    try {
      const checked = await this.deps.quiz!.answer({ userId: player.id }, parsed.data);
      this.#pending = null;
      const gemsBefore = this.world.gems;
      const result = LW.answerCatch(this.world, checked.correct);
      this.#answered += 1;
      let credited = 0;
      if (result.correct) {
        credited = result.coinMultiplier;
        this.state.coinsEarned += credited;
        await this.deps.rewards?.credit(player.id, { amount: credited, reason: 'learning_world_answer', ref: `${this.roomId}:catch-${this.#answered}` });
      } else {
        await this.deps.rewards?.recordVerifiedGems?.(player.id, gemsBefore);
      }
      this.#mirror();
      const message: LwAnsweredMessage = { correct: checked.correct, correct_index: checked.correct_index, correct_choice: checked.correct_choice, explanation: checked.explanation, coins_credited: credited };
      client.send(LW_MESSAGE.answered, message);
    } catch (err) {
      this.deps.log.error({ err, roomId: this.roomId }, 'checking a Learning World answer failed');
      client.send(LW_MESSAGE.refused, { reason: 'That answer could not be checked. Please try again.' });
    } finally {
      this.#busy = false;
    }
  }
}

function parseOptions(raw: unknown) {
  const parsed = lwJoinOptionsSchema.safeParse(raw ?? {});
  if (!parsed.success) throw new ServerError(400, `Bad join options: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

export function learningWorldRoomWith(deps: RoomDeps): typeof LearningWorldRoom {
  return class extends LearningWorldRoom {
    deps = deps;
  };
}
