// Draws a Brain Climb world with PixiJS: a retained display object per platform, pickup and frog
// (keyed by id), positions interpolated between fixed steps, a camera that follows the player up,
// a parallax background themed by subject, and particles on pickups. It only reads the sim.
// Whoever creates a GameView calls destroy().
import { Application, Assets, Container, NineSliceSprite, Sprite, Text, Texture, TilingSprite } from 'pixi.js';
import type { FrogView, PickupView, PlatformView } from '../../../../sim/brain-climb/index.ts';
import { Particles } from './Particles.ts';

export const THEMES = ['math', 'language_arts', 'science', 'history', 'fun', 'default'] as const;
export type Theme = (typeof THEMES)[number];

const ART = '/assets/art/';
const WORLD_WIDTH = 1200;
const FROG_SIZE = 64;
const TEXTURE_NAMES = ['frog-idle', 'frog-hop', 'frog-fall', 'frog-land', 'frog-idle-tintable', 'frog-hop-tintable', 'frog-fall-tintable', 'frog-land-tintable',
  'platform', 'platform-moving', 'ground', 'goal', 'orb', 'coin', 'gem-blue', 'gem-pink', 'gem-green', 'sparkle'] as const;
type TextureName = (typeof TEXTURE_NAMES)[number];

interface Tracked<T> { view: T; sprite: Container; prevX: number; prevY: number; x: number; y: number }

/** Other players' frogs carry the name and tint their room gave them. */
export type FrameFrog = FrogView & { name?: string; tint?: number };

export interface Frame {
  frogs: FrameFrog[];
  platforms: PlatformView[];
  pickups: PickupView[];
}

export class GameView {
  readonly app = new Application();
  #textures = new Map<TextureName, Texture>();
  #bgFar!: TilingSprite;
  #bgNear!: TilingSprite;
  #world = new Container();
  #platformLayer = new Container();
  #pickupLayer = new Container();
  #frogLayer = new Container();
  #particles!: Particles;
  #platforms = new Map<string, Tracked<PlatformView>>();
  #pickups = new Map<string, Tracked<PickupView>>();
  #frogs = new Map<string, Tracked<FrameFrog & { id: string }>>();
  #labels = new Map<string, Text>();
  #me: string;
  #camY = 0;
  #camX = WORLD_WIDTH / 2;
  #time = 0;
  #destroyed = false;

  constructor(me: string) {
    this.#me = me;
  }

