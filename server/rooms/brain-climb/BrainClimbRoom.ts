// A Brain Climb world on the server: one sim world of one level (and one quiz code, if any) for
// up to 16 signed-in players, stepped by Colyseus's fixed timestep at 60 Hz. Each step takes one
// input frame per player from that player's InputFeed (the frog waits a tick when none arrived),
// steps the sim, turns its events into verified rewards, and mirrors the frogs into the state.
// The room is the authority: positions, energy, jumps and pickups are what its sim says, and a
// refill happens only on a refill token the quiz service signed for this player.
import { Room, ServerError, type AuthContext, type Client } from '@colyseus/core';
import * as BC from '../../../sim/brain-climb/index.ts';
import { clampInput } from '../../../sim/core/input.ts';
import { createRecorder, brainClimbSession, type ReplayCommandInput, type ReplayFile, type Session } from '../../../sim/replay.ts';
import { levelSeed } from '../../features/jump-game/schema.ts';
import type { RoomDeps, RoomUser } from '../deps.ts';
import { userFromContext } from '../deps.ts';
import { tickStats } from '../stats.ts';
import { InputFeed } from '../InputFeed.ts';
import { BRAIN_CLIMB_ROOM, ClimbState, decodeInputs, FrogState, joinOptionsSchema, MESSAGE, PATCH_MS, RECONNECT_SECONDS, refillMessageSchema, WORLD_CAP, type ClimbEventMessage, type JoinOptions, type RefusedMessage } from './protocol.ts';

/** Frog tints: one per seat, so frogs of one world look different. */
const TINTS = [0x4caf50, 0x2196f3, 0xff9800, 0xe91e63, 0x9c27b0, 0x00bcd4, 0xffc107, 0x795548, 0x8bc34a, 0x3f51b5, 0xff5722, 0x009688, 0xcddc39, 0x673ab7, 0xf44336, 0x607d8b];
/**
 * Events every client hears: pickups (for the sparkle where they were) and the rare ends of a
 * level. Hops and landings are not sent: every frog's animation already shows them, and the own
 * frog's sounds come from the browser's prediction.
 */
const SHARED_EVENTS = new Set<BC.BrainClimbEvent['type']>(['orb_collected', 'coin_collected', 'gem_collected', 'level_complete', 'victory', 'game_over']);
/** Recording stops after this many ticks (30 minutes) so a long-lived world stays small. */
const MAX_RECORDED_TICKS = 60 * 60 * 30;
const LIVE_EVERY_TICKS = 60;

interface Player {
  user: RoomUser;
  key: string;
  recordId: number;
  seat: number;
}

export interface ClimbSummary {
  userId: number;
  quizCode: string | null;
  level: number;
  playerKey: string;
  replay: ReplayFile;
}

export class BrainClimbRoom extends Room<{ state: ClimbState; client: Client<{ userData: Player; auth: RoomUser }> }> {
  state = new ClimbState();
  maxClients = WORLD_CAP;
  patchRate = PATCH_MS;

  deps!: RoomDeps;
  world!: BC.BrainClimbWorld;
  options!: ReturnType<typeof joinOptionsSchema.parse>;
  #recorder!: ReturnType<typeof createRecorder>;
  #direct!: Session;
  #players = new Map<string, Player>();
  #inputMap = new Map<string, number>();
  #feeds = new Map<string, InputFeed>();
  #seats = new Set<number>();
  #dropped = new Set<string>();
  #quizCode: string | null = null;

