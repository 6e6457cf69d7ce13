// One fixed step of the Learning World: the systems, in order. While the player is caught (quiz
// pause) only the tick advances.
import { clampInput } from '../core/input.ts';
import type { LearningWorldEvent } from './events.ts';
import { GameState } from './world.ts';
import type { LearningWorld } from './world.ts';
import { countDownTimers } from './systems/countDownTimers.ts';
import { movePlayer } from './systems/movePlayer.ts';
import { collectGems } from './systems/collectGems.ts';
import { spawnEnemies } from './systems/spawnEnemies.ts';
import { chasePlayer } from './systems/chasePlayer.ts';
import { catchPlayer } from './systems/catchPlayer.ts';
import { reachPlaces } from './systems/reachPlaces.ts';

type System = (world: LearningWorld, events: LearningWorldEvent[]) => void;

/** Timers first (a respawn due this tick happens this tick), then the player, gems, enemies. */
export const SYSTEMS: readonly System[] = [countDownTimers, movePlayer, collectGems, spawnEnemies, chasePlayer, catchPlayer, reachPlaces];

/** Advances the world by one tick with the player's input bitfield (sim/core/input.ts). */
export function stepLearningWorld(world: LearningWorld, inputBits: number): LearningWorldEvent[] {
  const events: LearningWorldEvent[] = [];
  world.tick += 1;
  world.bits = clampInput(inputBits);
  if (world.state === GameState.PLAYING) {
    for (let i = 0; i < SYSTEMS.length; i++) {
      SYSTEMS[i](world, events);
      if (world.state !== GameState.PLAYING) break; // caught: nothing after the catch moves
    }
  }
  world.prevBits = world.bits;
  return events;
}
