// What Brain Climb rooms saw signed-in players do, level by level (table climb_records). The room
// is the only writer of gems, coins and completions; the HTTP saves read from here, so a client
// can save no more than its room recorded. Completing a level unlocks the next one at once.
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { climbRecords, jumpProgress, levelWeeks } from '../../db/schema.ts';
import { weekOf } from '../rewards/service.ts';
import { LEVEL_MAX } from './schema.ts';

/** A frog left in a world is kept this long for its player's return. */
export const PARK_MINUTES = 30;

export interface CarriedFrog { energy: number; maxJumps: number; gems: number; coins: number; orbs: number }

export class ClimbRecords {
  #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  async start(userId: number, level: number, roomId: string, quizCode: string | null): Promise<number> {
    const [row] = await this.#db.insert(climbRecords).values({ userId, level, roomId, quizCode }).returning({ id: climbRecords.id });
    return row.id;
  }

  async addGem(recordId: number): Promise<void> {
    await this.#db.update(climbRecords).set({ gems: sql`${climbRecords.gems} + 1` }).where(eq(climbRecords.id, recordId));
  }

  async addCoin(recordId: number): Promise<void> {
    await this.#db.update(climbRecords).set({ coins: sql`${climbRecords.coins} + 1` }).where(eq(climbRecords.id, recordId));
  }

  /** The frog reached the goal: remember it for the next level and unlock that level. */
  async complete(recordId: number, userId: number, level: number, frog: CarriedFrog): Promise<void> {
    await this.#db.update(climbRecords)
      .set({ completedAt: sql`now()`, frog })
      .where(and(eq(climbRecords.id, recordId), isNull(climbRecords.completedAt)));
    const next = Math.min(level + 1, LEVEL_MAX);
    await this.#db.insert(jumpProgress).values({ userId, highestLevel: next })
      .onConflictDoUpdate({ target: jumpProgress.userId, set: { highestLevel: sql`greatest(${jumpProgress.highestLevel}, ${next})`, updatedAt: sql`now()` } });
    await this.#db.insert(levelWeeks).values({ userId, week: weekOf(), level: next })
      .onConflictDoUpdate({ target: [levelWeeks.userId, levelWeeks.week], set: { level: sql`greatest(${levelWeeks.level}, ${next})` } });
  }

  /**
   * The frog of this player's latest completed, not yet carried climb of `level - 1` (energy,
   * jumps and counters for Next Level), marked as carried; undefined when there is none.
   */
  async takeCarry(userId: number, level: number): Promise<CarriedFrog | undefined> {
    return this.#db.transaction(async (tx) => {
      const [row] = await tx.select().from(climbRecords)
        .where(and(eq(climbRecords.userId, userId), eq(climbRecords.level, level - 1), isNotNull(climbRecords.completedAt), isNull(climbRecords.carriedAt)))
        .orderBy(desc(climbRecords.completedAt)).limit(1).for('update');
      if (!row) return undefined;
      await tx.update(climbRecords).set({ carriedAt: sql`now()` }).where(eq(climbRecords.id, row.id));
      return row.frog ?? undefined;
    });
  }

  /** The player left this level's world before the goal: keep the frog for their return. */
  async park(recordId: number, frog: CarriedFrog): Promise<void> {
    await this.#db.update(climbRecords).set({ frog }).where(and(eq(climbRecords.id, recordId), isNull(climbRecords.completedAt)));
  }

  /**
   * The frog this player left in a world of `level` within the last PARK_MINUTES (going offline,
   * a closed tab), taken once: coming back online must not refill energy.
   */
  async takeParked(userId: number, level: number): Promise<CarriedFrog | undefined> {
    return this.#db.transaction(async (tx) => {
      const [row] = await tx.select().from(climbRecords)
        .where(and(eq(climbRecords.userId, userId), eq(climbRecords.level, level), isNull(climbRecords.completedAt), isNull(climbRecords.carriedAt),
          isNotNull(climbRecords.frog), sql`${climbRecords.createdAt} > now() - make_interval(mins => ${PARK_MINUTES})`))
        .orderBy(desc(climbRecords.id)).limit(1).for('update');
      if (!row) return undefined;
      await tx.update(climbRecords).set({ carriedAt: sql`now()` }).where(eq(climbRecords.id, row.id));
      return row.frog ?? undefined;
    });
  }

  /**
   * Uses up to `wanted` gems that rooms saw this player collect and no save has claimed yet;
   * answers how many were claimed (0 when the rooms saw none).
   */
  async claimGems(tx: Pick<Db, 'select' | 'update'>, userId: number, wanted: number): Promise<number> {
    if (wanted <= 0) return 0;
    const rows = await tx.select({ id: climbRecords.id, gems: climbRecords.gems, claimed: climbRecords.gemsClaimed }).from(climbRecords)
      .where(and(eq(climbRecords.userId, userId), sql`${climbRecords.gems} > ${climbRecords.gemsClaimed}`))
      .orderBy(climbRecords.id).for('update');
    let left = wanted;
    for (const r of rows) {
      if (left === 0) break;
      const take = Math.min(left, r.gems - r.claimed);
      await tx.update(climbRecords).set({ gemsClaimed: r.claimed + take }).where(eq(climbRecords.id, r.id));
      left -= take;
    }
    return wanted - left;
  }
}
