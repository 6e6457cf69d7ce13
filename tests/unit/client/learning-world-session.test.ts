// The guest Learning World session: the fixed step driven by animation frames, a catch pausing the
// game, the quiz asked and checked over HTTP, and the catch resolved the way the sim says.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Input } from '../../../sim/core/input.ts';
import { setCsrfToken } from '../../../client/api/client.ts';
import { LwInput } from '../../../client/features/learning-world/LwInput.ts';
import { LwSession, type LwHandlers } from '../../../client/features/learning-world/LwSession.ts';

let frames: ((now: number) => void)[] = [];
let now = 0;
let cancelled = 0;
let requests: { method: string; path: string; body: unknown; csrf: string | undefined }[] = [];
let replies: Record<string, unknown> = {};

beforeEach(() => {
  frames = []; now = 0; cancelled = 0; requests = []; replies = {};
  vi.stubGlobal('requestAnimationFrame', (cb: (t: number) => void) => { frames.push(cb); return frames.length; });
  vi.stubGlobal('cancelAnimationFrame', () => { cancelled++; });
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    requests.push({ method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined, csrf: headers['X-CSRF-Token'] });
    const reply = replies[`${init.method} ${path}`];
    return new Response(JSON.stringify(reply ?? { success: false, error: 'Not found' }), { status: reply ? 200 : 404 });
  });
  setCsrfToken('token-1');
});

afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

/** Runs animation frames 16 ms apart; `steer` may press keys before each frame. Stops when `until` holds. */
function play(ms: number, until: () => boolean, steer?: () => void): void {
  for (let t = 0; t < ms && !until(); t += 16) {
    steer?.();
    now += 16;
    const next = frames.shift();
    if (!next) throw new Error('the session asked for no frame');
    next(now);
  }
}

function guestSession() {
  const input = new LwInput(new EventTarget() as unknown as Window);
  const seen = { caught: 0, gems: [] as number[], hud: 0 };
  const handlers: LwHandlers = {
    onCaught: () => { seen.caught++; },
    onGem: (g) => { seen.gems.push(g); },
    onModuleOpened: () => undefined,
    onHotspotOpened: () => undefined,
    onHud: () => { seen.hud++; },
  };
  const session = new LwSession({ seed: 'unit-lw', signedIn: false, modules: 0, room: null, input, handlers });
  let drawn = 0;
  let destroyed = 0;
  session.attachView({ draw: () => { drawn++; }, destroy: () => { destroyed++; } });
  /** Walks towards the nearest gem, one axis at a time, with the sim's own input bits. */
  const chaseGem = () => {
    input.release(Input.LEFT | Input.RIGHT | Input.UP | Input.DOWN);
    const v = session.view();
    const gem = [...v.gems].sort((a, b) => Math.hypot(a.x - v.player.x, a.y - v.player.y) - Math.hypot(b.x - v.player.x, b.y - v.player.y))[0];
    if (!gem) return;
    if (Math.abs(gem.x - v.player.x) > 4) input.press(gem.x < v.player.x ? Input.LEFT : Input.RIGHT);
    else if (Math.abs(gem.y - v.player.y) > 4) input.press(gem.y < v.player.y ? Input.UP : Input.DOWN);
  };
  return { session, input, seen, chaseGem, drawn: () => drawn, destroyed: () => destroyed };
}

describe('the Learning World session (guest)', () => {
  it('steps at 60 Hz, collects gems, and pauses on a catch', () => {
    const g = guestSession();
    g.session.start();
    play(1000, () => false, g.chaseGem);
    expect(g.session.caught).toBe(false);
    expect(g.session.world.tick).toBeGreaterThanOrEqual(58);
    expect(g.session.world.tick).toBeLessThanOrEqual(61);
    expect(g.drawn()).toBeGreaterThan(50);

    play(120_000, () => g.session.caught, g.chaseGem);
    expect(g.seen.gems.length).toBeGreaterThan(0);
    expect(g.seen.gems).toEqual(g.seen.gems.map((_, i) => i + 1));
    expect(g.session.caught).toBe(true);
    expect(g.seen.caught).toBe(1);

    const pausedAt = g.session.world.tick;
    play(2000, () => false, g.chaseGem);
    expect(g.session.world.tick).toBe(pausedAt);
    expect(g.drawn()).toBeGreaterThan(pausedAt / 2);

    g.session.dispose();
    expect(cancelled).toBe(1);
    expect(g.destroyed()).toBe(1);
  });

  it('asks the quiz API after a catch, keeps the gems after a right answer and resumes invulnerable', async () => {
    const g = guestSession();
    g.session.start();
    play(120_000, () => g.session.caught, g.chaseGem);
    const gems = g.session.world.gems;
    expect(gems).toBeGreaterThan(0);

    replies['GET /api/quiz/question'] = { success: true, question: { id: 'q-7', question: '2 + 2 = ?', choices: ['3', '4'], subject: 'math' } };
    const q = await g.session.question();
    expect(q.id).toBe('q-7');

    replies['POST /api/quiz/answer'] = { success: true, correct: true, correct_index: 1, correct_choice: '4', explanation: 'Two and two make four.' };
    const result = await g.session.answer('q-7', 1);
    expect(requests.at(-1)).toEqual({ method: 'POST', path: '/api/quiz/answer', body: { question_id: 'q-7', selected_index: 1 }, csrf: 'token-1' });
    expect(result).toMatchObject({ correct: true, correct_choice: '4', coins: 0 });

    const outcome = g.session.resolve(result.correct);
    expect(outcome).toMatchObject({ correct: true, gems });
    expect(g.session.caught).toBe(false);
    const v = g.session.view();
    expect(v.gemCount).toBe(gems);
    expect(v.player.invulnerable).toBe(true);
    expect(v.invulnerableS).toBeCloseTo(3, 1);

    const resumedAt = g.session.world.tick;
    play(500, () => false);
    expect(g.session.world.tick).toBeGreaterThan(resumedAt + 25);
    expect(g.session.caught).toBe(false);
    g.session.dispose();
  });

  it('resets the gems after a wrong answer and brings the enemies back after 3 s', async () => {
    const g = guestSession();
    g.session.start();
    play(120_000, () => g.session.caught, g.chaseGem);
    expect(g.session.world.gems).toBeGreaterThan(0);

    replies['POST /api/quiz/answer'] = { success: true, correct: false, correct_index: 0, correct_choice: 'Paris', explanation: 'Paris is the capital.' };
    const result = await g.session.answer('q-9', 2);
    expect(result.correct).toBe(false);
    const gems = g.session.world.gems;
    expect(g.session.resolve(result.correct)).toEqual({ correct: false, gemsToSave: gems });

    const v = g.session.view();
    expect(v.gemCount).toBe(0);
    expect(v.enemies).toHaveLength(0);
    expect(v.respawnInS).toBeCloseTo(3, 1);
    play(3200, () => g.session.view().enemies.length > 0);
    expect(g.session.view().enemies.length).toBeGreaterThan(0);
    g.session.dispose();
  });

  it('lets a failed answer call surface as an error without touching the world', async () => {
    const g = guestSession();
    g.session.start();
    play(120_000, () => g.session.caught, g.chaseGem);
    await expect(g.session.answer('q-1', 0)).rejects.toMatchObject({ status: 404 });
    expect(g.session.caught).toBe(true);
    g.session.dispose();
  });
});
