// Short sound effects (hop, land, pickups, answers). Missing or blocked audio is never an error
// worth showing: the game plays on silently.
import { Howl } from 'howler';

export const SFX_NAMES = ['hop', 'land', 'pickup-coin', 'pickup-orb', 'pickup-gem', 'correct', 'wrong', 'level-complete', 'click', 'caught'] as const;
export type SfxName = (typeof SFX_NAMES)[number];

export class Sfx {
  #sounds = new Map<SfxName, Howl>();
  enabled = true;
  volume = 0.6;

  /** Loads and decodes every sound now (while the intro shows), so the first hop does not wait. */
  preload(): void {
    for (const name of SFX_NAMES) this.#get(name);
  }

  play(name: SfxName): void {
    if (!this.enabled) return;
    const h = this.#get(name);
    h.volume(this.volume);
    h.play();
  }

  #get(name: SfxName): Howl {
    let h = this.#sounds.get(name);
    if (!h) {
      h = new Howl({ src: [`/assets/sfx/${name}.mp3`], volume: this.volume, preload: true });
      this.#sounds.set(name, h);
    }
    return h;
  }

  dispose(): void {
    for (const h of this.#sounds.values()) h.unload();
    this.#sounds.clear();
  }
}
