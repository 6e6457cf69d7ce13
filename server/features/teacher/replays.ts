// Recorded climbs: when a player of a class quiz leaves a Brain Climb world, the room hands over
// the world's input stream (sim replay format) and the frog to follow; a teacher lists and opens
// them from the class view and the browser replays them through the same sim.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { climbReplays, users } from '../../db/schema.ts';
import type { ReplayFile } from '../../../sim/replay.ts';
import type { Quizzes } from '../quiz/quizzes.ts';
import type { ReplaySummary } from './schema.ts';

/** Climbs shorter than this (2 s) are not worth watching. */
const MIN_TICKS = 120;

export class ReplayStore {
  #db: Db;
  #quizzes: Quizzes;
  constructor(db: Db, quizzes: Quizzes) {
    this.#db = db;
    this.#quizzes = quizzes;
  }

  /** From the room: a class quiz player's climb. Other climbs are not kept. */
  async record(c: { userId: number; quizCode: string | null; level: number; playerKey: string; replay: ReplayFile }): Promise<number | null> {
    if (!c.quizCode || c.replay.ticks < MIN_TICKS) return null;
    const quiz = await this.#quizzes.findByCode(c.quizCode);
    if (!quiz || quiz.mode !== 'teacher') return null;
    const [row] = await this.#db.insert(climbReplays).values({ userId: c.userId, quizId: quiz.id, level: c.level, playerKey: c.playerKey, ticks: c.replay.ticks, replay: c.replay })
      .returning({ id: climbReplays.id });
    return row.id;
  }

  async list(quizId: number): Promise<ReplaySummary[]> {
    const rows = await this.#db.select({ id: climbReplays.id, userId: climbReplays.userId, username: users.username, displayName: users.displayName, level: climbReplays.level, ticks: climbReplays.ticks, createdAt: climbReplays.createdAt })
      .from(climbReplays).innerJoin(users, eq(users.id, climbReplays.userId)).where(eq(climbReplays.quizId, quizId)).orderBy(desc(climbReplays.createdAt)).limit(200);
    return rows.map((r) => ({ id: r.id, user_id: r.userId, username: r.username, display_name: r.displayName, level: r.level, seconds: Math.round(r.ticks / 60), created_at: r.createdAt.toISOString() }));
  }

  async get(quizId: number, id: number): Promise<{ replay: ReplayFile; player_key: string; user_id: number } | undefined> {
    const [row] = await this.#db.select().from(climbReplays).where(and(eq(climbReplays.id, id), eq(climbReplays.quizId, quizId)));
    return row ? { replay: row.replay as ReplayFile, player_key: row.playerKey, user_id: row.userId } : undefined;
  }
}
