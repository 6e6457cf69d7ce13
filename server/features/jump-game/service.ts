// Jump game progress: the highest level a signed-in player unlocked and their gem total. Both
// change only on what a Brain Climb room recorded (climbRecords.ts): a room that sees a frog reach
// the goal unlocks the next level, and gems are added only up to those the rooms saw collected
// and no earlier save claimed. The HTTP saves confirm that: they never unlock or add on their own.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { jumpProgress } from '../../db/schema.ts';
import { unprocessable } from '../../http/errors.ts';
import type { ClimbRecords } from './climbRecords.ts';
import { LEVEL_MIN, NEXT_LEVEL_ONLY_MESSAGE } from './schema.ts';

/** Stays inside a 32-bit integer column however many calls add gems. */
export const TOTAL_GEMS_CEILING = 2_000_000_000;

export interface Progress { highest_level: number; total_gems: number }

export class JumpGameService {
  #db: Db;
  #records: ClimbRecords;
  constructor(db: Db, records: ClimbRecords) {
    this.#db = db;
    this.#records = records;
  }

  async progress(userId: number): Promise<Progress> {
    const [row] = await this.#db.select().from(jumpProgress).where(eq(jumpProgress.userId, userId));
    return { highest_level: row?.highestLevel ?? LEVEL_MIN, total_gems: row?.totalGems ?? 0 };
  }

  /**
   * Next Level's save: the level must already be unlocked by a room that saw the level before it
   * completed (422 otherwise). `totalGems` may raise the stored total only by gems the rooms saw
   * collected and no save has claimed yet; it never lowers it.
   */
  async saveProgress(userId: number, levelReached: number, totalGems: number): Promise<Progress> {
    return this.#locked(userId, async (current, tx) => {
      if (levelReached > current.highest_level) throw unprocessable(NEXT_LEVEL_ONLY_MESSAGE, 'level_locked', { field: 'jump_level_reached' });
      const claimed = await this.#records.claimGems(tx, userId, totalGems - current.total_gems);
      return { highest_level: current.highest_level, total_gems: Math.min(current.total_gems + claimed, TOTAL_GEMS_CEILING) };
    });
  }

  /** Adds collected gems: at most those the rooms saw and no save has claimed. */
  async saveGems(userId: number, gemsCollected: number): Promise<Progress> {
    return this.#locked(userId, async (current, tx) => {
      const claimed = await this.#records.claimGems(tx, userId, gemsCollected);
      return { highest_level: current.highest_level, total_gems: Math.min(current.total_gems + claimed, TOTAL_GEMS_CEILING) };
    });
  }

  /** Reads, changes and writes the player's row under a row lock (only `tx` inside: PGlite has one connection). */
  async #locked(userId: number, change: (current: Progress, tx: Db) => Promise<Progress>): Promise<Progress> {
    return this.#db.transaction(async (tx) => {
      await tx.insert(jumpProgress).values({ userId }).onConflictDoNothing();
      const [row] = await tx.select().from(jumpProgress).where(eq(jumpProgress.userId, userId)).for('update');
      const next = await change({ highest_level: row.highestLevel, total_gems: row.totalGems }, tx as unknown as Db);
      await tx.update(jumpProgress).set({ highestLevel: next.highest_level, totalGems: next.total_gems, updatedAt: sql`now()` }).where(eq(jumpProgress.userId, userId));
      return next;
    });
  }
}
