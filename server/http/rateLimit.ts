// A fixed-window counter per key, in memory. Used to slow down password guessing and answer
// guessing. Each process counts its own attempts; behind a load balancer the limit is per process.
import type { Request, RequestHandler } from 'express';
import { ApiError } from './errors.ts';

export class RateLimiter {
  #limit: number;
  #windowMs: number;
  #now: () => number;
  #hits = new Map<string, { count: number; resetAt: number }>();

  constructor(limit: number, windowMs: number, now: () => number = Date.now) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /** Records one attempt; answers how many seconds to wait, or 0 when allowed. */
  hit(key: string): number {
    const now = this.#now();
    if (this.#hits.size > 10_000) this.#sweep(now);
    let entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.#windowMs };
      this.#hits.set(key, entry);
    }
    entry.count += 1;
    return entry.count > this.#limit ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  reset(key: string): void {
    this.#hits.delete(key);
  }

  #sweep(now: number): void {
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key);
  }
}

/**
 * Express middleware: at most `limiter`'s count per window for each key (the signed-in user or,
 * for visitors, the address); more answers 429 with Retry-After.
 */
export function limitRequests(limiter: RateLimiter, keyOf: (req: Request) => string, message: string): RequestHandler {
  return (req, res, next) => {
    const wait = limiter.hit(keyOf(req));
    if (wait === 0) return next();
    res.set('Retry-After', String(wait));
    next(new ApiError(429, 'rate_limited', message));
  };
}
