import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../../server/http/rateLimit.ts';

describe('the sign-in rate limiter', () => {
  it('allows the limit, then asks to wait until the window ends, then allows again', () => {
    let now = 0;
    const rl = new RateLimiter(3, 60_000, () => now);
    expect([rl.hit('a'), rl.hit('a'), rl.hit('a')]).toEqual([0, 0, 0]);
    expect(rl.hit('a')).toBe(60);
    now = 30_000;
    expect(rl.hit('a')).toBe(30);
    expect(rl.hit('b')).toBe(0);
    now = 60_000;
    expect(rl.hit('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const rl = new RateLimiter(1, 1000, () => 0);
    rl.hit('k');
    expect(rl.hit('k')).toBeGreaterThan(0);
    rl.reset('k');
    expect(rl.hit('k')).toBe(0);
  });
});
