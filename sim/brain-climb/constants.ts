// Every Brain Climb constant, with its unit in the name and the reason for its value. "spec" means
// spec 000 (sections 4 and 9); everything else is a choice of this simulation, explained.
// Coordinates are pixels with y growing downward: the start is on the ground near y 600 and the
// goal is far up at negative y.
import { px } from '../core/units.ts';

// --- Movement (spec) ---
/** spec: gravity 600. */
export const GRAVITY_PX_PER_S2 = 600;
/** spec: move speed 200. */
export const MOVE_SPEED_PX_PER_S = 200;
/** spec: jump power -450 for the first jump, i.e. a jump made while standing on a platform. */
export const JUMP_VELOCITY_GROUND_PX_PER_S = -450;
/** spec: jump power -400 otherwise, i.e. a jump made in the air (double and triple jumps). */
export const JUMP_VELOCITY_AIR_PX_PER_S = -400;
/** spec: max jumps 3 at start. */
export const MAX_JUMPS_START = 3;
/** spec: max jumps 2 after a restart. */
export const MAX_JUMPS_AFTER_RESTART = 2;
/**
 * Not in the spec: the fastest fall. Without it a long fall reaches 66 px per tick and could pass
 * through a 20 px platform between two steps; 900 px/s is 15 px per tick, less than a platform is
 * thick, so planck always sees the overlap (continuous collision stays off: see physics.ts).
 */
export const MAX_FALL_SPEED_PX_PER_S = 900;

// --- Energy (spec) ---
/** spec: energy maximum 100 (a refill sets energy to this). */
export const ENERGY_MAX = 100;
/** spec: a jump costs 5 (the help text says 10; the rule is 5). */
export const JUMP_ENERGY_COST = 5;
/** spec: falling below y 1200 gives +20 energy, capped at the maximum. */
export const FALL_RESET_ENERGY_BONUS = 20;

// --- World (spec) ---
/** spec: world width 1200. */
export const WORLD_WIDTH_PX = px(1200);
/** spec: falling below y 1200 resets the frog. */
export const FALL_RESET_Y_PX = px(1200);
/** spec: height score is (600 - y) / 10; this is the 600. */
export const HEIGHT_ZERO_Y_PX = px(600);
/** spec: height score is (600 - y) / 10; this is the 10 (pixels per displayed metre). */
export const HEIGHT_PX_PER_SCORE_METRE = 10;
/** spec: the centre start position; x is the middle of the world, y the height-score zero. */
export const START_X_PX = px(600);
export const START_Y_PX = px(600);
/** spec: platforms and pickups more than 2000 below the highest player are cleaned up. */
export const CLEANUP_DISTANCE_PX = px(2000);

// --- Bodies (choices) ---
/** The frog's box: 36 x 40 px. Its centre rests at START_Y_PX on the ground. */
export const FROG_WIDTH_PX = px(36);
export const FROG_HEIGHT_PX = px(40);
/** Platforms are 20 px thick: more than the 15 px a frog can fall in one tick. */
export const PLATFORM_THICKNESS_PX = px(20);
/** Centre of the ground platform: its top is 620, where a resting frog's centre is at 600. */
export const GROUND_Y_PX = px(630);
/**
 * One-way rule: a platform holds a frog only when the frog's bottom is at most this far below the
 * platform's top (it came from above) and the frog is not moving up. 16 px covers the deepest
 * overlap one tick of falling can make (15 px).
 */
export const ONE_WAY_TOLERANCE_PX = px(16);
/** Pickup sensor radii: roughly the size of their sprites. */
export const ORB_RADIUS_PX = px(12);
export const COIN_RADIUS_PX = px(10);
export const GEM_RADIUS_PX = px(12);
/** The goal sensor covers the goal platform and this much above its top, so landing or brushing it counts. */
export const GOAL_SENSOR_ABOVE_PX = px(24);

