import { describe, expect, it } from 'vitest';
import { DEFAULT_SFX_PREFS, loadSfxPrefs, saveSfxPrefs } from '../../../client/features/brain-climb/music/musicPrefs.ts';
import { answerSound, DEFAULT_SFX_VOLUME, Sfx, type SfxName } from '../../../client/features/brain-climb/game/Sfx.ts';

const memory = () => { const m = new Map<string, string>(); return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => { m.set(k, v); }, m }; };

/** Sounds that record what they were asked to do, instead of Howler. */
const recorder = () => {
  const log: string[] = [];
  const make = (name: SfxName, volume: number) => {
    log.push(`load ${name} ${volume}`);
    return { play: () => { log.push(`play ${name}`); }, volume: (v: number) => { log.push(`volume ${name} ${v}`); }, unload: () => { log.push(`unload ${name}`); } };
  };
  return { log, make };
};

describe('sound effect preferences', () => {
  it('default to on', () => {
    expect(loadSfxPrefs('bc', memory())).toEqual(DEFAULT_SFX_PREFS);
    expect(DEFAULT_SFX_PREFS).toEqual({ effects: true });
    expect(loadSfxPrefs('bc', undefined)).toEqual({ effects: true });
  });

  it('survive a round trip, beside the music preferences and kept apart per prefix', () => {
    const store = memory();
    saveSfxPrefs('bc', { effects: false }, store);
    expect(store.m.get('bc_sfx_enabled')).toBe('false');
    expect(loadSfxPrefs('bc', store)).toEqual({ effects: false });
    expect(loadSfxPrefs('lw', store)).toEqual({ effects: true });
    saveSfxPrefs('bc', { effects: true }, store);
    expect(loadSfxPrefs('bc', store)).toEqual({ effects: true });
  });

  it('read anything but a stored true or false as the default, and survive a storage that throws', () => {
    const store = memory();
    store.setItem('bc_sfx_enabled', 'maybe');
    expect(loadSfxPrefs('bc', store)).toEqual({ effects: true });
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(loadSfxPrefs('bc', broken)).toEqual({ effects: true });
    expect(() => saveSfxPrefs('bc', { effects: false }, broken)).not.toThrow();
  });
});

describe('the sound effects player', () => {
  it('plays at the chosen volume, clamped to 0..1', () => {
    const { log, make } = recorder();
    const sfx = new Sfx(make);
    expect(sfx.volume).toBe(DEFAULT_SFX_VOLUME);
    sfx.apply({ volume: 7 });
    expect(sfx.volume).toBe(1);
    sfx.play('correct');
    sfx.apply({ volume: -2 });
    expect(sfx.volume).toBe(0);
    sfx.apply({ volume: 0.25 });
    sfx.play('wrong');
    expect(log).toEqual(['load correct 1', 'volume correct 1', 'play correct', 'load wrong 0.25', 'volume wrong 0.25', 'play wrong']);
  });

  it('is silent when switched off or at volume 0, and plays again when switched back on', () => {
    const { log, make } = recorder();
    const sfx = new Sfx(make);
    sfx.apply({ enabled: false, volume: 0.5 });
    sfx.play('hop');
    sfx.apply({ enabled: true, volume: 0 });
    sfx.play('hop');
    expect(log.filter((l) => l.startsWith('play'))).toEqual([]);
    sfx.apply({ volume: 0.5 });
    sfx.play('hop');
    expect(log.filter((l) => l.startsWith('play'))).toEqual(['play hop']);
  });

  it('loads every sound once on preload and unloads them on dispose', () => {
    const { log, make } = recorder();
    const sfx = new Sfx(make);
    sfx.preload();
    sfx.play('click');
    expect(log.filter((l) => l.startsWith('load'))).toHaveLength(10);
    sfx.dispose();
    expect(log.filter((l) => l.startsWith('unload'))).toHaveLength(10);
  });

  it('names the answer sounds', () => {
    expect([answerSound(true), answerSound(false)]).toEqual(['correct', 'wrong']);
  });
});
