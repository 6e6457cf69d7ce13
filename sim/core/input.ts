// Input is intent only: one small bitfield per player per tick. The server clamps it to these
// bits; the sim never sees key codes, touch positions or tilt angles.

export const Input = {
  LEFT: 1,
  RIGHT: 2,
  /** Jump in Brain Climb (acts on the press, not while held); unused in the Learning World. */
  JUMP: 4,
  UP: 8,
  DOWN: 16,
  /** Confirm: opens a module or the rewards hotspot in the Learning World. */
  CONFIRM: 32,
} as const;

export type InputBit = (typeof Input)[keyof typeof Input];

/**
 * Not a key: the room had no input frame from this player for the tick, so the frog waits where it
 * is (out of the physics step, velocity kept, as when paused) and takes the frame when it comes.
 * Only a room's input feed sets it; `clampInput` drops it from anything a client sends.
 */
export const HOLD_FRAME = 0x100;

/** Every defined bit; anything else a client sends is dropped by `clampInput`. */
export const INPUT_MASK = Input.LEFT | Input.RIGHT | Input.JUMP | Input.UP | Input.DOWN | Input.CONFIRM;

/** Keeps only the defined bits of an untrusted value (non-numbers become 0). */
export function clampInput(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) ? value & INPUT_MASK : 0;
}

/** Builds a bitfield from named intents, e.g. `inputBits({ right: true, jump: true })`. */
export function inputBits(intent: { left?: boolean; right?: boolean; jump?: boolean; up?: boolean; down?: boolean; confirm?: boolean }): number {
  return (intent.left ? Input.LEFT : 0) | (intent.right ? Input.RIGHT : 0) | (intent.jump ? Input.JUMP : 0)
    | (intent.up ? Input.UP : 0) | (intent.down ? Input.DOWN : 0) | (intent.confirm ? Input.CONFIRM : 0);
}

/** -1, 0 or +1 from the left and right bits (both pressed cancel out). */
export function horizontalIntent(bits: number): -1 | 0 | 1 {
  const left = (bits & Input.LEFT) !== 0;
  const right = (bits & Input.RIGHT) !== 0;
  return left === right ? 0 : left ? -1 : 1;
}

/** -1, 0 or +1 from the up and down bits (y grows downward, so up is -1). */
export function verticalIntent(bits: number): -1 | 0 | 1 {
  const up = (bits & Input.UP) !== 0;
  const down = (bits & Input.DOWN) !== 0;
  return up === down ? 0 : up ? -1 : 1;
}
