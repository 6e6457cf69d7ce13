// Helpers for sim scenarios: put a frog somewhere, step with held keys, find level features.
import type { Body } from 'planck';
import * as BC from '../../../../sim/brain-climb/index.ts';
import type { BrainClimbEvent, BrainClimbWorld } from '../../../../sim/brain-climb/index.ts';
import { PX_PER_METRE } from '../../../../sim/core/units.ts';

export const PX = PX_PER_METRE;

/** Moves a frog (ECS and planck body) to a pixel position with a velocity in px/s, in the air. */
export function teleportFrog(world: BrainClimbWorld, key: string, x: number, y: number, vx = 0, vy = 0): void {
  const eid = world.eidByKey.get(key);
  if (eid === undefined) throw new Error(`no frog ${key}`);
  const c = world.c;
  c.Body.x[eid] = x / PX;
  c.Body.y[eid] = y / PX;
  c.Body.vx[eid] = vx / PX;
  c.Body.vy[eid] = vy / PX;
  c.FrogData.onGround[eid] = 0;
  c.FrogData.groundRow[eid] = -1;
  const body = world.bodies[eid] as Body;
  body.setTransform({ x: x / PX, y: y / PX }, 0);
  body.setLinearVelocity({ x: vx / PX, y: vy / PX });
}

/** Steps n ticks with the same inputs for every listed player; returns all events. */
export function run(world: BrainClimbWorld, ticks: number, inputs: Record<string, number> = {}): BrainClimbEvent[] {
  const map = new Map(Object.entries(inputs));
  const events: BrainClimbEvent[] = [];
  for (let i = 0; i < ticks; i++) events.push(...BC.stepBrainClimb(world, map));
  return events;
}

/** Steps until an event of a type appears (or the limit); returns that event or undefined. */
export function runUntil<T extends BrainClimbEvent['type']>(world: BrainClimbWorld, type: T, limit: number, inputs: Record<string, number> = {}): Extract<BrainClimbEvent, { type: T }> | undefined {
  const map = new Map(Object.entries(inputs));
  for (let i = 0; i < limit; i++) {
    const found = BC.stepBrainClimb(world, map).find((e) => e.type === type);
    if (found) return found as Extract<BrainClimbEvent, { type: T }>;
  }
  return undefined;
}

export const view = (world: BrainClimbWorld, key: string) => {
  const v = BC.frogView(world, key);
  if (!v) throw new Error(`no frog ${key}`);
  return v;
};

/** A world with one frog "a" standing on the ground at the start. */
export function oneFrog(options: Partial<BC.BrainClimbOptions> & { energy?: number } = {}): BrainClimbWorld {
  const world = BC.createBrainClimbWorld({ seed: options.seed ?? 'scenario', level: options.level ?? 1, ...options });
  BC.addFrog(world, 'a', options.energy === undefined ? {} : { energy: options.energy });
  run(world, 3); // settle on the ground
  return world;
}

/** The first (level, seed) from a list that has a moving platform at a row above 1; with that platform. */
export function findMovingPlatform(level = 5): { seed: string; row: number; platform: BC.PlatformData } {
  for (let i = 0; i < 200; i++) {
    const seed = `moving-${i}`;
    const data = BC.generateLevel(level, seed);
    const row = data.platforms.findIndex((p, r) => r > 1 && p.is_moving);
    if (row > 0) return { seed, row, platform: data.platforms[row] };
  }
  throw new Error('no moving platform found');
}
