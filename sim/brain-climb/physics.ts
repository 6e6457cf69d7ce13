// The planck side of Brain Climb: world settings, bodies, the one-way rule and activation.
//
// Determinism contract (why a snapshot can be plain ECS data and restore can rebuild planck):
// - No hidden state carries from one step to the next: warm starting off (no stored impulses),
//   sleeping off (no sleep timers), continuous collision off (no TOI state; MAX_FALL_SPEED keeps
//   every overlap visible), world gravity zero (the ECS applies gravity to frog velocities).
// - Contacts are re-discovered at the start of every step (`discoverContacts`), so a body moved or
//   activated between steps touches exactly what a freshly built body would. Contacts that exist
//   but do not touch have no effect; touching ones are found in both worlds because touching
//   implies overlapping bounding boxes.
// - Each contact's fixture order (A, B) follows planck's proxy numbers, which grow in creation
//   order; `proxySeq` records that order and restore re-activates bodies in it.
// - A frog touches at most one solid platform at a time (one platform per row, rows 150 px apart,
//   frogs 40 px tall and filtered from each other), and platforms have zero inverse mass, so the
//   order contacts sit in planck's lists never changes a result.
import { Box, Circle, Vec2, World } from 'planck';
import type { Body, Contact, Shape } from 'planck';
import { DT_S } from '../core/time.ts';
import { PX_PER_METRE } from '../core/units.ts';
import * as C from './constants.ts';
import { EntityKind } from './components.ts';
import type { Components } from './components.ts';

export const M = (pxValue: number): number => pxValue / PX_PER_METRE;

export const FROG_HALF_W_M = M(C.FROG_WIDTH_PX / 2);
export const FROG_HALF_H_M = M(C.FROG_HEIGHT_PX / 2);
export const PLATFORM_HALF_T_M = M(C.PLATFORM_THICKNESS_PX / 2);
export const ONE_WAY_TOLERANCE_M = M(C.ONE_WAY_TOLERANCE_PX);
export const GRAVITY_M_PER_S2 = M(C.GRAVITY_PX_PER_S2);
export const GRAVITY_DV_PER_TICK = GRAVITY_M_PER_S2 * DT_S;
export const MAX_FALL_SPEED_M_PER_S = M(C.MAX_FALL_SPEED_PX_PER_S);
export const MOVE_SPEED_M_PER_S = M(C.MOVE_SPEED_PX_PER_S);
export const JUMP_GROUND_M_PER_S = M(C.JUMP_VELOCITY_GROUND_PX_PER_S);
export const JUMP_AIR_M_PER_S = M(C.JUMP_VELOCITY_AIR_PX_PER_S);

/** A negative group index: frogs never collide with each other. */
const FROG_GROUP = -1;

/** Fields planck keeps but does not declare; see `discoverContacts`. */
interface PlanckWorldInternals { m_newFixture: boolean }

export interface PhysicsHost {
  physics: World;
  bodies: (Body | null)[];
  shapes: (Shape | null)[];
  /** Bodies of platforms and pickups in the physics world, per row. */
  rowLive: Uint16Array;
  c: Components;
  proxySeq: number;
  scratchVec: Vec2;
}

export function createPhysicsWorld(c: Components): World {
  const world = new World({ gravity: new Vec2(0, 0), allowSleep: false, warmStarting: false, continuousPhysics: false });
  world.on('pre-solve', (contact: Contact) => applyOneWayRule(c, contact));
  return world;
}

/**
 * One-way platforms: a frog passes through from below and lands from above. A contact holds only
 * when the frog's bottom is at most ONE_WAY_TOLERANCE below the platform's top (it came from
 * above) and the frog is not moving up relative to the platform. Runs for every touching
 * solid contact in every step, from state only.
 */
function applyOneWayRule(c: Components, contact: Contact): void {
  const fa = contact.getFixtureA();
  const fb = contact.getFixtureB();
  const ea = fa.getUserData() as number;
  const aIsFrog = c.kind[ea] === EntityKind.FROG;
  const frogBody = aIsFrog ? fa.getBody() : fb.getBody();
  const platBody = aIsFrog ? fb.getBody() : fa.getBody();
  const frogBottom = frogBody.getPosition().y + FROG_HALF_H_M;
  const platTop = platBody.getPosition().y - PLATFORM_HALF_T_M;
  const rising = frogBody.getLinearVelocity().y - platBody.getLinearVelocity().y < 0;
  if (rising || frogBottom > platTop + ONE_WAY_TOLERANCE_M || !isFloorContact(contact, aIsFrog)) contact.setEnabled(false);
}

/** planck's ManifoldType.e_faceB: the normal is stored in B's frame and points from B to A. */
const MANIFOLD_FACE_B = 2;
/** The normal must point up within about 45 degrees for a platform to hold a frog. */
const FLOOR_NORMAL_MIN = Math.SQRT1_2;