// --- Level generation (spec where marked) ---
/** spec: platforms per level min(60 + 3 * level, 80), ground and goal included. */
export const PLATFORMS_BASE = 60;
export const PLATFORMS_PER_LEVEL = 3;
export const PLATFORMS_MAX = 80;
/** spec: platforms spaced 150 apart vertically. */
export const PLATFORM_SPACING_Y_PX = px(150);
/** spec: orb chance 0.3 per platform. */
export const ORB_CHANCE = 0.3;
/** spec: coin chance 0.2 per platform. */
export const COIN_CHANCE = 0.2;
/** spec: ambient coins 4 to 5. */
export const AMBIENT_COINS_MIN = 4;
export const AMBIENT_COINS_MAX = 5;
/** Orb energy values, one drawn per orb: small enough that the quiz still comes round. */
export const ORB_ENERGY_VALUES = [10, 15, 20] as const;
/** A gem sits on every tenth platform (platforms 5, 15, 25...): 6 to 8 per level. */
export const GEM_EVERY_N_PLATFORMS = 10;
export const GEM_FIRST_PLATFORM = 5;
/** Platform widths (the `size` field, in pixels) for ordinary platforms. */
export const PLATFORM_WIDTH_MIN_PX = px(90);
export const PLATFORM_WIDTH_MAX_PX = px(160);
/** The ground spans the world; the goal is wide and easy to see. */
export const GOAL_WIDTH_PX = px(240);
/** Horizontal distance between consecutive platform centres: at most this, so each one is reachable. */
export const PLATFORM_MAX_STEP_X_PX = px(300);
/** Keep platforms this far from the world's side edges. */
export const PLATFORM_EDGE_MARGIN_PX = px(20);
/** Moving platforms get more frequent with the level (spec: "more frequent at higher levels"). */
export const MOVING_CHANCE_BASE = 0.1;
export const MOVING_CHANCE_PER_LEVEL = 0.05;
export const MOVING_CHANCE_MAX = 0.6;
/** Moving platform speed: 40 to 90 px/s, plus 5 px/s per level up to +50. */
export const MOVE_SPEED_MIN_PX_PER_S = 40;
export const MOVE_SPEED_MAX_PX_PER_S = 90;
export const MOVE_SPEED_PER_LEVEL_PX_PER_S = 5;
export const MOVE_SPEED_LEVEL_BONUS_MAX_PX_PER_S = 50;
/** Moving platform half-travel (the `move_range` field): it swings between x - range and x + range. */
export const MOVE_RANGE_MIN_PX = px(60);
export const MOVE_RANGE_MAX_PX = px(160);
/** Pickups float this far above their platform's centre line. */
export const PICKUP_ABOVE_PLATFORM_PX = px(45);
/** When a platform carries two pickups, they sit this far either side of its centre. */
export const PICKUP_SIDE_OFFSET_PX = px(35);

// --- Simulation (choices) ---
/** Ticks the 'land' animation shows after touching down. */
export const LAND_ANIMATION_TICKS = 6;
/**
 * The physics window, in platform rows (150 px each): platforms and pickups join planck when a
 * playing frog is within PHYSICS_JOIN_ROWS rows and leave when none is within PHYSICS_LEAVE_ROWS.
 * The rest keep moving in the ECS; a frog moves at most 15 px per tick, so everything it can touch
 * is in planck well before it gets there. This is what keeps a 16-frog step within budget.
 */
export const PHYSICS_JOIN_ROWS = 2;
export const PHYSICS_LEAVE_ROWS = 4;
/** Frogs in one world at most (rooms hold up to 16; the benchmark runs 64). */
export const MAX_FROGS = 256;
/**
 * planck's solver iterations per step (its defaults are 8 and 3). A frog touches one platform at a
 * time and planck's block solver settles a two-point contact exactly in one pass, so more passes
 * cost time (about 15% of a 16-frog step) without changing what a player sees.
 */
export const VELOCITY_ITERATIONS = 2;
export const POSITION_ITERATIONS = 2;
/**
 * The ground is a 400 px island under the start, not the full width: walking off it is how a frog
 * falls below y 1200 early on, which is what the spec's fall reset (+20 energy) is for. It is
 * never cleaned up, so a reset frog always has a floor.
 */
export const GROUND_WIDTH_PX = px(400);
