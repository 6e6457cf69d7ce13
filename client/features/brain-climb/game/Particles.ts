// Small sparkle bursts where something was picked up. A fixed pool of sprites is reused, so
// particles never allocate during play.
import { Container, Sprite, type Texture } from 'pixi.js';

const POOL = 96;
const LIFE_S = 0.6;

export class Particles {
  readonly container = new Container();
  #sprites: Sprite[] = [];
  #vx = new Float32Array(POOL);
  #vy = new Float32Array(POOL);
  #life = new Float32Array(POOL);
  #next = 0;

  constructor(texture: Texture) {
    for (let i = 0; i < POOL; i++) {
      const s = new Sprite(texture);
      s.anchor.set(0.5);
      s.visible = false;
      this.#sprites.push(s);
      this.container.addChild(s);
    }
  }

  burst(x: number, y: number, tint: number, count = 10): void {
    for (let k = 0; k < count; k++) {
      const i = this.#next;
      this.#next = (this.#next + 1) % POOL;
      const angle = (k / count) * Math.PI * 2;
      const speed = 90 + (k % 3) * 40;
      this.#vx[i] = Math.cos(angle) * speed;
      this.#vy[i] = Math.sin(angle) * speed - 60;
      this.#life[i] = LIFE_S;
      const s = this.#sprites[i];
      s.position.set(x, y);
      s.tint = tint;
      s.visible = true;
    }
  }

  update(dt: number): void {
    for (let i = 0; i < POOL; i++) {
      if (this.#life[i] <= 0) continue;
      this.#life[i] -= dt;
      const s = this.#sprites[i];
      if (this.#life[i] <= 0) { s.visible = false; continue; }
      this.#vy[i] += 300 * dt;
      s.x += this.#vx[i] * dt;
      s.y += this.#vy[i] * dt;
      const t = this.#life[i] / LIFE_S;
      s.alpha = t;
      s.scale.set(0.4 + 0.5 * t);
    }
  }
}
