// Replays: a recorded game is its header (mode, seed, level, options), the input bits of every
// player for every tick (run-length encoded), the commands given between steps (refills,
// restarts, joins, answers) and the state hash every N ticks. Re-running a replay and comparing
// hashes finds the first tick where the simulation no longer does what it did.
import * as BC from './brain-climb/index.ts';
import * as LW from './learning-world/index.ts';

export const REPLAY_FORMAT = 'sim-replay/1';
/** The Learning World has one player; its inputs are recorded under this key. */
export const LEARNING_PLAYER_KEY = 'player';

export type ReplayMode = 'brain-climb' | 'learning-world';

export type ReplayCommand =
  | { tick: number; op: 'addFrog'; player: string; options?: BC.FrogOptions }
  | { tick: number; op: 'removeFrog'; player: string }
  | { tick: number; op: 'refill'; player: string }
  | { tick: number; op: 'restart'; player: string }
  | { tick: number; op: 'answer'; correct: boolean };

/** A command as given to a recorder: the recorder stamps the tick. */
export type ReplayCommandInput = ReplayCommand extends infer Cmd ? (Cmd extends ReplayCommand ? Omit<Cmd, 'tick'> : never) : never;

export interface ReplayHeader {
  mode: ReplayMode;
  seed: string | number;
  /** Brain Climb. */
  level?: number;
  maxJumps?: number;
  finalLevel?: number | null;
  cleanupFrom?: BC.CleanupFrom;
  /** Learning World. */
  signedIn?: boolean;
  modules?: number;
  initialGems?: number;
  /** A hash is stored after every hashEvery-th tick. */
  hashEvery: number;
  note?: string;
}

export interface ReplayFile extends ReplayHeader {
  format: typeof REPLAY_FORMAT;
  ticks: number;
  /** Per player: [bits, count] runs covering ticks 1..ticks. */
  inputs: Record<string, [number, number][]>;
  /** Applied just before the step of their tick, in file order. */
  commands: ReplayCommand[];
  /** hashes[k] is the hash after tick (k + 1) * hashEvery. */
  hashes: string[];
}

export interface ReplayResult {
  ok: boolean;
  ticks: number;
  hashesMatched: number;
  mismatch?: { tick: number; expected: string; actual: string };
}

/** One running game of either mode behind one interface. */
export interface Session {
  readonly mode: ReplayMode;
  tick(): number;
  step(inputs: ReadonlyMap<string, number>): unknown[];
  apply(command: ReplayCommand): void;
  hash(): string;
}

export function createSession(header: ReplayHeader): Session {
  if (header.mode === 'brain-climb') {
    return brainClimbSession(BC.createBrainClimbWorld({ seed: header.seed, level: header.level ?? 1, maxJumps: header.maxJumps, finalLevel: header.finalLevel, cleanupFrom: header.cleanupFrom }));
  }
  return learningWorldSession(header);
}

/** A Brain Climb world someone else made (a room's), as a session a recorder can drive. */
export function brainClimbSession(world: BC.BrainClimbWorld): Session {
  return {
    mode: 'brain-climb',
    tick: () => world.tick,
    step: (inputs) => BC.stepBrainClimb(world, inputs),
    hash: () => BC.hashBrainClimb(world),
    apply: (cmd) => {
      switch (cmd.op) {
        case 'addFrog': BC.addFrog(world, cmd.player, cmd.options); break;
        case 'removeFrog': BC.removeFrog(world, cmd.player); break;
        case 'refill': BC.refillEnergy(world, cmd.player); break;
        case 'restart': BC.restartFrog(world, cmd.player); break;
        case 'answer': throw new Error('answer is a Learning World command');
      }
    },
  };
}

function learningWorldSession(header: ReplayHeader): Session {
  const world = LW.createLearningWorld({ seed: header.seed, signedIn: header.signedIn ?? false, modules: header.modules, initialGems: header.initialGems });
  return {
    mode: header.mode,
    tick: () => world.tick,
    step: (inputs) => LW.stepLearningWorld(world, inputs.get(LEARNING_PLAYER_KEY) ?? 0),
    hash: () => LW.hashLearningWorld(world),
    apply: (cmd) => {
      if (cmd.op !== 'answer') throw new Error(`${cmd.op} is a Brain Climb command`);
      LW.answerCatch(world, cmd.correct);
    },
  };
}

/** Records a game as it is played; `finish` returns the replay file. */
export function createRecorder(header: ReplayHeader, session: Session = createSession(header)) {
  const runs: Record<string, [number, number][]> = {};
  const commands: ReplayCommand[] = [];
  const hashes: string[] = [];
  const players = new Set<string>();
  return {
    session,
    /** Gives a command before the next step. */
    command(cmd: ReplayCommandInput): void {
      const full = { ...cmd, tick: session.tick() + 1 } as ReplayCommand;
      session.apply(full);
      commands.push(full);
    },
    step(inputs: ReadonlyMap<string, number>): unknown[] {
      for (const key of inputs.keys()) {
        if (!players.has(key)) {
          players.add(key);
          runs[key] = session.tick() > 0 ? [[0, session.tick()]] : [];
        }
      }
      for (const key of players) appendRun(runs[key], inputs.get(key) ?? 0);
      const events = session.step(inputs);
      if (session.tick() % header.hashEvery === 0) hashes.push(session.hash());
      return events;
    },
    finish(): ReplayFile {
      return { format: REPLAY_FORMAT, ...header, ticks: session.tick(), inputs: runs, commands, hashes };
    },
  };
}

function appendRun(runs: [number, number][], bits: number): void {
  const last = runs[runs.length - 1];
  if (last && last[0] === bits) last[1] += 1;
  else runs.push([bits, 1]);
}

/** Expands run-length encoded bits into one value per tick. */
export function decodeRuns(runs: readonly (readonly [number, number])[]): number[] {
  const out: number[] = [];
  for (const [bits, count] of runs) for (let i = 0; i < count; i++) out.push(bits);
  return out;
}

/** Re-runs a replay and stops at the first hash that differs. */
export function runReplay(replay: ReplayFile): ReplayResult {
  if (replay?.format !== REPLAY_FORMAT) throw new Error(`not a ${REPLAY_FORMAT} file`);
  const session = createSession(replay);
  const inputs = Object.entries(replay.inputs).map(([key, runs]) => [key, decodeRuns(runs)] as const);
  const frame = new Map<string, number>();
  let next = 0;
  let matched = 0;
  for (let tick = 1; tick <= replay.ticks; tick++) {
    while (next < replay.commands.length && replay.commands[next].tick === tick) session.apply(replay.commands[next++]);
    frame.clear();
    for (const [key, bits] of inputs) frame.set(key, bits[tick - 1] ?? 0);
    session.step(frame);
    if (tick % replay.hashEvery === 0) {
      const expected = replay.hashes[tick / replay.hashEvery - 1];
      if (expected === undefined) continue;
      const actual = session.hash();
      if (actual !== expected) return { ok: false, ticks: tick, hashesMatched: matched, mismatch: { tick, expected, actual } };
      matched += 1;
    }
  }
  return { ok: true, ticks: replay.ticks, hashesMatched: matched };
}
