// One player's input frames on their way into the room's fixed step: frames arrive a few at a
// time, numbered by the client, and the step takes one per tick. When none is there the step holds
// the last keys (the player most likely still holds them). Such a guess is paid back afterwards:
// the next frames that carry those same keys were already stepped by the guess, so they are
// acknowledged without stepping again, and a late batch does not leave the player a step behind
// for good. The feed never steps a frame twice, never invents keys, and a client that floods it
// only loses its own frames.

/** Frames waiting at most: about half a second at 60 Hz. More are dropped (and refused). */
export const MAX_QUEUED_FRAMES = 32;
/** Guessed steps paid back at most: a longer silence (a hidden tab) is not made up for. */
const MAX_OWED_STEPS = 8;

export class InputFeed {
  #seqs: number[] = [];
  #bits: number[] = [];
  /** The highest frame number received since the last reset (0: none yet). */
  #received = 0;
  #ack = 0;
  #last = 0;
  #owed = 0;

  /**
   * The frame the room's state stands for: the last one the step took, plus the guessed steps,
   * which stand for the frames that should have come by now. Were a guess wrong, the browser
   * sees a small difference at this frame and corrects for it.
   */
  get ack(): number { return this.#ack + this.#owed; }
  get queued(): number { return this.#seqs.length; }

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

  /** The keys for this tick: the next frame, or the last keys held when none has come. */
  next(): number {
    // Frames with the keys a guess stepped were stepped by it.
    while (this.#owed > 0 && this.#seqs.length > 0 && this.#bits[0] === this.#last) {
      this.#ack = this.#seqs.shift()!;
      this.#bits.shift();
      this.#owed--;
    }
    if (this.#seqs.length === 0) {
      // Before the first frame nothing was guessed: the client is not sending yet.
      if (this.#received > 0) this.#owed = Math.min(this.#owed + 1, MAX_OWED_STEPS);
      return this.#last;
    }
    this.#ack = this.#seqs.shift()!;
    const bits = this.#bits.shift()!;
    // A wrong guess cannot be taken back; later frames are all stepped.
    if (bits !== this.#last) this.#owed = 0;
    this.#last = bits;
    return bits;
  }

  /** After a reconnection: nothing queued, no keys held, and the client's next frame starts a new count. */
  reset(): void {
    this.#seqs.length = 0;
    this.#bits.length = 0;
    this.#received = 0;
    this.#last = 0;
    this.#owed = 0;
  }
}
