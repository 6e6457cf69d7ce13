// Read-only views for renderers, HUDs and room state: plain objects in pixels, built on demand.
import { PX_PER_METRE } from '../core/units.ts';
import * as C from './constants.ts';
import { ANIMATION_NAMES, FROG_STATE_NAMES, FrogState, PICKUP_KIND_NAMES, PickupKind } from './components.ts';
import type { AnimationName, FrogStateName, PickupKindName } from './components.ts';
import type { BrainClimbWorld } from './world.ts';

export interface FrogView {
  playerKey: string;
  /** Centre of the frog, pixels. */
  x: number;
  y: number;
  /** Pixels per second. */
  vx: number;
  vy: number;
  energy: number;
  maxEnergy: number;
  jumpsLeft: number;
  maxJumps: number;
  onGround: boolean;
  facing: -1 | 1;
  animation: AnimationName;
  /** Height score (600 - y) / 10. */
  heightM: number;
  gems: number;
  coins: number;
  orbsCollected: number;
  /** Paused for the quiz. */
  paused: boolean;
  levelComplete: boolean;
  state: FrogStateName;
}

export interface PlatformView {
  id: string;
  kind: 'ground' | 'goal' | 'platform';
  /** Current centre (moving platforms move), pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  isMoving: boolean;
}

export interface PickupView {
  id: string;
  kind: Exclude<PickupKindName, 'goal'>;
  x: number;
  y: number;
  /** Orbs only. */
  energyValue?: number;
}

const toPx = (m: number) => m * PX_PER_METRE;

export function frogView(world: BrainClimbWorld, playerKey: string): FrogView | undefined {
  const eid = world.eidByKey.get(playerKey);
  if (eid === undefined) return undefined;
  const { c } = world;
  const F = c.FrogData;
  const y = toPx(c.Body.y[eid]);
  const state = F.state[eid];
  return {
    playerKey,
    x: toPx(c.Body.x[eid]),
    y,
    vx: toPx(c.Body.vx[eid]),
    vy: toPx(c.Body.vy[eid]),
    energy: F.energy[eid],
    maxEnergy: C.ENERGY_MAX,
    jumpsLeft: F.jumpsLeft[eid],
    maxJumps: F.maxJumps[eid],
    onGround: F.onGround[eid] === 1,
    facing: F.facing[eid] < 0 ? -1 : 1,
    animation: ANIMATION_NAMES[F.animation[eid]],
    heightM: (C.HEIGHT_ZERO_Y_PX - y) / C.HEIGHT_PX_PER_SCORE_METRE,
    gems: F.gems[eid],
    coins: F.coins[eid],
    orbsCollected: F.orbs[eid],
    paused: state === FrogState.QUIZ,
    levelComplete: F.levelComplete[eid] === 1,
    state: FROG_STATE_NAMES[state],
  };
}

/** Every frog, in the world's frog order. */
export function listFrogs(world: BrainClimbWorld): FrogView[] {
  return Array.from(world.frogs.dense, (eid) => frogView(world, world.keys[eid] as string) as FrogView);
}

/** Platforms not cleaned up, bottom to top, with current positions. */
export function listPlatforms(world: BrainClimbWorld): PlatformView[] {
  const { c, levelData } = world;
  const out: PlatformView[] = [];
  world.platformEids.forEach((eid, row) => {
    if (c.alive[eid] === 0) return;
    const p = levelData.platforms[row];
    out.push({
      id: p.id, kind: row === 0 ? 'ground' : row === levelData.platforms.length - 1 ? 'goal' : 'platform',
      x: toPx(c.Body.x[eid]), y: toPx(c.Body.y[eid]), width: p.size, height: C.PLATFORM_THICKNESS_PX, isMoving: p.is_moving,
    });
  });
  return out;
}

/** Orbs, coins and gems not collected or cleaned up. */
export function listPickups(world: BrainClimbWorld): PickupView[] {
  const { c, levelData } = world;
  const out: PickupView[] = [];
  world.pickupEids.forEach((eid) => {
    const kind = c.Pick.kind[eid];
    if (c.alive[eid] === 0 || kind === PickupKind.GOAL) return;
    const i = c.Pick.kindIndex[eid];
    const source = kind === PickupKind.ORB ? levelData.orbs[i] : kind === PickupKind.COIN ? levelData.coins[i] : levelData.gems[i];
    const view: PickupView = { id: source.id, kind: PICKUP_KIND_NAMES[kind] as PickupView['kind'], x: source.x, y: source.y };
    if (kind === PickupKind.ORB) view.energyValue = c.Pick.energyValue[eid];
    out.push(view);
  });
  return out;
}
