import { describe, expect, it } from 'vitest';
import { clampVolume, DEFAULT_MUSIC_PREFS, loadMusicPrefs, nextTrack, previousTrack, saveMusicPrefs } from '../../../client/features/brain-climb/music/musicPrefs.ts';

const memory = () => { const m = new Map<string, string>(); return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => { m.set(k, v); }, m }; };

describe('music preferences', () => {
  it('default to music on, volume 0.5 and continuous play', () => {
    expect(loadMusicPrefs('bc', 14, memory())).toEqual(DEFAULT_MUSIC_PREFS);
    expect(DEFAULT_MUSIC_PREFS).toEqual({ track: 0, enabled: true, continuous: true, volume: 0.5 });
  });

  it('survive a round trip, kept apart per prefix', () => {
    const store = memory();
    saveMusicPrefs('bc', { track: 7, enabled: false, continuous: false, volume: 0.8 }, store);
    expect(loadMusicPrefs('bc', 14, store)).toEqual({ track: 7, enabled: false, continuous: false, volume: 0.8 });
    expect(loadMusicPrefs('lw', 14, store)).toEqual(DEFAULT_MUSIC_PREFS);
  });

  it('clamp the volume to 0..1 and ignore a stored track that no longer exists', () => {
    expect([clampVolume(-1), clampVolume(2), clampVolume(0.3), clampVolume(Number.NaN)]).toEqual([0, 1, 0.3, 0.5]);
    const store = memory();
    store.setItem('bc_music_volume', '7');
    store.setItem('bc_music_track', '99');
    expect(loadMusicPrefs('bc', 14, store)).toMatchObject({ volume: 1, track: 0 });
  });

  it('wraps around the playlist', () => {
    expect(nextTrack(13, 14)).toBe(0);
    expect(previousTrack(0, 14)).toBe(13);
  });
});
