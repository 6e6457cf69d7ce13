// Recorded climbs: when a player of a class quiz leaves a Brain Climb world, the room hands over
// the world's input stream (sim replay format) and the frog to follow; a teacher lists each
// student's recent climbs from the class view and the browser replays them through the same sim.
// Every ended climb of a class quiz is announced to the listeners (the live class view), whether
// or not it was long enough to keep.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { climbReplays, users } from '../../db/schema.ts';
import type { ReplayFile } from '../../../sim/replay.ts';
import type { Quizzes } from '../quiz/quizzes.ts';
import { REPLAYS_PER_STUDENT, type ReplaySummary } from './schema.ts';

/** Climbs shorter than this (2 s) are not worth watching. */
const MIN_TICKS = 120;

export interface ClimbEnded { quizCode: string; userId: number; username: string; displayName: string; replayId: number | null }

export class ReplayStore {
  #db: Db;
  #quizzes: Quizzes;
  #listeners = new Set<(e: ClimbEnded) => void>();
  constructor(db: Db, quizzes: Quizzes) {
    this.#db = db;
    this.#quizzes = quizzes;
  }

  /** Told after a class quiz player's climb ended (and was stored, when long enough). */
  onClimbEnded(listener: (e: ClimbEnded) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** From the room: a class quiz player's climb. Other climbs are not kept. */
  async record(c: { userId: number; quizCode: string | null; level: number; playerKey: string; replay: ReplayFile }): Promise<number | null> {
    if (!c.quizCode) return null;
    const quiz = await this.#quizzes.findByCode(c.quizCode);
    if (!quiz || quiz.mode !== 'teacher') return null;
    let replayId: number | null = null;
    if (c.replay.ticks >= MIN_TICKS) {
      const [row] = await this.#db.insert(climbReplays).values({ userId: c.userId, quizId: quiz.id, level: c.level, playerKey: c.playerKey, ticks: c.replay.ticks, replay: c.replay })
        .returning({ id: climbReplays.id });
      replayId = row.id;
    }
    if (this.#listeners.size > 0) {
      const [user] = await this.#db.select({ username: users.username, displayName: users.displayName }).from(users).where(eq(users.id, c.userId));
      if (user) for (const listener of this.#listeners) listener({ quizCode: quiz.code, userId: c.userId, username: user.username, displayName: user.displayName, replayId });
    }
    return replayId;
  }

  /** Each student's most recent climbs (up to REPLAYS_PER_STUDENT), all newest first. */
  async list(quizId: number): Promise<ReplaySummary[]> {
    const ranked = this.#db.select({
      id: climbReplays.id, userId: climbReplays.userId, level: climbReplays.level, ticks: climbReplays.ticks, createdAt: climbReplays.createdAt,
      rank: sql<number>`row_number() over (partition by ${climbReplays.userId} order by ${climbReplays.createdAt} desc, ${climbReplays.id} desc)`.as('rank'),
    }).from(climbReplays).where(eq(climbReplays.quizId, quizId)).as('ranked');
    const rows = await this.#db.select({ id: ranked.id, userId: ranked.userId, username: users.username, displayName: users.displayName, level: ranked.level, ticks: ranked.ticks, createdAt: ranked.createdAt })
      .from(ranked).innerJoin(users, eq(users.id, ranked.userId)).where(lte(ranked.rank, REPLAYS_PER_STUDENT))
      .orderBy(desc(ranked.createdAt), desc(ranked.id)).limit(2000);
    return rows.map((r) => ({ id: r.id, user_id: r.userId, username: r.username, display_name: r.displayName, level: r.level, seconds: Math.round(r.ticks / 60), created_at: new Date(r.createdAt).toISOString() }));
  }

  async get(quizId: number, id: number): Promise<{ replay: ReplayFile; player_key: string; user_id: number } | undefined> {
    const [row] = await this.#db.select().from(climbReplays).where(and(eq(climbReplays.id, id), eq(climbReplays.quizId, quizId)));
    return row ? { replay: row.replay as ReplayFile, player_key: row.playerKey, user_id: row.userId } : undefined;
  }
}
