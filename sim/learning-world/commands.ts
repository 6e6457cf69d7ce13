// The quiz after a catch. The room checks the answer and calls this; replays record it.
import * as C from './constants.ts';
import { ticksFromSeconds } from '../core/time.ts';
import type { CatchAnswer } from './events.ts';
import { effectiveCoinMultiplier, GameState } from './world.ts';
import type { LearningWorld } from './world.ts';

/**
 * Resolves a catch. Correct: play resumes with 3 s of invulnerability and the gems are kept.
 * Wrong: the gem count is handed back for the room to save, gems go to 0, every enemy leaves
 * and they come back after 3 s. Throws when the player is not caught.
 */
export function answerCatch(world: LearningWorld, correct: boolean): CatchAnswer {
  if (world.state !== GameState.CAUGHT) throw new Error('answerCatch: the player is not caught');
  world.state = GameState.PLAYING;
  if (correct) {
    world.invulnerableTicks = ticksFromSeconds(C.INVULNERABILITY_S);
    return { correct: true, gems: world.gems, coinMultiplier: effectiveCoinMultiplier(world) };
  }
  const gemsToSave = world.gems;
  world.gems = 0;
  for (let i = 0; i < world.enemyEids.length; i++) world.c.active[world.enemyEids[i]] = 0;
  world.respawnTicks = ticksFromSeconds(C.ENEMY_RESPAWN_S);
  world.respawnPending = 1;
  return { correct: false, gemsToSave };
}
