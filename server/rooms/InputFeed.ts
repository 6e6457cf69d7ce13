// One player's input frames on their way into the room's fixed step: frames arrive a few at a
// time, numbered by the client, and the step takes one per tick. When the next frame has not come
// yet, the frog waits a tick (HOLD_FRAME) rather than guessing the keys: the frames then step it
// exactly as the browser predicted, only a tick later. Each wait leaves one more frame waiting
// afterwards, so the queue grows just deep enough to cover the batching and jitter of the stream.
// A queue deeper than that for a while (after a burst) is shortened by letting go of a frame in
// which nothing can have moved: no keys, same as the frame before, the frog at rest. The feed
// never steps a frame twice, never invents keys, and a client that floods it only loses its own
// frames.
import { HOLD_FRAME } from '../../sim/core/input.ts';

/** Frames waiting at most: about half a second at 60 Hz. More are dropped (and refused). */
export const MAX_QUEUED_FRAMES = 32;
/** How long the queue must stay deeper than it needs before a frame is let go. */
export const TRIM_WINDOW_TICKS = 120;
/** Frames kept waiting at every tick (beyond the one taken) before the queue counts as too deep. */
export const SPARE_FRAMES = 2;

export class InputFeed {
  #seqs: number[] = [];
  #bits: number[] = [];
  /** The highest frame number received since the last reset (0: none yet). */
  #received = 0;
  #ack = 0;
  #last = 0;
  /** The fewest frames waiting at a tick since #windowStart, and that tick count. */
  #fewest = Infinity;
  #windowTicks = 0;
  #holds = 0;
  #waiting = 0;
  #trimmed = 0;
  #resting: () => boolean;

  /**
   * `resting` tells whether the frog stands still, so that a frame without keys would not change
   * it; it is asked only when the queue has been too deep for a while.
   */
  constructor(resting: () => boolean = () => false) {
    this.#resting = resting;
  }

  /** The last frame the step took: the room's state stands for it. */
  get ack(): number { return this.#ack; }
  get queued(): number { return this.#seqs.length; }
  /** Ticks the frog waited for a late frame, and frames let go from a queue too deep (since creation). */
  get holds(): number { return this.#holds; }
  get trimmed(): number { return this.#trimmed; }
  /** Ticks the frog has waited since the step that took the last frame (0 while frames flow). */
  get waiting(): number { return this.#waiting; }

  /**
   * Queues the frames numbered first, first + 1, ...; numbers already received are ignored.
   * Answers how many frames were dropped because the queue was full.
   */
  receive(first: number, bits: ArrayLike<number>): number {
    if (this.#received === 0) this.#ack = first - 1;
    let dropped = 0;
    for (let i = 0; i < bits.length; i++) {
      const seq = first + i;
      if (seq <= this.#received) continue;
      this.#received = seq;
      if (this.#seqs.length >= MAX_QUEUED_FRAMES) { dropped++; continue; }
      this.#seqs.push(seq);
      this.#bits.push(bits[i]);
    }
    return dropped;
  }

  /**
   * The input for this tick: the next frame's keys, or HOLD_FRAME when it has not come. Before the
   * first frame the frog waits too (the page is on its intro, where the browser holds its frog).
   */
  next(): number {
    if (this.#received === 0) return HOLD_FRAME;
    const waiting = this.#seqs.length;
    if (waiting === 0) {
      this.#holds++;
      this.#waiting++;
      this.#fewest = 0;
      return HOLD_FRAME;
    }
    if (waiting - 1 < this.#fewest) this.#fewest = waiting - 1;
    if (++this.#windowTicks >= TRIM_WINDOW_TICKS && this.#fewest > SPARE_FRAMES) this.#trim();
    else if (this.#windowTicks >= TRIM_WINDOW_TICKS) this.#restartWindow();
    this.#ack = this.#seqs.shift()!;
    this.#last = this.#bits.shift()!;
    this.#waiting = 0;
    return this.#last;
  }

  /** Lets go of the next frame if nothing can have moved in it; otherwise keeps looking next tick. */
  #trim(): void {
    if (this.#last !== 0 || this.#bits[0] !== 0 || this.#seqs.length < 2 || !this.#resting()) return;
    this.#ack = this.#seqs.shift()!;
    this.#bits.shift();
    this.#trimmed++;
    this.#restartWindow();
  }

  #restartWindow(): void {
    this.#fewest = Infinity;
    this.#windowTicks = 0;
  }

  /** After a reconnection: nothing queued, and the client's next frame starts a new count. */
  reset(): void {
    this.#seqs.length = 0;
    this.#bits.length = 0;
    this.#received = 0;
    this.#last = 0;
    this.#waiting = 0;
    this.#restartWindow();
  }
}
