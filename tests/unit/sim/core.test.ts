// sim/core: input bits, seeded streams, hashes, units and time.
import { describe, expect, it } from 'vitest';
import { clampInput, horizontalIntent, Input, inputBits, verticalIntent } from '../../../sim/core/input.ts';
import { createStream, restoreStream } from '../../../sim/core/random.ts';
import { hashValue } from '../../../sim/core/hash.ts';
import { PX_PER_METRE, px, toMetres, toPx } from '../../../sim/core/units.ts';
import { DT_S, TICK_RATE_HZ, ticksFromSeconds } from '../../../sim/core/time.ts';

describe('input', () => {
  it('is a bitfield of intents', () => {
    expect(inputBits({ left: true, jump: true })).toBe(Input.LEFT | Input.JUMP);
    expect(inputBits({ right: true, up: true, down: true, confirm: true })).toBe(Input.RIGHT | Input.UP | Input.DOWN | Input.CONFIRM);
    expect([horizontalIntent(Input.LEFT), horizontalIntent(Input.RIGHT), horizontalIntent(Input.LEFT | Input.RIGHT)]).toEqual([-1, 1, 0]);
    expect([verticalIntent(Input.UP), verticalIntent(Input.DOWN), verticalIntent(0)]).toEqual([-1, 1, 0]);
  });

  it('drops undefined bits and anything that is not an integer', () => {
    expect(clampInput(0xffff)).toBe(63);
    expect([clampInput('4'), clampInput(1.5), clampInput(null), clampInput(Number.NaN)]).toEqual([0, 0, 0, 0]);
  });
});

describe('seeded streams', () => {
  it('repeat for a seed and purpose, and differ otherwise', () => {
    const draw = (s: ReturnType<typeof createStream>) => Array.from({ length: 5 }, () => s.next());
    expect(draw(createStream('a', 'x'))).toEqual(draw(createStream('a', 'x')));
    expect(draw(createStream('a', 'x'))).not.toEqual(draw(createStream('a', 'y')));
    expect(draw(createStream('a', 'x'))).not.toEqual(draw(createStream('b', 'x')));
  });

  it('continue exactly from a saved state', () => {
    const s = createStream(7, 'x');
    s.next();
    const copy = restoreStream(JSON.parse(JSON.stringify(s.state())));
    expect(Array.from({ length: 10 }, () => copy.next())).toEqual(Array.from({ length: 10 }, () => s.next()));
  });

  it('draws integers in a closed range', () => {
    const s = createStream(1, 'ints');
    const seen = new Set(Array.from({ length: 500 }, () => s.int(4, 5)));
    expect(seen).toEqual(new Set([4, 5]));
  });
});

describe('hash', () => {
  it('is 16 hex digits, equal for equal values and sensitive to every bit', () => {
    const h = hashValue({ a: [1, 2.5, 'x'], b: true });
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(hashValue({ a: [1, 2.5, 'x'], b: true })).toBe(h);
    expect(hashValue({ a: [1, 2.5000000000000004, 'x'], b: true })).not.toBe(h);
    expect(hashValue(0)).not.toBe(hashValue(-0));
    expect(hashValue([1, 2])).not.toBe(hashValue([2, 1]));
    expect(hashValue({ a: 1 })).not.toBe(hashValue({ b: 1 }));
  });
});

describe('units and time', () => {
  it('keeps pixels and metres apart at 30 px per metre', () => {
    expect(PX_PER_METRE).toBe(30);
    expect(toMetres(px(450))).toBe(15);
    expect(toPx(toMetres(px(600)))).toBe(600);
  });

  it('steps at 60 Hz', () => {
    expect([TICK_RATE_HZ, DT_S, ticksFromSeconds(3)]).toEqual([60, 1 / 60, 180]);
  });
});
