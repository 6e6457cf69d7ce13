// The physics window: only platforms and pickups near a playing frog are in planck's broad-phase,
// and only playing frogs are (a paused, finished or lost frog, or one held for a tick, is frozen
// where it is, velocity kept). Everything else costs planck nothing per step. An entity joins when a frog is within
// PHYSICS_JOIN_ROWS rows and leaves when none is within PHYSICS_LEAVE_ROWS, so a frog hopping
// about a row boundary does not make bodies join and leave every step. Only rows near a frog or
// holding a body are visited, in a fixed order (frogs; then row by row, its platform and its
// pickups), because the order bodies join is state.
import { PHYSICS_JOIN_ROWS, PHYSICS_LEAVE_ROWS } from '../constants.ts';
import { FrogState } from '../components.ts';
import { setInPhysics } from '../physics.ts';
import { rowOfY } from '../world.ts';
import type { BrainClimbWorld } from '../world.ts';
import type { BrainClimbEvent } from '../events.ts';

const NEAR = 2;
const KEEP = 1;

export function activateNearFrogs(world: BrainClimbWorld, _events: BrainClimbEvent[]): void {
  const { c, rowNear } = world;
  rowNear.fill(0);
  const lastRow = rowNear.length - 1;
  const frogs = world.frogs.dense;
  for (let i = 0; i < frogs.length; i++) {
    const eid = frogs[i];
    const playing = c.FrogData.state[eid] === FrogState.PLAYING;
    // A held frog waits out of the step, but the world around it stays as it was.
    setInPhysics(world, eid, playing && c.FrogData.held[eid] === 0);
    if (!playing) continue;
    const row = rowOfY(world, c.Body.y[eid]);
    const from = row - PHYSICS_LEAVE_ROWS < 0 ? 0 : row - PHYSICS_LEAVE_ROWS;
    const to = row + PHYSICS_LEAVE_ROWS > lastRow ? lastRow : row + PHYSICS_LEAVE_ROWS;
    for (let r = from; r <= to; r++) {
      const mark = r >= row - PHYSICS_JOIN_ROWS && r <= row + PHYSICS_JOIN_ROWS ? NEAR : KEEP;
      if (mark > rowNear[r]) rowNear[r] = mark;
    }
  }
  const { rowStart, rowPickups, rowLive } = world;
  for (let r = 0; r <= lastRow; r++) {
    if (rowNear[r] === 0 && rowLive[r] === 0) continue;
    update(world, world.platformEids[r], rowNear[r]);
    for (let k = rowStart[r]; k < rowStart[r + 1]; k++) update(world, rowPickups[k], rowNear[r]);
  }
}

function update(world: BrainClimbWorld, eid: number, near: number): void {
  const inPhysics = world.c.inPhysics[eid] === 1;
  const want = world.c.alive[eid] === 1 && (near === NEAR || (near === KEEP && inPhysics));
  if (inPhysics !== want) setInPhysics(world, eid, want);
}
