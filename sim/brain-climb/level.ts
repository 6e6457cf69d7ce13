// Level generation from (level number, seed). The server's GET /api/jump_game/levels/{level} and
// the client's offline fallback both call this, so both get the same level. The output is the
// level data of spec 000 section 3 (platforms with id, x, y, size, is_moving, move_speed,
// move_range; orbs with x, y, energy_value) plus coins and gems, all in whole pixels.
//
// Conventions: x and y are the centre of a platform or pickup; `size` is a platform's width in
// pixels; a moving platform swings between x - move_range and x + move_range, starting at x and
// moving right first. Platform i (0-based) sits at y = GROUND_Y - 150 i; platform 0 is the ground
// ("ground-0"), the last is the goal ("goal-N"), the others are "p-i".
//
// Random draws, in this order, from the stream (seed, "brain-climb-level:<level>"): for each
// platform 1..N-1: width (not for the goal), moving?, then speed and range (if moving), x; then
// for each ordinary platform: orb?, coin?, orb energy (if orb). Then the ambient coin count and,
// per ambient coin, its row and x. Changing this order changes every level: keep it.
import { createStream } from '../core/random.ts';
import * as C from './constants.ts';

export interface PlatformData {
  id: string;
  x: number;
  y: number;
  /** Width in pixels. */
  size: number;
  is_moving: boolean;
  /** Pixels per second (0 when not moving). */
  move_speed: number;
  /** Half-travel in pixels (0 when not moving). */
  move_range: number;
}
export interface OrbData { id: string; x: number; y: number; energy_value: number }
export interface CoinData { id: string; x: number; y: number }
export interface GemData { id: string; x: number; y: number }
export interface LevelData {
  level: number;
  seed: string | number;
  platforms: PlatformData[];
  orbs: OrbData[];
  coins: CoinData[];
  gems: GemData[];
}

/** min(60 + 3 * level, 80): spec 000 section 9. */
export function platformCount(level: number): number {
  return Math.min(C.PLATFORMS_BASE + C.PLATFORMS_PER_LEVEL * level, C.PLATFORMS_MAX);
}

/** The chance that an ordinary platform moves at this level. */
export function movingChance(level: number): number {
  return Math.min(C.MOVING_CHANCE_BASE + C.MOVING_CHANCE_PER_LEVEL * (level - 1), C.MOVING_CHANCE_MAX);
}

/** Centre y of platform row i. */
export function rowY(row: number): number {
  return C.GROUND_Y_PX - C.PLATFORM_SPACING_Y_PX * row;
}

export function assertLevel(level: unknown): asserts level is number {
  if (typeof level !== 'number' || !Number.isSafeInteger(level) || level < 1) {
    throw new RangeError(`level must be a positive integer, got ${String(level)}`);
  }
}

/** Where 1, 2 or 3 pickups sit above a platform, in units of PICKUP_SIDE_OFFSET_PX from its centre. */
const SLOT_OFFSETS: readonly (readonly number[])[] = [[], [0], [-1, 1], [-1, 0, 1]];

export function generateLevel(level: number, seed: string | number): LevelData {
  assertLevel(level);
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed))) {
    throw new TypeError('seed must be a string or a finite number');
  }
  const rng = createStream(seed, `brain-climb-level:${level}`);
  const count = platformCount(level);
  const goalRow = count - 1;
  const moveChance = movingChance(level);
  const speedBonus = Math.min(C.MOVE_SPEED_PER_LEVEL_PX_PER_S * level, C.MOVE_SPEED_LEVEL_BONUS_MAX_PX_PER_S);

  const platforms: PlatformData[] = [{
    id: 'ground-0', x: C.START_X_PX, y: rowY(0), size: C.GROUND_WIDTH_PX, is_moving: false, move_speed: 0, move_range: 0,
  }];
  let prevX: number = C.START_X_PX;
  for (let row = 1; row < count; row++) {
    const isGoal = row === goalRow;
    const width = isGoal ? C.GOAL_WIDTH_PX : rng.int(C.PLATFORM_WIDTH_MIN_PX, C.PLATFORM_WIDTH_MAX_PX);
    const moving = !isGoal && rng.chance(moveChance);
    const speed = moving ? rng.int(C.MOVE_SPEED_MIN_PX_PER_S, C.MOVE_SPEED_MAX_PX_PER_S) + speedBonus : 0;
    const range = moving ? rng.int(C.MOVE_RANGE_MIN_PX, C.MOVE_RANGE_MAX_PX) : 0;
    const reach = width / 2 + range + C.PLATFORM_EDGE_MARGIN_PX;
    const lo = Math.ceil(Math.max(reach, prevX - C.PLATFORM_MAX_STEP_X_PX));
    const hi = Math.floor(Math.min(C.WORLD_WIDTH_PX - reach, prevX + C.PLATFORM_MAX_STEP_X_PX));
    const x = rng.int(lo, Math.max(lo, hi));
    platforms.push({
      id: isGoal ? `goal-${row}` : `p-${row}`, x, y: rowY(row), size: width, is_moving: moving, move_speed: speed, move_range: range,
    });
    prevX = x;
  }

  const orbs: OrbData[] = [];
  const coins: CoinData[] = [];
  const gems: GemData[] = [];
  for (let row = 1; row < goalRow; row++) {
    const p = platforms[row];
    const hasOrb = rng.chance(C.ORB_CHANCE);
    const hasCoin = rng.chance(C.COIN_CHANCE);
    const energy = hasOrb ? C.ORB_ENERGY_VALUES[rng.int(0, C.ORB_ENERGY_VALUES.length - 1)] : 0;
    const hasGem = row % C.GEM_EVERY_N_PLATFORMS === C.GEM_FIRST_PLATFORM;
    // Up to three pickups side by side above the platform: orb, coin, gem, left to right.
    const n = Number(hasOrb) + Number(hasCoin) + Number(hasGem);
    const offsets = SLOT_OFFSETS[n];
    let slot = 0;
    const nextX = () => p.x + offsets[slot++] * C.PICKUP_SIDE_OFFSET_PX;
    const y = p.y - C.PICKUP_ABOVE_PLATFORM_PX;
    if (hasOrb) orbs.push({ id: `orb-${orbs.length}`, x: nextX(), y, energy_value: energy });
    if (hasCoin) coins.push({ id: `coin-${coins.length}`, x: nextX(), y });
    if (hasGem) gems.push({ id: `gem-${gems.length}`, x: nextX(), y });
  }
  const ambient = rng.int(C.AMBIENT_COINS_MIN, C.AMBIENT_COINS_MAX);
  for (let k = 0; k < ambient; k++) {
    const row = rng.int(1, Math.max(1, goalRow - 1));
    const x = rng.int(C.PLATFORM_EDGE_MARGIN_PX * 3, C.WORLD_WIDTH_PX - C.PLATFORM_EDGE_MARGIN_PX * 3);
    coins.push({ id: `coin-${coins.length}`, x, y: rowY(row) - C.PLATFORM_SPACING_Y_PX / 2 });
  }
  return { level, seed, platforms, orbs, coins, gems };
}
