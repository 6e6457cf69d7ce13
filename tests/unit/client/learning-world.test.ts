import { describe, expect, it } from 'vitest';
import { loadHighScore, moduleUrl, openModule, recordHighScore, type KV } from '../../../client/features/learning-world/lwModel.ts';
import { LEARNING_MODULES } from '../../../server/features/learning-world/schema.ts';

const memory = (): KV & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => { data.set(k, v); } };
};

describe('Learning World rules', () => {
  it('appends gem_multiplier and gems to a module path, keeping its own query', () => {
    expect(moduleUrl('/brain-climb', 2, 14)).toBe('/brain-climb?gem_multiplier=2&gems=14');
    expect(moduleUrl('/summer_workbook/math?n=1', 1, 0)).toBe('/summer_workbook/math?n=1&gem_multiplier=1&gems=0');
  });

  it('tells a freemium player what a premium module needs instead of opening it', () => {
    const premium = LEARNING_MODULES.find((m) => m.premium)!;
    expect(openModule(premium, 3, 30, true)).toMatchObject({ kind: 'premium', message: expect.stringContaining('Premium') });
    expect(openModule(premium, 3, 30, false)).toEqual({ kind: 'go', url: `${premium.path}?gem_multiplier=3&gems=30` });
    expect(openModule(LEARNING_MODULES[0], 1, 2, true)).toEqual({ kind: 'go', url: '/brain-climb?gem_multiplier=1&gems=2' });
    expect(LEARNING_MODULES.length).toBeLessThanOrEqual(6);
  });

  it('keeps the best gem count in the browser', () => {
    const store = memory();
    expect(loadHighScore(store)).toBe(0);
    expect(recordHighScore(4, store)).toBe(4);
    expect(recordHighScore(2, store)).toBe(4);
    expect(recordHighScore(9, store)).toBe(9);
    expect(loadHighScore(store)).toBe(9);
    store.data.set('learning_world.high_score', 'lots');
    expect(loadHighScore(store)).toBe(0);
  });
});
