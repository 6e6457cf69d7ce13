// Keys and on-screen buttons to the sim's input bits: arrows or WASD move, Enter or Space opens
// a module. Presses shorter than a step still count once (latched). Call dispose() when done.
import { Input } from '../../../sim/core/input.ts';

const KEYS: Record<string, number> = {
  ArrowLeft: Input.LEFT, KeyA: Input.LEFT, ArrowRight: Input.RIGHT, KeyD: Input.RIGHT,
  ArrowUp: Input.UP, KeyW: Input.UP, ArrowDown: Input.DOWN, KeyS: Input.DOWN,
  Enter: Input.CONFIRM, Space: Input.CONFIRM,
};

export class LwInput {
  #keys = 0;
  #touch = 0;
  #latched = 0;
  #target: Window;

  constructor(target: Window = window) {
    this.#target = target;
    target.addEventListener('keydown', this.#down);
    target.addEventListener('keyup', this.#up);
    target.addEventListener('blur', this.#blur);
  }

  bits(): number { return this.#keys | this.#touch | this.#latched; }
  endStep(): void { this.#latched = 0; }
  press(bits: number): void { this.#touch |= bits; this.#latched |= bits; }
  release(bits: number): void { this.#touch &= ~bits; }

  #down = (e: KeyboardEvent) => {
    const b = KEYS[e.code];
    if (!b || isTyping(e.target)) return;
    e.preventDefault();
    this.#keys |= b;
    this.#latched |= b;
  };

  #up = (e: KeyboardEvent) => {
    const b = KEYS[e.code];
    if (b) this.#keys &= ~b;
  };

  #blur = () => { this.#keys = 0; this.#touch = 0; };

  dispose(): void {
    this.#target.removeEventListener('keydown', this.#down);
    this.#target.removeEventListener('keyup', this.#up);
    this.#target.removeEventListener('blur', this.#blur);
  }
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(target.tagName) && target.closest('.modal') !== null);
}
