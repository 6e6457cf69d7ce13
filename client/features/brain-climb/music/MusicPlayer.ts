// Background music with Howler: one track at a time from assets/music/tracks.json; with
// continuous play on, the next track starts when one ends. A small external store that React
// reads through useSyncExternalStore; whoever creates the player calls dispose(). The state also
// carries the sound effects switch: one settings modal and one volume serve music and effects.
import { Howl } from 'howler';
import { clampVolume, loadMusicPrefs, loadSfxPrefs, nextTrack, previousTrack, saveMusicPrefs, saveSfxPrefs, type MusicPrefs, type SfxPrefs } from './musicPrefs.ts';

export interface Track { file: string; title: string; durationS: number }
export interface MusicState extends MusicPrefs, SfxPrefs { tracks: Track[]; playing: boolean; error: string | null }
export const AUDIO_ERROR = 'Audio playback error. Please try again.';
export const AUDIO_ERROR_HIDE_MS = 5000;

export class MusicPlayer {
  #prefix: string;
  #state: MusicState;
  #howl: Howl | null = null;
  #listeners = new Set<() => void>();
  #errorTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(prefix: string, tracks: Track[]) {
    this.#prefix = prefix;
    this.#state = { ...loadMusicPrefs(prefix, tracks.length), ...loadSfxPrefs(prefix), tracks, playing: false, error: null };
  }

  static async load(prefix: string): Promise<MusicPlayer> {
    let tracks: Track[] = [];
    try { tracks = await (await fetch('/assets/music/tracks.json')).json(); } catch { /* no music: the player stays silent */ }
    return new MusicPlayer(prefix, tracks);
  }

  subscribe = (fn: () => void) => { this.#listeners.add(fn); return () => { this.#listeners.delete(fn); }; };
  getState = () => this.#state;

  #set(patch: Partial<MusicState>) {
    this.#state = { ...this.#state, ...patch };
    saveMusicPrefs(this.#prefix, this.#state);
    saveSfxPrefs(this.#prefix, this.#state);
    for (const fn of this.#listeners) fn();
  }

  #showError() {
    clearTimeout(this.#errorTimer);
    this.#set({ error: AUDIO_ERROR, playing: false });
    this.#errorTimer = setTimeout(() => this.#set({ error: null }), AUDIO_ERROR_HIDE_MS);
  }

  /** Starts the current track if music is on (call after a user gesture: browsers require one). */
  start() {
    if (!this.#state.enabled || this.#state.tracks.length === 0) return;
    this.#play(this.#state.track);
  }

  #play(index: number) {
    this.#howl?.unload();
    const track = this.#state.tracks[index];
    if (!track) return;
    const howl = new Howl({
      src: [`/assets/music/${track.file}`],
      html5: true,
      volume: this.#state.volume,
      onend: () => { if (this.#state.continuous) this.#play(nextTrack(index, this.#state.tracks.length)); else this.#set({ playing: false }); },
      onloaderror: () => this.#showError(),
      onplayerror: () => this.#showError(),
    });
    this.#howl = howl;
    this.#set({ track: index, playing: true });
    howl.play();
  }

  setEnabled(enabled: boolean) {
    this.#set({ enabled });
    if (enabled) this.start();
    else { this.#howl?.stop(); this.#set({ playing: false }); }
  }

  setVolume(v: number) {
    const volume = clampVolume(v);
    this.#howl?.volume(volume);
    this.#set({ volume });
  }

  setContinuous(continuous: boolean) { this.#set({ continuous }); }

  /** Sound effects on or off; whoever plays them follows this state (they use the same volume). */
  setEffects(effects: boolean) { this.#set({ effects }); }

  select(index: number) {
    if (this.#state.enabled) this.#play(index);
    else this.#set({ track: index });
  }

  next() { this.select(nextTrack(this.#state.track, this.#state.tracks.length)); }
  previous() { this.select(previousTrack(this.#state.track, this.#state.tracks.length)); }

  dispose() {
    clearTimeout(this.#errorTimer);
    this.#howl?.unload();
    this.#howl = null;
    this.#listeners.clear();
  }
}
