// Enemies head straight for the player at 1.5 px per tick times the speed multiplier
// (1 + 0.1 per gem, at most about 2.67).
import { ENEMY_BASE_SPEED_PX_PER_TICK } from '../constants.ts';
import { enemySpeedMultiplier } from '../world.ts';
import type { LearningWorld } from '../world.ts';
import type { LearningWorldEvent } from '../events.ts';

export function chasePlayer(world: LearningWorld, _events: LearningWorldEvent[]): void {
  const { c } = world;
  const speed = ENEMY_BASE_SPEED_PX_PER_TICK * enemySpeedMultiplier(world.gems);
  const px = world.playerX;
  const py = world.playerY;
  const pool = world.enemyQuery.dense;
  for (let i = 0; i < pool.length; i++) {
    const eid = pool[i];
    if (c.active[eid] === 0) continue;
    const dx = px - c.Pos.x[eid];
    const dy = py - c.Pos.y[eid];
    const d = Math.sqrt(dx * dx + dy * dy); // sqrt is exactly rounded everywhere; hypot is not
    if (d <= speed) {
      c.Pos.x[eid] = px;
      c.Pos.y[eid] = py;
    } else {
      c.Pos.x[eid] += (dx / d) * speed;
      c.Pos.y[eid] += (dy / d) * speed;
    }
  }
}
