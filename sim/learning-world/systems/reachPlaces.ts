// Modules (within 100 px) and the rewards hotspot (within 80 px), for signed-in players. Walking
// into reach reports *_reached once; pressing confirm while in reach reports *_opened. The room
// or the client then navigates (the module path gets the gems and the coin multiplier appended).
import { Input } from '../../core/input.ts';
import * as C from '../constants.ts';
import type { LearningWorld } from '../world.ts';
import type { LearningWorldEvent } from '../events.ts';

const MODULE_R2 = C.MODULE_RADIUS_PX * C.MODULE_RADIUS_PX;
const HOTSPOT_R2 = C.HOTSPOT_RADIUS_PX * C.HOTSPOT_RADIUS_PX;

export function reachPlaces(world: LearningWorld, events: LearningWorldEvent[]): void {
  if (!world.signedIn) return;
  const tick = world.tick;
  const confirm = (world.bits & Input.CONFIRM) !== 0 && (world.prevBits & Input.CONFIRM) === 0;
  let nearest = -1;
  let best = Infinity;
  for (let m = 0; m < world.moduleCount; m++) {
    const [mx, my] = C.MODULE_POSITIONS_PX[m];
    const d2 = (mx - world.playerX) ** 2 + (my - world.playerY) ** 2;
    if (d2 <= MODULE_R2 && d2 < best) { best = d2; nearest = m; }
  }
  if (nearest !== world.inModule && nearest >= 0) events.push({ type: 'module_reached', tick, module: nearest });
  world.inModule = nearest;
  if (confirm && nearest >= 0) events.push({ type: 'module_opened', tick, module: nearest });

  const [hx, hy] = C.HOTSPOT_POSITION_PX;
  const at = (hx - world.playerX) ** 2 + (hy - world.playerY) ** 2 <= HOTSPOT_R2 ? 1 : 0;
  if (at === 1 && world.atHotspot === 0) events.push({ type: 'hotspot_reached', tick });
  world.atHotspot = at;
  if (confirm && at === 1) events.push({ type: 'hotspot_opened', tick });
}
