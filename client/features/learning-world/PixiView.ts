// The Learning World drawn with PixiJS (WebGL): a 1200x700 stage scaled by CSS to fit, retained
// sprites per gem and enemy, bobbing gems, enemy trails, a blinking player while invulnerable
// and a white flash on a catch.
import { Application, Assets, Container, Graphics, Sprite, Text, type Texture } from 'pixi.js';
import type { LearningWorldView } from '../../../sim/learning-world/index.ts';
import type { PlayerModule } from '../../../server/features/learning-world/schema.ts';
import type { LwView } from './LwSession.ts';
import { ART, FIELD_H, FIELD_W } from './art.ts';

type ArtName = keyof typeof ART;

export class PixiView implements LwView {
  readonly app = new Application();
  #tex = {} as Record<ArtName, Texture>;
  #gems = new Map<string, Sprite>();
  #enemies = new Map<string, { sprite: Sprite; trail: Graphics; points: { x: number; y: number }[] }>();
  #player!: Sprite;
  #flash!: Graphics;
  #layer = new Container();
  #ready = false;

  async init(host: HTMLElement, modules: readonly PlayerModule[], view: LearningWorldView): Promise<void> {
    await this.app.init({ width: FIELD_W, height: FIELD_H, antialias: true, preference: 'webgl', resolution: Math.min(window.devicePixelRatio || 1, 2), autoDensity: false, background: '#7fd866' });
    this.app.canvas.className = 'lw-canvas';
    this.app.canvas.dataset.renderer = 'webgl';
    host.appendChild(this.app.canvas);
    const names = Object.keys(ART) as ArtName[];
    const loaded = await Promise.all(names.map((n) => Assets.load<Texture>({ src: ART[n], data: { resolution: 2 } })));
    names.forEach((n, i) => { this.#tex[n] = loaded[i]; });
    const field = new Sprite(this.#tex.field);
    field.width = FIELD_W;
    field.height = FIELD_H;
    this.app.stage.addChild(field);
    for (const m of view.modules) {
      const s = this.#sprite('module', 120);
      s.position.set(m.x, m.y);
      this.app.stage.addChild(s);
      const info = modules[m.index];
      if (info) this.app.stage.addChild(this.#label(`${info.emoji} ${info.title}${info.locked ? ' 🔒' : info.premium ? ' ⭐' : ''}`, m.x, m.y + 76));
    }
    if (view.hotspot) {
      const h = this.#sprite('hotspot', 100);
      h.position.set(view.hotspot.x, view.hotspot.y);
      this.app.stage.addChild(h, this.#label('🏆 Rewards', view.hotspot.x, view.hotspot.y + 66));
    }
    this.#player = this.#sprite('player', 56);
    this.#flash = new Graphics().rect(0, 0, FIELD_W, FIELD_H).fill(0xffffff);
    this.#flash.alpha = 0;
    this.app.stage.addChild(this.#layer, this.#player, this.#flash);
    this.#ready = true;
  }

  draw(v: LearningWorldView, t: number, flash: number): void {
    if (!this.#ready) return;
    sync(this.#gems, v.gems, () => this.#layer.addChild(this.#sprite('gem', 40)), (s, g) => s.position.set(g.x, g.y + Math.sin(t * 4 + g.x) * 5));
    const seen = new Set<string>();
    for (const e of v.enemies) {
      seen.add(e.id);
      let en = this.#enemies.get(e.id);
      if (!en) {
        const trail = new Graphics();
        const sprite = this.#sprite('enemy', 56);
        this.#layer.addChild(trail, sprite);
        en = { sprite, trail, points: [] };
        this.#enemies.set(e.id, en);
      }
      en.points.push({ x: e.x, y: e.y });
      if (en.points.length > 8) en.points.shift();
      en.trail.clear();
      en.points.forEach((p, i) => en.trail.circle(p.x, p.y, 22).fill({ color: 0x7b2cbf, alpha: (i + 1) / 40 }));
      en.sprite.position.set(e.x, e.y);
      en.sprite.rotation = Math.sin(t * 6 + e.x) * 0.08;
    }
    for (const [id, en] of this.#enemies) if (!seen.has(id)) { en.sprite.destroy(); en.trail.destroy(); this.#enemies.delete(id); }
    this.#player.position.set(v.player.x, v.player.y);
    this.#player.alpha = v.player.invulnerable && Math.floor(t * 8) % 2 === 0 ? 0.35 : 1;
    this.#flash.alpha = flash * 0.6;
  }

  #sprite(name: ArtName, size: number): Sprite {
    const s = new Sprite(this.#tex[name]);
    s.anchor.set(0.5);
    s.width = size;
    s.height = size;
    return s;
  }

  #label(text: string, x: number, y: number): Text {
    const label = new Text({ text, style: { fontFamily: 'Baloo 2, Nunito, sans-serif', fontSize: 20, fontWeight: '700', fill: 0xffffff, stroke: { color: 0x1d3557, width: 5 } } });
    label.anchor.set(0.5, 0.5);
    label.position.set(x, y);
    return label;
  }

  destroy(): void {
    this.#ready = false;
    try { this.app.destroy(true, { children: true }); } catch { /* never finished starting */ }
  }
}

function sync<V extends { id: string }>(map: Map<string, Sprite>, views: V[], make: () => Sprite, place: (s: Sprite, v: V) => void): void {
  const seen = new Set<string>();
  for (const v of views) {
    seen.add(v.id);
    let s = map.get(v.id);
    if (!s) { s = make(); map.set(v.id, s); }
    place(s, v);
  }
  for (const [id, s] of map) if (!seen.has(id)) { s.destroy(); map.delete(id); }
}
