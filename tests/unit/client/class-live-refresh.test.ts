// The class view refreshes from live events instead of polling: which events refresh what, how
// refreshes close together are made once, and each student's recent climbs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { splitUsernames } from '../../../client/features/teacher/AssignPanel.tsx';
import { climbsByStudent, mergeLive, RefreshBatcher, refreshNeeds } from '../../../client/features/teacher/liveRefresh.ts';
import type { ClassLiveUpdate } from '../../../server/features/teacher/live.ts';

const u = (over: Partial<ClassLiveUpdate> = {}): ClassLiveUpdate => ({ user_id: 7, username: 'mia_o', at: '2026-06-01T09:00:00.000Z', ...over });
const none = { results: false, replays: false };

describe('which live events refresh the class view', () => {
  it('ignores position updates of a student already in the results', () => {
    const prev = u({ height: 10, energy: 50, level: 1, paused: false });
    expect(refreshNeeds(prev, u({ height: 14, energy: 45, level: 1, paused: false }), true)).toEqual(none);
    expect(refreshNeeds(prev, u({ stuck_question: 'What is 6 x 7?' }), true)).toEqual(none);
  });

  it('refreshes the results on an answer, a new level, a refill or a new student', () => {
    expect(refreshNeeds(u(), u({ last_answer: 'wrong' }), true)).toEqual({ results: true, replays: false });
    expect(refreshNeeds(u(), u({ last_answer: 'right', stuck_question: null }), true)).toEqual({ results: true, replays: false });
    expect(refreshNeeds(u({ level: 1 }), u({ level: 2 }), true).results).toBe(true);
    expect(refreshNeeds(u({ paused: true }), u({ paused: false }), true).results).toBe(true);
    expect(refreshNeeds(undefined, u({ height: 3 }), false).results).toBe(true);
    // Only once for a student not in the table: later position updates wait for a real change.
    expect(refreshNeeds(u({ height: 3 }), u({ height: 4 }), false).results).toBe(false);
    expect(refreshNeeds(undefined, u({ height: 3 }), true).results).toBe(false);
  });

  it('refreshes the results and the climbs when a climb ends', () => {
    expect(refreshNeeds(u(), u({ ended: true, replay_id: 3 }), true)).toEqual({ results: true, replays: true });
  });

  it('keeps "left the climb" only until the student climbs again', () => {
    const left = mergeLive(u({ height: 20, stuck_question: 'Q' }), u({ ended: true, replay_id: 3 }));
    expect(left).toMatchObject({ height: 20, ended: true });
    expect(mergeLive(left, u({ height: 2 }))).toMatchObject({ height: 2, ended: false });
  });
});

describe('RefreshBatcher', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('makes refreshes asked for close together once, then waits for the next event', () => {
    const run = vi.fn();
    const b = new RefreshBatcher(run, 1000);
    b.add(none);
    b.add({ results: true, replays: false });
    vi.advanceTimersByTime(500);
    b.add({ results: false, replays: true });
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledExactlyOnceWith({ results: true, replays: true });
    // No loop: nothing runs again without another event.
    vi.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(1);
    b.add({ results: true, replays: false });
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenLastCalledWith({ results: true, replays: false });
  });

  it('drops what is pending when the page closes', () => {
    const run = vi.fn();
    const b = new RefreshBatcher(run, 1000);
    b.add({ results: true, replays: true });
    b.dispose();
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('the class view lists', () => {
  it('keeps each student\'s five newest climbs in the server\'s order', () => {
    const replays = [9, 8, 7, 6, 5, 4, 3].map((id) => ({ id, user_id: id === 5 ? 2 : 1 }));
    const by = climbsByStudent(replays);
    expect(by.get(1)!.map((r) => r.id)).toEqual([9, 8, 7, 6, 4]);
    expect(by.get(2)!.map((r) => r.id)).toEqual([5]);
  });

  it('reads usernames typed with commas, spaces, new lines or an @', () => {
    expect(splitUsernames(' mia_o, leo_o\n@zoe_l;kai_k  ')).toEqual(['mia_o', 'leo_o', 'zoe_l', 'kai_k']);
    expect(splitUsernames(' , ')).toEqual([]);
  });
});
