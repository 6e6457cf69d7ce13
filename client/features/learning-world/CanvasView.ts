// The classic view (?view=legacy, and browsers without WebGL): the Learning World drawn with the
// Canvas 2D API on a 1200x700 canvas that CSS scales to fit.
import type { LearningWorldView } from '../../../sim/learning-world/index.ts';
import type { PlayerModule } from '../../../server/features/learning-world/schema.ts';
import type { LwView } from './LwSession.ts';
import { ART, FIELD_H, FIELD_W } from './art.ts';

export class CanvasView implements LwView {
  readonly canvas: HTMLCanvasElement;
  #ctx: CanvasRenderingContext2D;
  #img: Record<string, HTMLImageElement> = {};
  #modules: readonly PlayerModule[];
  #trails = new Map<string, { x: number; y: number }[]>();

  constructor(host: HTMLElement, modules: readonly PlayerModule[]) {
    this.canvas = document.createElement('canvas');
    this.canvas.width = FIELD_W;
    this.canvas.height = FIELD_H;
    this.canvas.className = 'lw-canvas';
    this.canvas.dataset.renderer = 'canvas2d';
    host.appendChild(this.canvas);
    this.#ctx = this.canvas.getContext('2d')!;
    this.#modules = modules;
    for (const [name, src] of Object.entries(ART)) {
      const img = new Image();
      img.src = src;
      this.#img[name] = img;
    }
  }

  draw(v: LearningWorldView, t: number, flash: number): void {
    const c = this.#ctx;
    if (!this.#image('field', 0, 0, FIELD_W, FIELD_H)) {
      c.fillStyle = '#7fd866';
      c.fillRect(0, 0, FIELD_W, FIELD_H);
    }
    for (const m of v.modules) {
      this.#image('module', m.x - 60, m.y - 60, 120, 120);
      const info = this.#modules[m.index];
      if (info) this.#label(`${info.emoji} ${info.title}${info.locked ? ' 🔒' : info.premium ? ' ⭐' : ''}`, m.x, m.y + 76);
    }
    if (v.hotspot) {
      this.#image('hotspot', v.hotspot.x - 50, v.hotspot.y - 50, 100, 100);
      this.#label('🏆 Rewards', v.hotspot.x, v.hotspot.y + 66);
    }
    for (const g of v.gems) this.#image('gem', g.x - 20, g.y - 20 + Math.sin(t * 4 + g.x) * 5, 40, 40);
    for (const e of v.enemies) {
      const trail = this.#trails.get(e.id) ?? [];
      trail.push({ x: e.x, y: e.y });
      if (trail.length > 8) trail.shift();
      this.#trails.set(e.id, trail);
      trail.forEach((p, i) => { c.globalAlpha = (i + 1) / 40; c.beginPath(); c.arc(p.x, p.y, 22, 0, Math.PI * 2); c.fillStyle = '#7b2cbf'; c.fill(); });
      c.globalAlpha = 1;
      this.#image('enemy', e.x - 28, e.y - 28, 56, 56);
    }
    for (const id of this.#trails.keys()) if (!v.enemies.some((e) => e.id === id)) this.#trails.delete(id);
    const blink = v.player.invulnerable && Math.floor(t * 8) % 2 === 0;
    c.globalAlpha = blink ? 0.35 : 1;
    this.#image('player', v.player.x - 28, v.player.y - 28, 56, 56);
    c.globalAlpha = 1;
    if (flash > 0) { c.fillStyle = `rgba(255,255,255,${flash * 0.6})`; c.fillRect(0, 0, FIELD_W, FIELD_H); }
  }

  #image(name: string, x: number, y: number, w: number, h: number): boolean {
    const img = this.#img[name];
    if (!img?.complete || img.naturalWidth === 0) return false;
    this.#ctx.drawImage(img, x, y, w, h);
    return true;
  }

  #label(text: string, x: number, y: number): void {
    const c = this.#ctx;
    c.font = '700 20px "Baloo 2", Nunito, sans-serif';
    c.textAlign = 'center';
    c.lineWidth = 5;
    c.strokeStyle = '#1d3557';
    c.strokeText(text, x, y);
    c.fillStyle = '#ffffff';
    c.fillText(text, x, y);
  }

  destroy(): void {
    this.canvas.remove();
  }
}
