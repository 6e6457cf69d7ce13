// Invulnerability after a correct answer and the enemy respawn delay after a wrong one both count
// down in ticks, only while the game runs (a quiz pause stops them).
import type { LearningWorld } from '../world.ts';
import type { LearningWorldEvent } from '../events.ts';

export function countDownTimers(world: LearningWorld, events: LearningWorldEvent[]): void {
  if (world.invulnerableTicks > 0) {
    world.invulnerableTicks -= 1;
    if (world.invulnerableTicks === 0) events.push({ type: 'invulnerability_ended', tick: world.tick });
  }
  if (world.respawnTicks > 0) world.respawnTicks -= 1;
}
