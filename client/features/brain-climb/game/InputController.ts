// Turns keys, on-screen buttons and tilt into the sim's intent bitfield. The game loop reads
// bits() once per fixed step. Whoever creates the controller calls dispose().
import { Input } from '../../../../sim/core/input.ts';

/** Tilting the device beyond this many degrees left or right walks the frog (spec). */
export const TILT_THRESHOLD_DEG = 15;

type Source = 'keys' | 'touch' | 'tilt';
const KEY_BITS: Record<string, number> = {
  ArrowLeft: Input.LEFT, KeyA: Input.LEFT,
  ArrowRight: Input.RIGHT, KeyD: Input.RIGHT,
  Space: Input.JUMP, KeyW: Input.JUMP, ArrowUp: Input.JUMP,
};

export class InputController {
  #held: Record<Source, number> = { keys: 0, touch: 0, tilt: 0 };
  /** Presses seen since the last step: a tap shorter than a frame still reaches the sim once. */
  #latched = 0;
  #onRestart: () => void;
  #target: Window;

  constructor(onRestart: () => void, target: Window = window) {
    this.#onRestart = onRestart;
    this.#target = target;
    target.addEventListener('keydown', this.#keyDown);
    target.addEventListener('keyup', this.#keyUp);
    target.addEventListener('blur', this.#release);
  }

  bits(): number {
    return this.#held.keys | this.#held.touch | this.#held.tilt | this.#latched;
  }

  /** Called after each fixed step: latched presses have been seen. */
  endStep(): void {
    this.#latched = 0;
  }

  /** On-screen buttons: press and release one intent (e.g. Input.LEFT | Input.JUMP for Hop Left). */
  press(bits: number) { this.#held.touch |= bits; this.#latched |= bits; }
  release(bits: number) { this.#held.touch &= ~bits; }

  /** Device tilt in degrees (gamma: left negative, right positive). */
  tilt(gammaDeg: number | null) {
    if (gammaDeg === null) { this.#held.tilt = 0; return; }
    this.#held.tilt = gammaDeg > TILT_THRESHOLD_DEG ? Input.RIGHT : gammaDeg < -TILT_THRESHOLD_DEG ? Input.LEFT : 0;
  }

  #keyDown = (e: KeyboardEvent) => {
    if (isTyping(e)) return;
    if (e.code === 'KeyR') { this.#onRestart(); return; }
    const bit = KEY_BITS[e.code];
    if (bit === undefined) return;
    e.preventDefault();
    if (!e.repeat) this.#latched |= bit;
    this.#held.keys |= bit;
  };

  #keyUp = (e: KeyboardEvent) => {
    const bit = KEY_BITS[e.code];
    if (bit !== undefined) this.#held.keys &= ~bit;
  };

  #release = () => { this.#held = { keys: 0, touch: 0, tilt: this.#held.tilt }; };

  dispose() {
    this.#target.removeEventListener('keydown', this.#keyDown);
    this.#target.removeEventListener('keyup', this.#keyUp);
    this.#target.removeEventListener('blur', this.#release);
  }
}

function isTyping(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  return Boolean(t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable));
}

/** Mobile: a phone or tablet user agent, or a window at most 1200 px wide (spec). */
export function isMobileDevice(): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Silk|Kindle/i.test(navigator.userAgent) || window.innerWidth <= 1200;
}

export const tiltSupported = () => typeof window !== 'undefined' && 'DeviceOrientationEvent' in window && (('ontouchstart' in window) || navigator.maxTouchPoints > 0);

/** Asks for motion permission where the browser requires it (iOS); true when tilt may be used. */
export async function requestTiltPermission(): Promise<boolean> {
  const DOE = (window as unknown as { DeviceOrientationEvent?: { requestPermission?: () => Promise<string> } }).DeviceOrientationEvent;
  if (!DOE) return false;
  if (typeof DOE.requestPermission !== 'function') return true;
  try { return (await DOE.requestPermission()) === 'granted'; } catch { return false; }
}
