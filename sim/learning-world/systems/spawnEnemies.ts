// Keeps 1 + floor(gems / 5) enemies on the field, taking them from the pool in order. After a
// wrong answer the field stays empty until the respawn delay runs out.
import { activeEnemyCount, enemyTarget, spawnEnemy } from '../world.ts';
import type { LearningWorld } from '../world.ts';
import type { LearningWorldEvent } from '../events.ts';

export function spawnEnemies(world: LearningWorld, events: LearningWorldEvent[]): void {
  if (world.respawnTicks > 0) return;
  const { c } = world;
  const target = enemyTarget(world.gems);
  let active = activeEnemyCount(world);
  const respawning = world.respawnPending === 1;
  const pool = world.enemyQuery.dense;
  for (let i = 0; i < pool.length && active < target; i++) {
    const eid = pool[i];
    if (c.active[eid] === 1) continue;
    spawnEnemy(world, eid);
    active += 1;
    if (!respawning) events.push({ type: 'enemy_spawned', tick: world.tick, enemyId: `enemy-${c.serial[eid]}`, enemies: active });
  }
  if (respawning) {
    world.respawnPending = 0;
    events.push({ type: 'enemies_respawned', tick: world.tick, enemies: active });
  }
}