  async onCreate(raw: JoinOptions): Promise<void> {
    this.options = parseJoinOptions(raw);
    if (this.options.test_level && !this.deps.testHooks) throw new ServerError(400, 'Test levels are not available on this server.');
    this.#quizCode = this.options.quiz_code ?? null;
    const level = this.options.level;
    const seed = levelSeed(level);
    const data = this.options.test_level ? BC.shortTestLevel(BC.generateLevel(level, seed)) : BC.generateLevel(level, seed);
    this.world = BC.buildWorld(data, BC.BrainClimbConstants.MAX_JUMPS_START, null, 'lowest');
    this.#direct = brainClimbSession(this.world);
    this.#recorder = createRecorder({ mode: 'brain-climb', seed, level, cleanupFrom: 'lowest', hashEvery: 600, note: this.roomId }, this.#direct);
    this.state.level = level;
    this.state.seed = seed;
    this.state.testLevel = Boolean(this.options.test_level);
    this.setMetadata({ level, mode: this.options.mode, quiz_code: this.#quizCode ?? '' });

    this.onMessageBytes(MESSAGE.input, (client, bytes: unknown) => this.#input(client, bytes));
    this.onMessage(MESSAGE.refill, (client, message: unknown) => this.#refill(client, message));
    this.onMessage('*', (client, type) => this.#refuse(client, 'refill', `Unknown message ${String(type).slice(0, 40)}`));
    this.setFixedTimestep(() => this.#tick(), 60);
  }

  /** Signed-in players only: the session cookie of the matchmaking request names the user. */
  async onAuth(_client: Client, raw: unknown, context: AuthContext): Promise<RoomUser> {
    const user = await userFromContext(this.deps.auth, context);
    if (!user) throw new ServerError(401, 'Sign in to play online.');
    const options = parseJoinOptions(raw);
    if (options.level > (await this.deps.progress(user.id))) throw new ServerError(403, 'That level is not unlocked yet.');
    return user;
  }

  async onJoin(client: Client<{ userData: Player; auth: RoomUser }>, raw: unknown): Promise<void> {
    const options = parseJoinOptions(raw);
    const user = client.auth as RoomUser;
    const key = client.sessionId;
    if (options.test_energy && !this.deps.testHooks) throw new ServerError(400, 'Test options are not available on this server.');
    // Next Level carries the frog from the goal; coming back to a level carries the frog left there.
    const fresh = options.fresh && this.world.level === 1;
    const carried = options.carry ? await this.deps.records.takeCarry(user.id, this.world.level) : fresh ? undefined : await this.deps.records.takeParked(user.id, this.world.level);
    const recordId = await this.deps.records.start(user.id, this.world.level, this.roomId, this.#quizCode);
    const seat = this.#freeSeat();
    const player: Player = { user, key, recordId, seat };
    this.#players.set(key, player);
    this.#feeds.set(key, new InputFeed(() => this.#resting(key)));
    client.userData = player;
    this.#command({ op: 'addFrog', player: key, options: carried ?? (options.test_energy ? { energy: options.test_energy } : {}) });
    const frog = new FrogState();
    frog.name = user.displayName;
    frog.tint = TINTS[seat % TINTS.length];
    this.state.frogs.set(key, frog);
    this.#mirror(key, frog);
    client.send('world', this.#worldFor());
  }

  /** A dropped player's frog waits with no keys held, for RECONNECT_SECONDS. */
  onDrop(client: Client<{ userData: Player; auth: RoomUser }>): void {
    this.#dropped.add(client.sessionId);
    this.allowReconnection(client, RECONNECT_SECONDS);
  }

  onReconnect(client: Client<{ userData: Player; auth: RoomUser }>): void {
    this.#dropped.delete(client.sessionId);
    this.#feeds.get(client.sessionId)?.reset();
    client.send('world', this.#worldFor());
  }

  onLeave(client: Client<{ userData: Player; auth: RoomUser }>): void {
    const player = this.#players.get(client.sessionId);
    if (!player) return;
    this.#players.delete(client.sessionId);
    this.#dropped.delete(client.sessionId);
    this.#seats.delete(player.seat);
    this.#finishReplay(player);
    const v = BC.frogView(this.world, player.key);
    if (v && !v.levelComplete) {
      this.deps.records.park(player.recordId, { energy: v.energy, maxJumps: v.maxJumps, gems: v.gems, coins: v.coins, orbs: v.orbsCollected })
        .catch((err) => this.deps.log.error({ err, roomId: this.roomId }, 'parking a frog failed'));
    }
    this.#command({ op: 'removeFrog', player: player.key });
    this.state.frogs.delete(player.key);
    this.#inputMap.delete(player.key);
    this.#feeds.delete(player.key);
  }

  /** Standing still on a platform that does not move: a frame without keys would change nothing. */
  #resting(key: string): boolean {
    const v = BC.frogView(this.world, key);
    return v !== undefined && v.state === 'playing' && v.onGround && v.vx === 0 && v.vy === 0 && v.animation === 'idle';
  }

  /** What a joining client needs to predict: the world (its platforms where they are now, pickups taken) without frogs. */
  #worldFor() {
    const snapshot = BC.snapshotBrainClimb(this.world);
    return { ...snapshot, frogs: [], testLevel: this.state.testLevel };
  }

  #freeSeat(): number {
    for (let s = 0; ; s++) if (!this.#seats.has(s)) { this.#seats.add(s); return s; }
  }

  #tick(): void {
    const t0 = performance.now();
    for (const [key, feed] of this.#feeds) this.#inputMap.set(key, this.#dropped.has(key) ? 0 : feed.next());
    const recording = this.world.tick < MAX_RECORDED_TICKS;
    const events = (recording ? this.#recorder.step(this.#inputMap) : this.#direct.step(this.#inputMap)) as BC.BrainClimbEvent[];
    this.state.tick = this.world.tick;
    for (const e of events) this.#handle(e);
    if (this.#quizCode && this.world.tick % LIVE_EVERY_TICKS === 0) this.#publishLive();
    tickStats.record(performance.now() - t0);
  }

  /** Joins, leaves and refills: recorded for replays while the recording lasts. */
  #command(cmd: ReplayCommandInput): void {
    if (this.world.tick < MAX_RECORDED_TICKS) this.#recorder.command(cmd);
    else this.#direct.apply({ ...cmd, tick: this.world.tick + 1 } as Parameters<Session['apply']>[0]);
  }

  /** The state is mirrored from the sim once per patch, not once per tick. */
  onBeforePatch(): void {
    for (const [key, frog] of this.state.frogs) this.#mirror(key, frog);
  }

  #mirror(key: string, frog: FrogState): void {
    const v = BC.frogView(this.world, key);
    if (!v) return;
    frog.x = Math.round(v.x);
    frog.y = Math.round(v.y);
    frog.facing = v.facing;
    frog.animation = BC.ANIMATION_NAMES.indexOf(v.animation);
    frog.state = BC.FROG_STATE_NAMES.indexOf(v.state);
    frog.onGround = v.onGround;
    frog.energy = v.energy;
    frog.jumpsLeft = v.jumpsLeft;
    frog.maxJumps = v.maxJumps;
    frog.gems = v.gems;
    frog.coins = v.coins;
    const feed = this.#feeds.get(key);
    frog.inputOffset = (feed?.ack ?? 0) - this.world.tick;
    frog.waited = Math.min(255, feed?.waiting ?? 0);
  }

  #handle(e: BC.BrainClimbEvent): void {
    const player = this.#players.get(e.playerKey);
    if (SHARED_EVENTS.has(e.type)) {
      const message: ClimbEventMessage = { type: e.type, player: e.playerKey };
      if (e.type === 'orb_collected') message.id = e.orbId;
      if (e.type === 'coin_collected') message.id = e.coinId;
      if (e.type === 'gem_collected') message.id = e.gemId;
      if (message.id) this.state.taken.push(message.id);
      this.broadcast(MESSAGE.event, message);
    }
    if (!player) return;
    const { deps } = this;
    const userId = player.user.id;
    const fail = (what: string) => (err: unknown) => deps.log.error({ err, roomId: this.roomId, userId }, `${what} failed`);
    switch (e.type) {
      case 'coin_collected':
        deps.records.addCoin(player.recordId).catch(fail('recording a coin'));
        deps.rewards?.credit(userId, { amount: 1, reason: 'brain_climb_coin', ref: `${this.roomId}:${e.coinId}` }).catch(fail('crediting a coin'));
        break;
      case 'gem_collected':
        deps.records.addGem(player.recordId).catch(fail('recording a gem'));
        break;
      case 'level_complete': {
        const v = BC.frogView(this.world, e.playerKey)!;
        deps.records.complete(player.recordId, userId, e.level, { energy: v.energy, maxJumps: v.maxJumps, gems: v.gems, coins: v.coins, orbs: v.orbsCollected }).catch(fail('recording a completed level'));
        break;
      }
      case 'energy_depleted':
        if (this.#quizCode) this.#publishLive();
        break;
      default:
        break;
    }
  }

  /** Input frames: the bits are cleaned to the defined keys; a malformed message or a flood is refused. */
  #input(client: Client<{ userData: Player; auth: RoomUser }>, bytes: unknown): void {
    const feed = this.#feeds.get(client.sessionId);
    if (!feed) return;
    const frames = decodeInputs(bytes);
    if (!frames) return this.#refuse(client, 'input', 'Input frames are a sequence number and 1 to 8 key bytes.');
    const bits = Array.from(frames.bits, clampInput);
    if (feed.receive(frames.first, bits) > 0) this.#refuse(client, 'input', 'Too many input frames are waiting; some were dropped.');
  }

  async #refill(client: Client<{ userData: Player; auth: RoomUser }>, message: unknown): Promise<void> {
    const parsed = refillMessageSchema.safeParse(message);
    const player = this.#players.get(client.sessionId);
    if (!parsed.success || !player) return this.#refuse(client, 'refill', 'A refill needs the token of the quiz.');
    const v = BC.frogView(this.world, player.key);
    if (!v?.paused) return this.#refuse(client, 'refill', 'Your frog still has energy.');
    const ok = await this.deps.refill.consumeRefillToken(parsed.data.token, { userId: player.user.id });
    if (!ok) return this.#refuse(client, 'refill', 'That refill token is not valid or was already used.');
    if (!this.#players.has(player.key)) return;
    this.#command({ op: 'refill', player: player.key });
    const frog = this.state.frogs.get(player.key);
    if (frog) this.#mirror(player.key, frog);
    if (this.#quizCode) this.#publishLive();
  }

  #refuse(client: Client, what: RefusedMessage['what'], reason: string): void {
    const message: RefusedMessage = { what, reason };
    client.send(MESSAGE.refused, message);
  }

  #publishLive(): void {
    if (!this.#quizCode || !this.deps.publishLive) return;
    for (const player of this.#players.values()) {
      const v = BC.frogView(this.world, player.key);
      if (!v) continue;
      this.deps.publishLive(this.#quizCode, { user_id: player.user.id, username: player.user.username, height: Math.round(v.heightM), energy: v.energy, level: this.world.level, paused: v.paused });
    }
  }

  #finishReplay(player: Player): void {
    if (!this.deps.saveReplay || this.state.testLevel) return;
    const summary: ClimbSummary = { userId: player.user.id, quizCode: this.#quizCode, level: this.world.level, playerKey: player.key, replay: this.#recorder.finish() };
    this.deps.saveReplay(summary).catch((err) => this.deps.log.error({ err, roomId: this.roomId }, 'saving a replay failed'));
  }
}

export function parseJoinOptions(raw: unknown) {
  const parsed = joinOptionsSchema.safeParse(raw ?? {});
  if (!parsed.success) throw new ServerError(400, `Bad join options: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** The room class of one app, with that app's services. */
export function brainClimbRoomWith(deps: RoomDeps): typeof BrainClimbRoom {
  return class extends BrainClimbRoom {
    deps = deps;
  };
}

export { BRAIN_CLIMB_ROOM };