  async init(host: HTMLElement, theme: Theme): Promise<void> {
    await this.app.init({ resizeTo: host, background: '#9fd8ff', antialias: true, preference: 'webgl', autoDensity: true, resolution: Math.min(window.devicePixelRatio || 1, 2) });
    if (this.#destroyed) return;
    host.appendChild(this.app.canvas);
    const loaded = await Promise.all(TEXTURE_NAMES.map((n) => Assets.load<Texture>({ src: `${ART}${n}.svg`, data: { resolution: 2 } })));
    TEXTURE_NAMES.forEach((n, i) => this.#textures.set(n, loaded[i]));
    const [far, near] = await Promise.all([
      Assets.load<Texture>({ src: `${ART}bg-${theme}.svg`, data: { resolution: 1 } }),
      Assets.load<Texture>({ src: `${ART}bg-${theme}-far.svg`, data: { resolution: 1 } }),
    ]);
    if (this.#destroyed) return;
    this.#bgFar = new TilingSprite({ texture: far, width: 10, height: 10 });
    this.#bgNear = new TilingSprite({ texture: near, width: 10, height: 10 });
    this.#particles = new Particles(this.#textures.get('sparkle')!);
    this.#world.addChild(this.#platformLayer, this.#pickupLayer, this.#frogLayer, this.#particles.container);
    this.app.stage.addChild(this.#bgFar, this.#bgNear, this.#world);
    this.#prewarm();
  }

  /**
   * Draws one frame with every texture, a nine-slice, a tinted sprite and a label before play,
   * so textures are uploaded and shaders compiled now, not in the middle of the first hops.
   */
  #prewarm(): void {
    const warm = new Container();
    for (const t of this.#textures.values()) warm.addChild(new Sprite(t));
    const tinted = new Sprite(this.#tex('frog-idle-tintable'));
    tinted.tint = 0x2196f3;
    tinted.alpha = 0.6;
    warm.addChild(tinted, new NineSliceSprite({ texture: this.#tex('platform'), leftWidth: 8, rightWidth: 8, width: 64, height: 20 }));
    warm.addChild(new Text({ text: 'Frog', style: { fontFamily: 'Baloo 2, Nunito, sans-serif', fontSize: 15, fontWeight: '700', fill: 0xffffff, stroke: { color: 0x1d3557, width: 4 } } }));
    this.app.stage.addChild(warm);
    this.app.renderer.render(this.app.stage);
    this.app.stage.removeChild(warm);
    warm.destroy({ children: true });
  }

  #tex(name: TextureName): Texture {
    return this.#textures.get(name) ?? Texture.WHITE;
  }

  /** World pixels to screen: the whole 1200 px width on wide screens, about 620 px on phones. */
  #scale(): number {
    const { width, height } = this.app.screen;
    return width >= 900 ? Math.min(width / WORLD_WIDTH, height / 760) : width / 620;
  }

  /** After each fixed step: record where everything is now (the previous becomes the start of interpolation). */
  capture(frame: Frame): void {
    this.#sync(this.#platforms, frame.platforms, (p) => this.#makePlatform(p), this.#platformLayer);
    this.#sync(this.#pickups, frame.pickups, (p) => this.#makePickup(p), this.#pickupLayer, (gone) => this.#particles.burst(gone.x, gone.y, gone.view.kind === 'orb' ? 0xffe066 : gone.view.kind === 'coin' ? 0xffc93c : 0x7fd4ff));
    this.#sync(this.#frogs, frame.frogs.map((f) => ({ ...f, id: f.playerKey })), (f) => this.#makeFrog(f), this.#frogLayer);
    this.#syncLabels();
  }

  /** The names shown above other players' frogs (tests read them). */
  labelNames(): string[] {
    return [...this.#labels.values()].map((l) => l.text);
  }

  /** A name label above every other player's frog. */
  #syncLabels(): void {
    for (const [id, t] of this.#frogs) {
      if (!t.view.name || this.#labels.has(id)) continue;
      const label = new Text({ text: t.view.name, style: { fontFamily: 'Baloo 2, Nunito, sans-serif', fontSize: 15, fontWeight: '700', fill: 0xffffff, stroke: { color: 0x1d3557, width: 4 } } });
      label.anchor.set(0.5, 1);
      this.#frogLayer.addChild(label);
      this.#labels.set(id, label);
    }
    for (const [id, label] of this.#labels) {
      if (this.#frogs.has(id)) continue;
      label.destroy();
      this.#labels.delete(id);
    }
  }

  #sync<V extends { id: string; x: number; y: number }>(map: Map<string, Tracked<V>>, views: V[], make: (v: V) => Container, layer: Container, onGone?: (t: Tracked<V>) => void): void {
    const seen = new Set<string>();
    for (const v of views) {
      seen.add(v.id);
      const t = map.get(v.id);
      if (t) { t.prevX = t.x; t.prevY = t.y; t.x = v.x; t.y = v.y; t.view = v; continue; }
      const sprite = make(v);
      layer.addChild(sprite);
      map.set(v.id, { view: v, sprite, prevX: v.x, prevY: v.y, x: v.x, y: v.y });
    }
    for (const [id, t] of map) {
      if (seen.has(id)) continue;
      onGone?.(t);
      t.sprite.destroy({ children: true });
      map.delete(id);
    }
  }

  /** A new level: everything goes, the camera jumps to the new start. */
  reset(): void {
    for (const map of [this.#platforms, this.#pickups, this.#frogs] as Map<string, Tracked<{ id: string; x: number; y: number }>>[]) {
      for (const t of map.values()) t.sprite.destroy({ children: true });
      map.clear();
    }
    for (const label of this.#labels.values()) label.destroy();
    this.#labels.clear();
    this.#camY = 0;
  }

  #makePlatform(p: PlatformView): Container {
    if (p.kind === 'ground') {
      const s = new TilingSprite({ texture: this.#tex('ground'), width: p.width, height: 80 });
      s.pivot.set(p.width / 2, 10);
      return s;
    }
    if (p.kind === 'goal') {
      const s = new Sprite(this.#tex('goal'));
      s.anchor.set(0.5, 0.72);
      s.scale.set(p.width / 160);
      return s;
    }
    const s = new NineSliceSprite({ texture: this.#tex(p.isMoving ? 'platform-moving' : 'platform'), leftWidth: 14, rightWidth: 14, topHeight: 0, bottomHeight: 0 });
    s.width = p.width;
    s.height = 26;
    s.pivot.set(p.width / 2, 12);
    return s;
  }

  #makePickup(p: PickupView): Container {
    const name: TextureName = p.kind === 'orb' ? 'orb' : p.kind === 'coin' ? 'coin' : (['gem-blue', 'gem-pink', 'gem-green'] as const)[hashId(p.id) % 3];
    const s = new Sprite(this.#tex(name));
    s.anchor.set(0.5);
    s.scale.set(p.kind === 'orb' ? 0.9 : 0.75);
    return s;
  }

  #makeFrog(f: FrameFrog & { id: string }): Container {
    const mine = f.playerKey === this.#me;
    const s = new Sprite(this.#tex(mine ? 'frog-idle' : 'frog-idle-tintable'));
    s.anchor.set(0.5, 0.62);
    s.width = FROG_SIZE;
    s.height = FROG_SIZE;
    if (!mine) s.tint = f.tint ?? tintFor(f.playerKey);
    return s;
  }

  /** Draws one display frame; alpha is how far we are between the last two fixed steps (0..1). */
  render(alpha: number, dtMs: number): void {
    if (this.#destroyed || !this.#particles) return;
    this.#time += dtMs / 1000;
    const lerp = (t: Tracked<unknown>) => [t.prevX + (t.x - t.prevX) * alpha, t.prevY + (t.y - t.prevY) * alpha] as const;
    for (const t of this.#platforms.values()) { const [x, y] = lerp(t); t.sprite.position.set(x, y); }
    for (const t of this.#pickups.values()) {
      const [x, y] = lerp(t);
      const bob = Math.sin(this.#time * 3 + (hashId(t.view.id) % 7)) * 4;
      t.sprite.position.set(x, y + bob);
      if (t.view.kind === 'coin') t.sprite.scale.x = 0.75 * Math.cos(this.#time * 3 + hashId(t.view.id));
    }
    for (const t of this.#frogs.values()) {
      const [x, y] = lerp(t);
      const f = t.view;
      const s = t.sprite as Sprite;
      const mine = f.playerKey === this.#me;
      s.texture = this.#tex(`frog-${f.animation === 'walk' ? 'idle' : f.animation}${mine ? '' : '-tintable'}` as TextureName);
      s.position.set(x, y);
      s.scale.x = Math.abs(s.scale.x) * f.facing;
      s.alpha = f.paused ? 0.6 : 1;
      this.#labels.get(t.view.id)?.position.set(x, y - FROG_SIZE * 0.62 - 2);
    }
    this.#particles.update(dtMs / 1000);
    this.#moveCamera();
  }

  #moveCamera(): void {
    const { width, height } = this.app.screen;
    const scale = this.#scale();
    const me = this.#frogs.get(this.#me);
    if (me) {
      // Keep the frog a little below the middle; ease so landings do not jolt.
      const targetY = me.sprite.y - (height * 0.58) / scale;
      this.#camY = this.#camY === 0 ? targetY : this.#camY + (targetY - this.#camY) * 0.12;
      const halfView = width / scale / 2;
      const targetX = Math.min(Math.max(me.sprite.x, halfView), WORLD_WIDTH - halfView);
      this.#camX = WORLD_WIDTH * scale <= width ? WORLD_WIDTH / 2 : this.#camX + (targetX - this.#camX) * 0.15;
    }
    this.#world.scale.set(scale);
    this.#world.position.set(width / 2 - this.#camX * scale, -this.#camY * scale);
    for (const [bg, factor] of [[this.#bgFar, 0.05], [this.#bgNear, 0.18]] as const) {
      bg.width = width;
      bg.height = height;
      const texScale = Math.max(width / 800, height / 1600);
      bg.tileScale.set(texScale);
      bg.tilePosition.set(0, -this.#camY * factor * scale);
    }
  }

  destroy(): void {
    this.#destroyed = true;
    try { this.app.destroy({ removeView: true }, { children: true }); } catch { /* init did not finish */ }
  }
}

function hashId(id: string): number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return h >>> 0;
}

const TINTS = [0xff9ec7, 0x9ecbff, 0xffd479, 0xb8a4ff, 0x8ff0d2, 0xffa987];
export const tintFor = (key: string) => TINTS[hashId(key) % TINTS.length];