/**
 * True when the contact pushes the frog straight up: a frog overlapping a platform's corner more
 * deeply than its side would otherwise be shoved sideways (and counted as standing). Neither body
 * ever rotates, so the manifold's local normal is its world normal.
 */
export function isFloorContact(contact: Contact, frogIsA: boolean): boolean {
  const manifold = contact.getManifold();
  const aToB = manifold.type === MANIFOLD_FACE_B ? -manifold.localNormal.y : manifold.localNormal.y;
  const platformToFrog = frogIsA ? -aToB : aToB;
  return platformToFrog <= -FLOOR_NORMAL_MIN; // y grows downward: up is negative
}

/** Makes the next step start by pairing every moved or new proxy (see the contract above). */
export function discoverContacts(world: World): void {
  (world as unknown as PlanckWorldInternals).m_newFixture = true;
}

export function createFrogBody(host: PhysicsHost, eid: number): Body {
  const body = host.physics.createBody({
    type: 'dynamic', fixedRotation: true, active: false,
    position: new Vec2(host.c.Body.x[eid], host.c.Body.y[eid]),
    linearVelocity: new Vec2(host.c.Body.vx[eid], host.c.Body.vy[eid]),
  });
  body.createFixture({ shape: FROG_SHAPE, density: 1, friction: 0, restitution: 0, filterGroupIndex: FROG_GROUP, userData: eid });
  host.bodies[eid] = body;
  return body;
}

const FROG_SHAPE = new Box(FROG_HALF_W_M, FROG_HALF_H_M);
const PICKUP_SHAPES = [null, new Circle(M(C.ORB_RADIUS_PX)), new Circle(M(C.COIN_RADIUS_PX)), new Circle(M(C.GEM_RADIUS_PX))];

/**
 * The shape of each platform and pickup, made once per level (planck shapes are immutable and
 * shared by reference): boxes for platforms, circles for orbs, coins and gems, a box over the goal
 * platform for the goal sensor.
 */
export function shapeFor(c: Components, eid: number, goalHalfWidthM: number): Shape {
  if (c.kind[eid] === EntityKind.PLATFORM) return new Box(c.Plat.halfWidth[eid], PLATFORM_HALF_T_M);
  const kind = c.Pick.kind[eid];
  return kind === 4 ? new Box(goalHalfWidthM, PLATFORM_HALF_T_M + M(C.GOAL_SENSOR_ABOVE_PX) / 2) : PICKUP_SHAPES[kind] as Shape;
}

/**
 * A platform or pickup joins the physics world: a new body at its ECS position (moving platforms
 * at their current speed). Platforms are static or kinematic solids, pickups static sensors.
 */
function createLevelBody(host: PhysicsHost, eid: number): Body {
  const c = host.c;
  const platform = c.kind[eid] === EntityKind.PLATFORM;
  host.scratchVec.x = c.Body.x[eid];
  host.scratchVec.y = c.Body.y[eid];
  const body = host.physics.createBody({ type: platform && c.Plat.moving[eid] ? 'kinematic' : 'static', position: host.scratchVec });
  if (platform) {
    host.scratchVec.x = c.Body.vx[eid];
    host.scratchVec.y = 0;
    body.setLinearVelocity(host.scratchVec);
  }
  body.createFixture({ shape: host.shapes[eid] as Shape, friction: 0, restitution: 0, isSensor: !platform, userData: eid });
  return body;
}

/**
 * Adds an entity to or removes it from the physics world, recording the order of additions.
 * Frogs keep their body and switch it on and off (velocity kept); platforms and pickups get a
 * body only while they are in the window, so planck's per-step loops see a few dozen bodies, not
 * the level's 250 (about 7 µs a step).
 */
export function setInPhysics(host: PhysicsHost, eid: number, active: boolean): void {
  const c = host.c;
  if ((c.inPhysics[eid] === 1) === active) return;
  const frog = c.kind[eid] === EntityKind.FROG;
  if (active) {
    if (frog) {
      const body = host.bodies[eid] as Body;
      host.scratchVec.x = c.Body.x[eid];
      host.scratchVec.y = c.Body.y[eid];
      body.setTransform(host.scratchVec, 0);
      body.setActive(true);
    } else {
      host.bodies[eid] = createLevelBody(host, eid);
      host.rowLive[c.row[eid]] += 1;
    }
    host.proxySeq += 1;
    c.proxySeq[eid] = host.proxySeq;
  } else {
    if (frog) (host.bodies[eid] as Body).setActive(false);
    else {
      host.physics.destroyBody(host.bodies[eid] as Body);
      host.bodies[eid] = null;
      host.rowLive[c.row[eid]] -= 1;
    }
    c.proxySeq[eid] = 0; // only meaningful while in the physics world
  }
  c.inPhysics[eid] = active ? 1 : 0;
}
