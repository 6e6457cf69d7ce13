// Every Learning World constant, with its unit in the name and the reason for its value. "spec"
// means spec 002 (sections 4 and 9); everything else is a choice of this simulation, explained.
// Pixels, y growing downward, one tick = 1/60 s.
import { px } from '../core/units.ts';

/** spec: a canvas of 1200 x 700. */
export const AREA_WIDTH_PX = px(1200);
export const AREA_HEIGHT_PX = px(700);
/** spec: 5 gems on the field; a collected gem is replaced at once. */
export const GEMS_ON_FIELD = 5;
/** spec: enemies = 1 + floor(gems / 5). */
export const ENEMIES_BASE = 1;
export const GEMS_PER_EXTRA_ENEMY = 5;
/** spec: player step 5 px at 60 fps; per axis, so a diagonal covers more ground, as with two keys held. */
export const PLAYER_STEP_PX_PER_TICK = 5;
/** spec: gem pickup radius 40. */
export const GEM_PICKUP_RADIUS_PX = px(40);
/** spec: enemy catch radius 50. */
export const ENEMY_CATCH_RADIUS_PX = px(50);
/** spec: the enemy speed multiplier grows by 0.1 per gem. */
export const ENEMY_SPEED_PER_GEM = 0.1;
/**
 * Not in the spec: an enemy's speed at multiplier 1. With the cap below, the fastest enemy moves
 * 4 px per tick, still slower than the player's 5, so escaping is always possible.
 */
export const ENEMY_BASE_SPEED_PX_PER_TICK = 1.5;
export const ENEMY_MAX_SPEED_PX_PER_TICK = 4;
/** spec: "up to about 2.67": 4 / 1.5 = 2.666... */
export const ENEMY_SPEED_MULTIPLIER_MAX = ENEMY_MAX_SPEED_PX_PER_TICK / ENEMY_BASE_SPEED_PX_PER_TICK;
/** spec: a correct answer gives 3 s of invulnerability. */
export const INVULNERABILITY_S = 3;
/** spec: after a wrong answer enemies respawn after 3 s. */
export const ENEMY_RESPAWN_S = 3;
/** spec: coin multiplier 1 below 10 gems, otherwise 1 + floor(gems / 10) (signed-in players only). */
export const COIN_MULTIPLIER_MIN_GEMS = 10;
export const COIN_MULTIPLIER_GEMS_PER_STEP = 10;
/** spec: a module activates within 100 px, the rewards hotspot within 80. */
export const MODULE_RADIUS_PX = px(100);
export const HOTSPOT_RADIUS_PX = px(80);
/** spec: up to 6 modules plus a rewards hotspot, for signed-in users. */
export const MAX_MODULES = 6;

/** Where the player starts: the middle of the area. */
export const START_X_PX = px(600);
export const START_Y_PX = px(350);
/** The player stays this far inside the area's edges (its sprite's half size). */
export const PLAYER_RADIUS_PX = px(20);
/** Gems appear at least this far from the edges and from the player. */
export const GEM_EDGE_MARGIN_PX = px(40);
export const GEM_MIN_DISTANCE_FROM_PLAYER_PX = px(80);
/** Enemies appear on the area's border, at least this far from the player when possible. */
export const ENEMY_SPAWN_MIN_DISTANCE_PX = px(300);
/** Attempts at a fair random spot before taking the last one drawn. */
export const SPAWN_ATTEMPTS = 8;
/**
 * Enemies are pooled: at most this many exist (that is 315 gems; the formula has no cap, a pool
 * needs one). The benchmark runs 32.
 */
export const ENEMY_POOL_SIZE = 64;
/** Module places: two rows of three, clear of the start. */
export const MODULE_POSITIONS_PX: readonly (readonly [number, number])[] = [
  [200, 140], [600, 140], [1000, 140], [200, 560], [600, 560], [1000, 560],
];
/** The rewards hotspot: at the right edge, level with the start. */
export const HOTSPOT_POSITION_PX = [1100, 350] as const;
