// The avatar set: every avatar the server accepts has its picture, made by the art script in the
// same order, and the choice is validated (one of the twelve, or null for the initial badge).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AVATARS, avatarById, avatarUrl, setAvatarSchema } from '../../../server/features/auth/schema.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DIR = path.join(ROOT, 'assets/art/avatars');

describe('avatars', () => {
  it('are twelve, with unique ids 1 to 12 and unique keys', () => {
    expect(AVATARS.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(AVATARS.map((a) => a.key)).size).toBe(12);
  });

  it('each have a round 96x96 SVG portrait under /assets/art/avatars, and there are no others', () => {
    for (const a of AVATARS) {
      expect(avatarUrl(a)).toBe(`/assets/art/avatars/${a.key}.svg`);
      const file = path.join(ROOT, avatarUrl(a).replace('/assets/', 'assets/'));
      const text = fs.readFileSync(file, 'utf8');
      expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">'), a.key).toBe(true);
      expect(text).toContain(`<title>${a.name} avatar</title>`);
      expect(text.trimEnd().endsWith('</svg>')).toBe(true);
    }
    expect(fs.readdirSync(DIR).filter((f) => f.endsWith('.svg')).sort()).toEqual(AVATARS.map((a) => `${a.key}.svg`).sort());
  });

  it('are drawn by the art script in id order', () => {
    const script = fs.readFileSync(path.join(ROOT, 'assets/scripts/make-avatars.py'), 'utf8');
    const list = script.slice(script.indexOf('ANIMALS = ['));
    const keys = [...list.slice(0, list.indexOf(']\n')).matchAll(/\("(\w+)", \w+\)/g)].map((m) => m[1]);
    expect(keys).toEqual(AVATARS.map((a) => a.key));
  });

  it('accept one of the twelve or null, and nothing else', () => {
    for (const id of [1, 7, 12, null]) expect(setAvatarSchema.parse({ avatar_id: id })).toEqual({ avatar_id: id });
    for (const bad of [{ avatar_id: 0 }, { avatar_id: 13 }, { avatar_id: 1.5 }, { avatar_id: '3' }, { avatar_id: 'fox' }, {}]) {
      const r = setAvatarSchema.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(r.error!.issues[0].message).toBe('Please choose one of the 12 avatars');
    }
    expect(avatarById(4)?.key).toBe('cat');
    expect(avatarById(99)).toBeUndefined();
    expect(avatarById(null)).toBeUndefined();
  });
});
