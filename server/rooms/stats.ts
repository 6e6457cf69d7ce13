// How long room ticks take in this process: the capacity benchmark reads it (through a route
// that exists only with test hooks) to find how many worlds one process sustains.
const SAMPLES = 1 << 16;

class TickStats {
  #ms = new Float64Array(SAMPLES);
  #count = 0;

  record(ms: number): void {
    this.#ms[this.#count % SAMPLES] = ms;
    this.#count++;
  }

  reset(): void {
    this.#count = 0;
  }

  /** Percentiles (ms) over the last SAMPLES ticks of every room in the process. */
  summary(): { ticks: number; p50: number; p99: number; max: number } {
    const n = Math.min(this.#count, SAMPLES);
    const sorted = this.#ms.slice(0, n).sort();
    const at = (q: number) => (n ? sorted[Math.min(n - 1, Math.floor(q * n))] : 0);
    return { ticks: this.#count, p50: at(0.5), p99: at(0.99), max: n ? sorted[n - 1] : 0 };
  }
}

export const tickStats = new TickStats();
