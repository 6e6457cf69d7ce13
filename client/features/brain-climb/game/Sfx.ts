// Short sound effects (hop, land, pickups, answers). Missing or blocked audio is never an error
// worth showing: the game plays on silently. Switched off, nothing plays; the volume is the one the
// player chose for the game (the music volume), clamped to 0..1.
import { Howl } from 'howler';
import { clampVolume } from '../music/musicPrefs.ts';

export const SFX_NAMES = ['hop', 'land', 'pickup-coin', 'pickup-orb', 'pickup-gem', 'correct', 'wrong', 'level-complete', 'click', 'caught'] as const;
export type SfxName = (typeof SFX_NAMES)[number];

/** The sound after a checked quiz answer. */
export const answerSound = (correct: boolean): SfxName => (correct ? 'correct' : 'wrong');

export interface SfxSettings { enabled: boolean; volume: number }
export const DEFAULT_SFX_VOLUME = 0.6;

/** One loaded sound: what the effects need of a Howl. */
export interface SfxSound { play(): unknown; volume(v: number): unknown; unload(): void }
export type SfxSoundFactory = (name: SfxName, volume: number) => SfxSound;

const howl: SfxSoundFactory = (name, volume) => new Howl({ src: [`/assets/sfx/${name}.mp3`], volume, preload: true });

export class Sfx {
  #sounds = new Map<SfxName, SfxSound>();
  #make: SfxSoundFactory;
  #enabled = true;
  #volume = DEFAULT_SFX_VOLUME;

  constructor(make: SfxSoundFactory = howl) {
    this.#make = make;
  }

  get enabled(): boolean { return this.#enabled; }
  get volume(): number { return this.#volume; }

  /** Follows the player's settings (switched off: silent from now on). */
  apply(settings: Partial<SfxSettings>): void {
    if (settings.enabled !== undefined) this.#enabled = settings.enabled;
    if (settings.volume !== undefined) this.#volume = clampVolume(settings.volume);
  }

  /** Loads and decodes every sound now (while the intro shows), so the first hop does not wait. */
  preload(): void {
    for (const name of SFX_NAMES) this.#get(name);
  }

  play(name: SfxName): void {
    if (!this.#enabled || this.#volume === 0) return;
    const sound = this.#get(name);
    sound.volume(this.#volume);
    sound.play();
  }

  #get(name: SfxName): SfxSound {
    let sound = this.#sounds.get(name);
    if (!sound) {
      sound = this.#make(name, this.#volume);
      this.#sounds.set(name, sound);
    }
    return sound;
  }

  dispose(): void {
    for (const sound of this.#sounds.values()) sound.unload();
    this.#sounds.clear();
  }
}
