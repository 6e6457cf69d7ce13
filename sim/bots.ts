// Scripted players for tests, golden replays, benchmarks and load tests. Pure functions of what a
// player can see plus a seeded stream, so a bot's inputs are as reproducible as the sim itself.
import { Input } from './core/input.ts';
import type { RandomStream } from './core/random.ts';
import type { FrogView, PlatformView } from './brain-climb/views.ts';
import type { LearningPlayerView, LearningWorldView } from './learning-world/views.ts';

/**
 * A Brain Climb bot that climbs: it steers under the next platform up and jumps through it from
 * below (platforms are one-way), jumping from the edge of its own platform when the next one is
 * out of walking reach, and spends air jumps when it falls short. `noise` is the chance per tick
 * of a random input instead.
 */
export function climberInput(frog: FrogView, platforms: readonly PlatformView[], rng: RandomStream, noise = 0.05): number {
  if (rng.chance(noise)) return rng.int(0, 7);
  const bottom = frog.y + 20;
  let target: PlatformView | undefined;
  let standing: PlatformView | undefined;
  let landing: PlatformView | undefined;
  for (const p of platforms) {
    const top = p.y - p.height / 2;
    if (top < bottom - 30 && (!target || p.y > target.y)) target = p;
    if (Math.abs(top - bottom) < 6 && Math.abs(p.x - frog.x) < p.width / 2 + 18) standing = p;
    if (top > bottom - 4 && top < bottom + 120 && (!landing || p.y < landing.y)) landing = p;
  }
  // Falling with air jumps spent: aim for the first platform below instead.
  if (!frog.onGround && frog.vy > 0 && frog.jumpsLeft === 0 && landing) target = landing;
  if (!target) return 0;
  const dx = target.x - frog.x;
  let bits = Math.abs(dx) > 8 ? (dx < 0 ? Input.LEFT : Input.RIGHT) : 0;
  const gap = Math.abs(dx) - target.width / 2;
  const under = gap < -12;
  const atEdge = standing !== undefined && Math.abs(frog.x - standing.x) > standing.width / 2 - 24 && Math.sign(dx) === Math.sign(frog.x - standing.x);
  const below = bottom > target.y - target.height / 2 - 4;
  if (frog.onGround && (under || (atEdge && gap < 140))) bits |= Input.JUMP;
  else if (!frog.onGround && frog.vy > -20 && below && frog.jumpsLeft > 0) bits |= Input.JUMP;
  return bits;
}

/** Random bits that persist for a while (people hold keys), for fuzzing. */
export function randomHeldInput(previous: number, rng: RandomStream): number {
  return rng.chance(0.1) ? rng.int(0, 63) : previous;
}

/** A Learning World bot: heads for the nearest gem, steering away from enemies that get close. */
export function gemHunterInput(player: LearningPlayerView, world: LearningWorldView, rng: RandomStream, noise = 0.05): number {
  if (rng.chance(noise)) return rng.int(0, 31);
  let gx = player.x;
  let gy = player.y;
  let best = Infinity;
  for (const g of world.gems) {
    const d = (g.x - player.x) ** 2 + (g.y - player.y) ** 2;
    if (d < best) { best = d; gx = g.x; gy = g.y; }
  }
  let ax = gx - player.x;
  let ay = gy - player.y;
  for (const e of world.enemies) {
    const dx = player.x - e.x;
    const dy = player.y - e.y;
    const d2 = dx * dx + dy * dy;
    if (d2 < 160 * 160 && !player.invulnerable) { ax += dx * 3; ay += dy * 3; }
  }
  let bits = 0;
  if (ax < -3) bits |= Input.LEFT; else if (ax > 3) bits |= Input.RIGHT;
  if (ay < -3) bits |= Input.UP; else if (ay > 3) bits |= Input.DOWN;
  return bits;
}
