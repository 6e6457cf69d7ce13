// A gem within 40 px of the player is collected and replaced at once by a new one elsewhere, so
// the field always holds 5. Gems are checked in pool order.
import { GEM_PICKUP_RADIUS_PX } from '../constants.ts';
import { effectiveCoinMultiplier, placeGem } from '../world.ts';
import type { LearningWorld } from '../world.ts';
import type { LearningWorldEvent } from '../events.ts';

const R2 = GEM_PICKUP_RADIUS_PX * GEM_PICKUP_RADIUS_PX;

export function collectGems(world: LearningWorld, events: LearningWorldEvent[]): void {
  const { c } = world;
  const gems = world.gemQuery.dense;
  for (let i = 0; i < gems.length; i++) {
    const eid = gems[i];
    const dx = c.Pos.x[eid] - world.playerX;
    const dy = c.Pos.y[eid] - world.playerY;
    if (dx * dx + dy * dy > R2) continue;
    const gemId = `gem-${c.serial[eid]}`;
    world.gems += 1;
    placeGem(world, eid);
    events.push({ type: 'gem_collected', tick: world.tick, gemId, gems: world.gems, coinMultiplier: effectiveCoinMultiplier(world) });
  }
}
