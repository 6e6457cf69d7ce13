import fs from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadHighScore, moduleUrl, openModule, recordHighScore, type KV } from '../../../client/features/learning-world/lwModel.ts';
import { LEARNING_MODULES, modulesFor } from '../../../server/features/learning-world/schema.ts';
import { WORKBOOK_SUBJECTS } from '../../../server/features/workbook/schema.ts';

const memory = (): KV & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => { data.set(k, v); } };
};

describe('Learning World rules', () => {
  it('appends gem_multiplier and gems to a module path, keeping its own query', () => {
    expect(moduleUrl('/brain-climb', 2, 14)).toBe('/brain-climb?gem_multiplier=2&gems=14');
    expect(moduleUrl('/summer_workbook/math?n=1', 1, 0)).toBe('/summer_workbook/math?n=1&gem_multiplier=1&gems=0');
  });

  it('tells a freemium player what a premium module needs, and opens it for a premium player with the gems appended', () => {
    const premium = LEARNING_MODULES.find((m) => m.premium)!;
    expect(premium).toBeDefined();
    const forFreemium = modulesFor(true).find((m) => m.title === premium.title)!;
    const forPremium = modulesFor(false).find((m) => m.title === premium.title)!;
    expect(forFreemium).toMatchObject({ locked: true, needs: expect.stringContaining('Premium') });
    expect(openModule(forFreemium, 3, 30)).toEqual({ kind: 'premium', message: forFreemium.needs });
    expect(forPremium).toMatchObject({ locked: false, needs: null });
    expect(openModule(forPremium, 3, 30)).toEqual({ kind: 'go', url: `${premium.path}?gem_multiplier=3&gems=30` });
    // Free modules open for everyone.
    for (const freemium of [true, false]) {
      const first = modulesFor(freemium)[0];
      expect(first).toMatchObject({ premium: false, locked: false });
      expect(openModule(first, 1, 2)).toEqual({ kind: 'go', url: '/brain-climb?gem_multiplier=1&gems=2' });
    }
    expect(modulesFor(true).filter((m) => m.locked)).toHaveLength(LEARNING_MODULES.filter((m) => m.premium).length);
    expect(LEARNING_MODULES.length).toBeLessThanOrEqual(6);
  });

  it('leads every module to a page of this app', () => {
    // The app's routes as written in client/app/routes.tsx (the catch-all not-found page aside).
    const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../../client/app/routes.tsx'), 'utf8');
    const routes = [...source.matchAll(/path: '([^']+)'/g)].map((m) => `/${m[1]}`).filter((p) => p !== '/*');
    expect(routes).toContain('/summer_workbook/:subject');
    for (const m of LEARNING_MODULES) {
      const url = new URL(moduleUrl(m.path, 2, 12), 'http://app.test');
      expect(routes.some((r) => matchPath(r, url.pathname)), `${m.title} → ${m.path}`).toBe(true);
      const subject = matchPath('/summer_workbook/:subject', url.pathname)?.params.subject;
      if (subject !== undefined) expect(WORKBOOK_SUBJECTS).toContain(subject);
    }
    expect(routes.some((r) => matchPath(r, '/adventure_stories'))).toBe(false);
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
