// Signed-in play goes through a room (the server verifies every reward); these join the room for
// a level and hand it to the session. When no room can be joined the game goes on offline.
import type { GameMode } from '../modeFlow.ts';
import { ClimbLink } from './ClimbLink.ts';
import type { GameSession } from './GameSession.ts';

export interface OnlineOptions { mode: GameMode; quizCode: string | null; testEnergy?: number; shortLevel?: boolean }

/** Joins a world of `level` and plays in it; false (and the game stays local) when that fails. */
export async function goOnline(session: GameSession, level: number, o: OnlineOptions, how: { carry?: boolean; fresh?: boolean } = {}): Promise<boolean> {
  const carry = how.carry ?? false;
  try {
    const link = await ClimbLink.join({
      level, mode: o.mode, carry, fresh: how.fresh ?? false,
      ...(o.quizCode ? { quiz_code: o.quizCode } : {}),
      ...(o.shortLevel && level === 1 ? { test_level: 'short' as const } : {}),
      ...(o.testEnergy && !carry ? { test_energy: o.testEnergy } : {}),
    });
    session.attach(link);
    return true;
  } catch (err) {
    console.warn('no room could be joined; playing offline', err);
    return false;
  }
}

export async function goOffline(session: GameSession): Promise<void> {
  await session.detach()?.leave();
}
