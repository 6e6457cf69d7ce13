// One Learning World game in the browser: the sim stepped at a fixed 60 Hz (requestAnimationFrame
// with an accumulator), input from LwInput, the world drawn by whichever view the page chose.
// Signed in, every step also goes to the player's room, which checks the quiz after a catch and
// credits coins; as a guest the quiz is asked and checked over HTTP and nothing is saved.
import * as LW from '../../../sim/learning-world/index.ts';
import type { PublicQuestion } from '../../../server/features/quiz/schema.ts';
import { api } from '../../api/client.ts';
import type { LwInput } from './LwInput.ts';
import type { LwRoom } from './lwRoom.ts';

const STEP_MS = 1000 / 60;
const MAX_STEPS_PER_FRAME = 5;

export interface CatchResult { correct: boolean; correct_index: number; correct_choice: string; explanation: string; coins: number }

/** Draws the world: `timeS` runs for animation, `flash` goes from 1 to 0 after a catch. */
export interface LwView { draw(view: LW.LearningWorldView, timeS: number, flash: number): void; destroy(): void }

export interface LwHandlers {
  onCaught(): void;
  onGem(gems: number): void;
  onModuleOpened(index: number): void;
  onHotspotOpened(): void;
  onHud(view: LW.LearningWorldView): void;
}

export class LwSession {
  readonly world: LW.LearningWorld;
  readonly room: LwRoom | null;
  #input: LwInput;
  #view: LwView | null = null;
  #on: LwHandlers;
  #acc = 0;
  #last = 0;
  #raf = 0;
  #timeS = 0;
  #flash = 0;
  #disposed = false;

  constructor(opts: { seed: string; signedIn: boolean; modules: number; room: LwRoom | null; input: LwInput; handlers: LwHandlers }) {
    this.world = LW.createLearningWorld({ seed: opts.seed, signedIn: opts.signedIn, modules: opts.modules });
    this.room = opts.room;
    this.#input = opts.input;
    this.#on = opts.handlers;
  }

  attachView(view: LwView): void {
    this.#view = view;
  }

  get caught(): boolean { return this.world.state === 1; }
  view(): LW.LearningWorldView { return LW.learningWorldView(this.world); }

  start(): void {
    this.#last = performance.now();
    const frame = (now: number) => {
      if (this.#disposed) return;
      const elapsed = Math.min(now - this.#last, 250);
      this.#last = now;
      this.#timeS += elapsed / 1000;
      this.#flash = Math.max(0, this.#flash - elapsed / 400);
      if (!this.caught) {
        this.#acc += elapsed;
        let n = 0;
        while (this.#acc >= STEP_MS && n < MAX_STEPS_PER_FRAME && !this.caught) { this.#step(); this.#acc -= STEP_MS; n++; }
        if (n === MAX_STEPS_PER_FRAME) this.#acc = 0;
      }
      this.#view?.draw(LW.learningWorldView(this.world), this.#timeS, this.#flash);
      this.#raf = requestAnimationFrame(frame);
    };
    this.#raf = requestAnimationFrame(frame);
  }

  #step(): void {
    const bits = this.#input.bits();
    this.room?.send(bits);
    const events = LW.stepLearningWorld(this.world, bits);
    this.#input.endStep();
    let hud = false;
    for (const e of events) {
      switch (e.type) {
        case 'gem_collected': this.#on.onGem(e.gems); hud = true; break;
        case 'caught': this.#flash = 1; this.#acc = 0; this.#on.onCaught(); hud = true; break;
        case 'module_opened': this.#on.onModuleOpened(e.module); break;
        case 'hotspot_opened': this.#on.onHotspotOpened(); break;
        case 'enemies_respawned': case 'enemy_spawned': case 'invulnerability_ended': hud = true; break;
        default: break;
      }
    }
    if (hud || this.world.tick % 15 === 0) this.#on.onHud(LW.learningWorldView(this.world));
  }

  /** The question for the current catch: the room's when signed in, otherwise the quiz API's. */
  async question(): Promise<PublicQuestion> {
    if (this.room) return (await this.room.question()).question;
    const r = await api<{ question: PublicQuestion }>('GET', '/api/quiz/question');
    return r.question;
  }

  /** Checks the answer on the server, resolves the catch here the same way, and says what it earned. */
  async answer(questionId: string, selectedIndex: number): Promise<CatchResult> {
    let result: CatchResult;
    if (this.room) {
      const a = await this.room.answer(questionId, selectedIndex);
      result = { correct: a.correct, correct_index: a.correct_index, correct_choice: a.correct_choice, explanation: a.explanation, coins: a.coins_credited };
    } else {
      const a = await api<Omit<CatchResult, 'coins'>>('POST', '/api/quiz/answer', { question_id: questionId, selected_index: selectedIndex });
      result = { ...a, coins: 0 };
    }
    return result;
  }

  /** After the player read the feedback: the catch is resolved and play goes on. */
  resolve(correct: boolean): LW.CatchAnswer {
    const outcome = LW.answerCatch(this.world, correct);
    this.#acc = 0;
    this.#on.onHud(LW.learningWorldView(this.world));
    return outcome;
  }

  dispose(): void {
    this.#disposed = true;
    cancelAnimationFrame(this.#raf);
    this.#view?.destroy();
    void this.room?.leave();
  }
}
