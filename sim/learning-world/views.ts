// Read-only views of the Learning World for the canvas, the HUD and the room state.
import * as C from './constants.ts';
import { effectiveCoinMultiplier, enemySpeedMultiplier, GAME_STATE_NAMES } from './world.ts';
import type { GameStateName, LearningWorld } from './world.ts';

export interface LearningPlayerView { x: number; y: number; invulnerable: boolean; state: GameStateName }

export interface LearningWorldView {
  tick: number;
  state: GameStateName;
  gemCount: number;
  coinMultiplier: number;
  enemySpeedMultiplier: number;
  player: LearningPlayerView;
  gems: { id: string; x: number; y: number }[];
  enemies: { id: string; x: number; y: number }[];
  modules: { index: number; x: number; y: number; radius: number }[];
  hotspot: { x: number; y: number; radius: number } | null;
  /** Seconds left of invulnerability and of the enemy respawn wait. */
  invulnerableS: number;
  respawnInS: number;
}

export function playerView(world: LearningWorld): LearningPlayerView {
  return { x: world.playerX, y: world.playerY, invulnerable: world.invulnerableTicks > 0, state: GAME_STATE_NAMES[world.state] };
}

export function learningWorldView(world: LearningWorld): LearningWorldView {
  const { c } = world;
  return {
    tick: world.tick,
    state: GAME_STATE_NAMES[world.state],
    gemCount: world.gems,
    coinMultiplier: effectiveCoinMultiplier(world),
    enemySpeedMultiplier: enemySpeedMultiplier(world.gems),
    player: playerView(world),
    gems: Array.from(world.gemEids, (eid) => ({ id: `gem-${c.serial[eid]}`, x: c.Pos.x[eid], y: c.Pos.y[eid] })),
    enemies: Array.from(world.enemyEids).filter((eid) => c.active[eid] === 1)
      .map((eid) => ({ id: `enemy-${c.serial[eid]}`, x: c.Pos.x[eid], y: c.Pos.y[eid] })),
    modules: Array.from({ length: world.moduleCount }, (_, index) => ({
      index, x: C.MODULE_POSITIONS_PX[index][0], y: C.MODULE_POSITIONS_PX[index][1], radius: C.MODULE_RADIUS_PX,
    })),
    hotspot: world.signedIn ? { x: C.HOTSPOT_POSITION_PX[0], y: C.HOTSPOT_POSITION_PX[1], radius: C.HOTSPOT_RADIUS_PX } : null,
    invulnerableS: world.invulnerableTicks / 60,
    respawnInS: world.respawnTicks / 60,
  };
}
