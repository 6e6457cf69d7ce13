// The one way coins are earned: a verified event (a coin a room saw collected, an answer the
// server checked) is credited here with its reason and a reference that names the event, once.
// The ledger is append-only; the balance and the weekly total are kept in the same transaction,
// so a read never sums the ledger and concurrent credits never lose or double an update. After
// each credit the new balance is published on the user's coin channel, in every process.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { coinBalances, coinLedger, coinWeeks, gemRuns } from '../../db/schema.ts';
import type { PubSub } from '../../realtime/pubsub.ts';
import { CREDIT_MAX, CREDIT_REASONS, type CoinUpdate, type CreditReason } from './schema.ts';

export interface Credit { amount: number; reason: CreditReason; ref: string }

export const coinChannel = (userId: number) => `coins:${userId}`;
export const ALL_TIME = 'all';

/** The Monday (UTC) that starts the week of `at`, as YYYY-MM-DD. */
export function weekOf(at: Date = new Date()): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

export class RewardsService {
  #db: Db;
  #pubsub: PubSub;
  constructor(db: Db, pubsub: PubSub) {
    this.#db = db;
    this.#pubsub = pubsub;
  }

  /** Credits a verified event once; `credited` is false when (reason, ref) was credited before. */
  async credit(userId: number, c: Credit): Promise<{ credited: boolean; coins: number }> {
    if (!Number.isInteger(c.amount) || c.amount < 1 || c.amount > CREDIT_MAX) throw new RangeError(`a credit is 1 to ${CREDIT_MAX} coins`);
    if (!CREDIT_REASONS.includes(c.reason)) throw new RangeError(`unknown credit reason ${c.reason}`);
    if (typeof c.ref !== 'string' || c.ref.length === 0 || c.ref.length > 200) throw new RangeError('a credit needs a reference of 1 to 200 characters');
    const week = weekOf();
    const result = await this.#db.transaction(async (tx) => {
      const inserted = await tx.insert(coinLedger).values({ userId, amount: c.amount, reason: c.reason, ref: c.ref })
        .onConflictDoNothing().returning({ id: coinLedger.id });
      if (inserted.length === 0) return { credited: false, coins: await balanceIn(tx, userId) };
      const [row] = await tx.insert(coinBalances).values({ userId, coins: c.amount })
        .onConflictDoUpdate({ target: coinBalances.userId, set: { coins: sql`${coinBalances.coins} + ${c.amount}`, updatedAt: sql`now()` } })
        .returning({ coins: coinBalances.coins });
      await tx.insert(coinWeeks).values({ userId, week, coins: c.amount })
        .onConflictDoUpdate({ target: [coinWeeks.userId, coinWeeks.week], set: { coins: sql`${coinWeeks.coins} + ${c.amount}` } });
      return { credited: true, coins: row.coins };
    });
    if (result.credited) this.#pubsub.publish<CoinUpdate>(coinChannel(userId), { user_id: userId, coins: result.coins });
    return result;
  }

  async balance(userId: number): Promise<number> {
    return balanceIn(this.#db, userId);
  }

  /** A Learning World room saw a run end with `gems` (a wrong answer after a catch). */
  async recordVerifiedGems(userId: number, gems: number): Promise<void> {
    const n = Math.max(0, Math.trunc(gems));
    await this.#db.insert(gemRuns).values({ userId, week: ALL_TIME, best: 0, pending: n })
      .onConflictDoUpdate({ target: [gemRuns.userId, gemRuns.week], set: { pending: n } });
  }

  /**
   * update_gem_count: stores min(claimed, the run the room saw) as a finished run (the best per
   * week and all time), once. Without a run seen by a room nothing is stored; answers what was.
   */
  async saveGemCount(userId: number, claimed: number): Promise<number> {
    const week = weekOf();
    return this.#db.transaction(async (tx) => {
      const [row] = await tx.select({ pending: gemRuns.pending }).from(gemRuns)
        .where(and(eq(gemRuns.userId, userId), eq(gemRuns.week, ALL_TIME))).for('update');
      if (!row || row.pending === null) return 0;
      const stored = Math.min(claimed, row.pending);
      await tx.update(gemRuns).set({ pending: null, best: sql`greatest(${gemRuns.best}, ${stored})` })
        .where(and(eq(gemRuns.userId, userId), eq(gemRuns.week, ALL_TIME)));
      await tx.insert(gemRuns).values({ userId, week, best: stored })
        .onConflictDoUpdate({ target: [gemRuns.userId, gemRuns.week], set: { best: sql`greatest(${gemRuns.best}, ${stored})` } });
      return stored;
    });
  }
}

async function balanceIn(db: Pick<Db, 'select'>, userId: number): Promise<number> {
  const [row] = await db.select({ coins: coinBalances.coins }).from(coinBalances).where(eq(coinBalances.userId, userId));
  return row?.coins ?? 0;
}
