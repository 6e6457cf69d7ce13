// An enemy within 50 px catches the player (unless invulnerable): the game pauses for a quiz until
// answerCatch. The first enemy in pool order within reach is the one reported.
import { ENEMY_CATCH_RADIUS_PX } from '../constants.ts';
import { GameState } from '../world.ts';
import type { LearningWorld } from '../world.ts';
import type { LearningWorldEvent } from '../events.ts';

const R2 = ENEMY_CATCH_RADIUS_PX * ENEMY_CATCH_RADIUS_PX;

export function catchPlayer(world: LearningWorld, events: LearningWorldEvent[]): void {
  if (world.invulnerableTicks > 0) return;
  const { c } = world;
  const pool = world.enemyQuery.dense;
  for (let i = 0; i < pool.length; i++) {
    const eid = pool[i];
    if (c.active[eid] === 0) continue;
    const dx = c.Pos.x[eid] - world.playerX;
    const dy = c.Pos.y[eid] - world.playerY;
    if (dx * dx + dy * dy > R2) continue;
    world.state = GameState.CAUGHT;
    events.push({ type: 'caught', tick: world.tick, enemyId: `enemy-${c.serial[eid]}`, gems: world.gems });
    return;
  }
}
