// Music preferences, kept in localStorage under a prefix (one set per game): track, enabled,
// continuous play, volume. Defaults: music on, volume 0.5, continuous play on. Beside them, the
// sound effects switch.
export interface MusicPrefs { track: number; enabled: boolean; continuous: boolean; volume: number }
export const DEFAULT_MUSIC_PREFS: MusicPrefs = { track: 0, enabled: true, continuous: true, volume: 0.5 };

export const clampVolume = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : DEFAULT_MUSIC_PREFS.volume);

type KV = Pick<Storage, 'getItem' | 'setItem'>;

export function loadMusicPrefs(prefix: string, trackCount: number, store: KV | undefined = globalThis.localStorage): MusicPrefs {
  const get = (k: string) => { try { return store?.getItem(`${prefix}_music_${k}`) ?? null; } catch { return null; } };
  const bool = (k: string, d: boolean) => { const v = get(k); return v === null ? d : v === 'true'; };
  const track = Number(get('track'));
  return {
    track: Number.isInteger(track) && track >= 0 && track < trackCount ? track : DEFAULT_MUSIC_PREFS.track,
    enabled: bool('enabled', DEFAULT_MUSIC_PREFS.enabled),
    continuous: bool('continuous', DEFAULT_MUSIC_PREFS.continuous),
    volume: get('volume') === null ? DEFAULT_MUSIC_PREFS.volume : clampVolume(Number(get('volume'))),
  };
}

export function saveMusicPrefs(prefix: string, prefs: MusicPrefs, store: KV | undefined = globalThis.localStorage): void {
  try {
    store?.setItem(`${prefix}_music_track`, String(prefs.track));
    store?.setItem(`${prefix}_music_enabled`, String(prefs.enabled));
    store?.setItem(`${prefix}_music_continuous`, String(prefs.continuous));
    store?.setItem(`${prefix}_music_volume`, String(clampVolume(prefs.volume)));
  } catch { /* private browsing: preferences last for this visit only */ }
}

/**
 * Sound effects (hops, pickups, answer sounds): on or off, kept beside the music preferences under
 * the same prefix. They play at the music volume, so one slider sets how loud the game is. Only a
 * stored "false" turns them off: defaults on.
 */
export interface SfxPrefs { effects: boolean }
export const DEFAULT_SFX_PREFS: SfxPrefs = { effects: true };

export function loadSfxPrefs(prefix: string, store: KV | undefined = globalThis.localStorage): SfxPrefs {
  let v: string | null = null;
  try { v = store?.getItem(`${prefix}_sfx_enabled`) ?? null; } catch { /* unreadable storage: the default */ }
  return { effects: v === 'true' ? true : v === 'false' ? false : DEFAULT_SFX_PREFS.effects };
}

export function saveSfxPrefs(prefix: string, prefs: SfxPrefs, store: KV | undefined = globalThis.localStorage): void {
  try { store?.setItem(`${prefix}_sfx_enabled`, String(prefs.effects)); } catch { /* private browsing: this visit only */ }
}

export const nextTrack = (i: number, n: number) => (i + 1) % n;
export const previousTrack = (i: number, n: number) => (i - 1 + n) % n;
