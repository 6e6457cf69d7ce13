// The browser's end of a Brain Climb room: joins the world the server picks for this level and
// mode, sends one input frame per fixed step, and exposes what the room says (the frogs, the
// pickups taken, the acknowledged input) to the game session, which predicts and reconciles.
// The reconnection token is kept in sessionStorage so a page reload returns to the same frog.
import { Client, type Room } from '@colyseus/sdk';
import { BRAIN_CLIMB_ROOM, inputAck, inputAckTick, MESSAGE, type ClimbEventMessage, type ClimbState, type JoinOptions, type RefusedMessage } from '../../../../server/rooms/brain-climb/protocol.ts';
import { InputBatcher } from './InputBatcher.ts';
import type { BrainClimbSnapshot } from './simApi.ts';

const TOKEN_KEY = 'brain_climb.reconnection';

export type WorldMessage = BrainClimbSnapshot & { testLevel: boolean };

export interface RemoteFrog { key: string; name: string; tint: number; x: number; y: number; facing: number; animation: number; state: number; energy: number; jumpsLeft: number; gems: number; coins: number; onGround: boolean }

export class ClimbLink {
  readonly room: Room<unknown, ClimbState>;
  readonly world: WorldMessage;
  #input: InputBatcher;
  #onEvent: ((e: ClimbEventMessage) => void) | null = null;
  #onWorld: ((w: WorldMessage) => void) | null = null;
  #left = false;
  refused: RefusedMessage[] = [];

  private constructor(room: Room<unknown, ClimbState>, world: WorldMessage) {
    this.room = room;
    this.world = world;
    this.#input = new InputBatcher((bytes) => room.sendBytes(MESSAGE.input, bytes));
    room.onMessage(MESSAGE.event, (e: ClimbEventMessage) => this.#onEvent?.(e));
    room.onMessage(MESSAGE.refused, (m: RefusedMessage) => { this.refused.push(m); console.warn('the room refused', m); });
    room.onMessage('world', (w: WorldMessage) => this.#onWorld?.(w));
    room.onLeave(() => { if (!this.#left) sessionStorage.removeItem(TOKEN_KEY); });
    sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ token: room.reconnectionToken, level: world.level }));
  }

  /** Joins (or, after a reload during play, rejoins) a world of this level; resolves once the room sent its world. */
  static async join(options: JoinOptions): Promise<ClimbLink> {
    const client = new Client(window.location.origin);
    const saved = readSaved();
    let room: Room<unknown, ClimbState> | undefined;
    if (saved && saved.level === options.level) {
      room = await client.reconnect(saved.token).catch(() => undefined) as Room<unknown, ClimbState> | undefined;
    }
    const joined: Room<unknown, ClimbState> = room ?? await client.joinOrCreate(BRAIN_CLIMB_ROOM, options) as Room<unknown, ClimbState>;
    const world = await new Promise<WorldMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the room sent no world')), 10_000);
      joined.onMessage('world', (w: WorldMessage) => { clearTimeout(timer); resolve(w); });
    });
    return new ClimbLink(joined, world);
  }

  get sessionId(): string { return this.room.sessionId; }
  /** The last input frame the room has stepped (0 before the first). */
  get ack(): number { return inputAck(this.room.state, this.sessionId); }
  /** The room's world tick at the step that took that frame. */
  get ackTick(): number { return inputAckTick(this.room.state, this.sessionId); }

  /** Sends this step's input; returns its sequence number (0 when the connection is not open). */
  send(bits: number): number {
    return this.room.connection?.isOpen ? this.#input.push(bits) : 0;
  }

  /** Sends the frames still waiting for a full batch: the game stopped stepping (a level ended, the intro). */
  flush(): void {
    if (this.room.connection?.isOpen) this.#input.flush();
  }

  refill(token: string): void { this.room.send(MESSAGE.refill, { token }); }
  onEvent(cb: (e: ClimbEventMessage) => void): void { this.#onEvent = cb; }
  /** After a reconnection the room sends its world again. */
  onWorld(cb: (w: WorldMessage) => void): void { this.#onWorld = cb; }

  me(): RemoteFrog | undefined { return this.frog(this.sessionId); }
  frog(key: string): RemoteFrog | undefined {
    const f = this.room.state?.frogs?.get(key);
    return f ? { key, name: f.name, tint: f.tint, x: f.x, y: f.y, facing: f.facing, animation: f.animation, state: f.state, energy: f.energy, jumpsLeft: f.jumpsLeft, gems: f.gems, coins: f.coins, onGround: f.onGround } : undefined;
  }
  others(): RemoteFrog[] {
    const out: RemoteFrog[] = [];
    this.room.state?.frogs?.forEach((_f, key) => { if (key !== this.sessionId) out.push(this.frog(key)!); });
    return out;
  }
  playerCount(): number { return this.room.state?.frogs?.size ?? 0; }
  taken(): readonly string[] { return this.room.state?.taken ?? []; }

  async leave(): Promise<void> {
    this.#left = true;
    sessionStorage.removeItem(TOKEN_KEY);
    await this.room.leave().catch(() => undefined);
  }
}

function readSaved(): { token: string; level: number } | undefined {
  try {
    const v = JSON.parse(sessionStorage.getItem(TOKEN_KEY) ?? 'null');
    return v && typeof v.token === 'string' && Number.isInteger(v.level) ? v : undefined;
  } catch {
    return undefined;
  }
}
