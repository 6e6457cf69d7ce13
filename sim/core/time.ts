// The one clock of the simulation: a tick counter advanced by a fixed step. Nothing under sim/
// reads wall time.

/** Ticks per simulated second; the rooms and the browser both step at this rate. */
export const TICK_RATE_HZ = 60;
/** Seconds per tick, always the same value: planck and every rule see this exact double. */
export const DT_S = 1 / TICK_RATE_HZ;

/** Whole ticks in a duration given in seconds (3 s of invulnerability is 180 ticks). */
export const ticksFromSeconds = (seconds: number): number => Math.round(seconds * TICK_RATE_HZ);
