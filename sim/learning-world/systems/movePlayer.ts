// The player steps 5 px per tick along each held axis and stays inside the area.
import { horizontalIntent, verticalIntent } from '../../core/input.ts';
import * as C from '../constants.ts';
import type { LearningWorld } from '../world.ts';
import type { LearningWorldEvent } from '../events.ts';

const MIN_X = C.PLAYER_RADIUS_PX;
const MAX_X = C.AREA_WIDTH_PX - C.PLAYER_RADIUS_PX;
const MIN_Y = C.PLAYER_RADIUS_PX;
const MAX_Y = C.AREA_HEIGHT_PX - C.PLAYER_RADIUS_PX;

export function movePlayer(world: LearningWorld, _events: LearningWorldEvent[]): void {
  const x = world.playerX + horizontalIntent(world.bits) * C.PLAYER_STEP_PX_PER_TICK;
  const y = world.playerY + verticalIntent(world.bits) * C.PLAYER_STEP_PX_PER_TICK;
  world.playerX = x < MIN_X ? MIN_X : x > MAX_X ? MAX_X : x;
  world.playerY = y < MIN_Y ? MIN_Y : y > MAX_Y ? MAX_Y : y;
}
