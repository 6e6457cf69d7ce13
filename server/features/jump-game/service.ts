// Jump game progress: the highest level a signed-in player unlocked and their gem total.
// Until a game room records rewards (a later step), these calls are bounded so they can never give
// more than playing allows: a level unlocks only after the one before it (never skipping, never
// going down), and one call adds at most the gems of one level (gemsInLevel of the player's
// highest level: the generator puts a gem on every few platforms, so a level holds a fixed number).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { jumpProgress } from '../../db/schema.ts';
import { unprocessable } from '../../http/errors.ts';
import { gemsInLevel } from './levels.ts';
import { LEVEL_MIN, NEXT_LEVEL_ONLY_MESSAGE } from './schema.ts';

/** Stays inside a 32-bit integer column however many calls add gems. */
export const TOTAL_GEMS_CEILING = 2_000_000_000;

export interface Progress { highest_level: number; total_gems: number }

export class JumpGameService {
  #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  async progress(userId: number): Promise<Progress> {
    const [row] = await this.#db.select().from(jumpProgress).where(eq(jumpProgress.userId, userId));
    return { highest_level: row?.highestLevel ?? LEVEL_MIN, total_gems: row?.totalGems ?? 0 };
  }

  /**
   * Records reaching a level: it may be at most one above the highest so far (422 otherwise).
   * `totalGems` is the client's count: it can raise the stored total by at most one level's gems
   * and never lowers it.
   */
  async saveProgress(userId: number, levelReached: number, totalGems: number): Promise<Progress> {
    return this.#locked(userId, (current) => {
      if (levelReached > current.highest_level + 1) throw unprocessable(NEXT_LEVEL_ONLY_MESSAGE, 'level_locked', { field: 'jump_level_reached' });
      const highest = Math.max(current.highest_level, levelReached);
      const raised = Math.min(totalGems, current.total_gems + gemsInLevel(highest));
      return { highest_level: highest, total_gems: Math.min(Math.max(current.total_gems, raised), TOTAL_GEMS_CEILING) };
    });
  }

  /** Adds collected gems, at most one level's worth per call. */
  async saveGems(userId: number, gemsCollected: number): Promise<Progress> {
    return this.#locked(userId, (current) => ({
      highest_level: current.highest_level,
      total_gems: Math.min(current.total_gems + Math.min(gemsCollected, gemsInLevel(current.highest_level)), TOTAL_GEMS_CEILING),
    }));
  }

  /** Reads, changes and writes the player's row under a row lock (only `tx` inside: PGlite has one connection). */
  async #locked(userId: number, change: (current: Progress) => Progress): Promise<Progress> {
    return this.#db.transaction(async (tx) => {
      await tx.insert(jumpProgress).values({ userId }).onConflictDoNothing();
      const [row] = await tx.select().from(jumpProgress).where(eq(jumpProgress.userId, userId)).for('update');
      const next = change({ highest_level: row.highestLevel, total_gems: row.totalGems });
      await tx.update(jumpProgress).set({ highestLevel: next.highest_level, totalGems: next.total_gems, updatedAt: sql`now()` }).where(eq(jumpProgress.userId, userId));
      return next;
    });
  }
}
