// Numbers the player's input frames (one per fixed step) and sends them to the room a few at a
// time: at once when the keys change, so a press is never held back, and otherwise every
// BATCH_STEPS steps (10 messages a second while the keys stay the same, instead of 60). Frames
// of keys held unchanged reach the room up to BATCH_STEPS - 1 steps later; the room waits for
// them, so its frog moves exactly as predicted and only runs that much further behind the
// browser. Receiving messages is a large share of a room server's work (bench/README.md, rooms).
import { encodeInputs } from '../../../../server/rooms/brain-climb/protocol.ts';

export const BATCH_STEPS = 6;

export class InputBatcher {
  #send: (bytes: Uint8Array) => void;
  #seq = 0;
  #first = 0;
  #pending: number[] = [];
  #last = -1;

  constructor(send: (bytes: Uint8Array) => void) {
    this.#send = send;
  }

  /** The number of the last frame pushed. */
  get seq(): number { return this.#seq; }

  /** Adds this step's frame; answers its number. */
  push(bits: number): number {
    this.#seq++;
    if (this.#pending.length === 0) this.#first = this.#seq;
    this.#pending.push(bits);
    if (bits !== this.#last || this.#pending.length >= BATCH_STEPS) this.flush();
    this.#last = bits;
    return this.#seq;
  }

  /** Sends what is waiting. */
  flush(): void {
    if (this.#pending.length === 0) return;
    this.#send(encodeInputs(this.#first, this.#pending));
    this.#pending = [];
  }
}
