// What the rooms need from the rest of the server, handed over by the composition root, and who
// is joining: the signed-in user named by the session cookie of the matchmaking request.
import type { AuthContext } from '@colyseus/core';
import type { AuthService } from '../features/auth/service.ts';
import type { ClimbRecords } from '../features/jump-game/climbRecords.ts';
import type { RefillService } from '../features/quiz/refill.ts';
import type { QuizService } from '../features/quiz/service.ts';
import { SESSION_COOKIE } from '../http/session.ts';
import type { Logger } from '../log.ts';
import type { ClimbSummary } from './brain-climb/BrainClimbRoom.ts';

export interface RoomUser { id: number; username: string; displayName: string; role: string }

export interface LiveUpdate { user_id: number; username: string; height: number; energy: number; level: number; paused: boolean }

export interface RoomDeps {
  log: Logger;
  auth: AuthService;
  refill: RefillService;
  records: ClimbRecords;
  /** The highest level this user has unlocked. */
  progress(userId: number): Promise<number>;
  quiz?: QuizService;
  rewards?: {
    credit(userId: number, credit: { amount: number; reason: 'brain_climb_coin' | 'learning_world_answer'; ref: string }): Promise<unknown>;
    recordVerifiedGems?(userId: number, gems: number): Promise<unknown> | void;
  };
  publishLive?(quizCode: string, update: LiveUpdate): void;
  saveReplay?(summary: ClimbSummary): Promise<unknown>;
  testHooks: boolean;
}

export async function userFromContext(auth: AuthService, context: AuthContext | undefined): Promise<RoomUser | undefined> {
  const header = context?.headers?.get?.('cookie') ?? undefined;
  const token = header ? readCookieHeader(header, SESSION_COOKIE) : undefined;
  if (!token) return undefined;
  const user = await auth.userForSession(token);
  return user ? { id: user.id, username: user.username, displayName: user.displayName, role: user.role } : undefined;
}

function readCookieHeader(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try { return decodeURIComponent(part.slice(eq + 1).trim()); } catch { return undefined; }
    }
  }
  return undefined;
}
