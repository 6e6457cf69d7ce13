// The class view keeps its results and recorded climbs fresh from the live events of the quiz
// instead of polling: an event that changes what the server would answer asks for a refresh, and
// refreshes asked for within a moment of each other are made once.
import type { ClassLiveUpdate } from '../../../server/features/teacher/live.ts';
import { REPLAYS_PER_STUDENT } from '../../../server/features/teacher/schema.ts';

export interface RefreshNeeds { results: boolean; replays: boolean }

/** How long refreshes are gathered; it also lets the game's session update land first. */
export const REFRESH_DELAY_MS = 1000;

/**
 * What a live event changes. `prev` is what the page knew of this student before the event;
 * `inResults` whether the student is in the results table already.
 */
export function refreshNeeds(prev: ClassLiveUpdate | undefined, u: ClassLiveUpdate, inResults: boolean): RefreshNeeds {
  const ended = u.ended === true;
  const results = ended
    || u.last_answer !== undefined
    || u.stuck_question === null
    // A student the table does not show yet (heard of for the first time on this page).
    || (prev === undefined && !inResults)
    // A new level, or energy refilled after a quiz: the game reports its counters then.
    || (prev?.level !== undefined && u.level !== undefined && u.level !== prev.level)
    || (prev?.paused === true && u.paused === false);
  return { results, replays: ended };
}

/** The live panel's entry for a student after an event: `ended` holds only until they climb again. */
export function mergeLive(prev: ClassLiveUpdate | undefined, u: ClassLiveUpdate): ClassLiveUpdate {
  return { ...prev, ...u, ended: u.ended === true };
}

/** Gathers refresh needs and runs them once, REFRESH_DELAY_MS after the first one. */
export class RefreshBatcher {
  #run: (needs: RefreshNeeds) => void;
  #delayMs: number;
  #pending: RefreshNeeds = { results: false, replays: false };
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(run: (needs: RefreshNeeds) => void, delayMs = REFRESH_DELAY_MS) {
    this.#run = run;
    this.#delayMs = delayMs;
  }

  add(needs: RefreshNeeds): void {
    if (!needs.results && !needs.replays) return;
    this.#pending = { results: this.#pending.results || needs.results, replays: this.#pending.replays || needs.replays };
    this.#timer ??= setTimeout(() => this.flush(), this.#delayMs);
  }

  flush(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    const needs = this.#pending;
    this.#pending = { results: false, replays: false };
    if (needs.results || needs.replays) this.#run(needs);
  }

  dispose(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#pending = { results: false, replays: false };
  }
}

/** Each student's climbs, newest first, as the server lists them (already newest first). */
export function climbsByStudent<R extends { user_id: number }>(replays: R[], perStudent = REPLAYS_PER_STUDENT): Map<number, R[]> {
  const out = new Map<number, R[]>();
  for (const r of replays) {
    const list = out.get(r.user_id) ?? [];
    if (list.length < perStudent) list.push(r);
    out.set(r.user_id, list);
  }
  return out;
}
