// Top players by coins, by highest Brain Climb level and by best Learning World gem run, this
// week or all time. Every query reads one narrow, indexed table (balances, weekly totals, level
// progress, weekly levels, gem runs) ordered by (value desc, user id), so the top is an index
// scan. Ranks are "1 + players strictly ahead"; ties share a rank and are listed by who joined
// first. A viewer's rank comes from a per-board histogram kept in memory (see #ahead).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { avatarById } from '../auth/schema.ts';
import { ALL_TIME, weekOf } from '../rewards/service.ts';
import type { Board, LeaderboardEntry, Period } from './schema.ts';

const COLORS = ['#ff8a65', '#4fc3f7', '#81c784', '#ba68c8', '#ffd54f', '#f06292', '#4db6ac', '#9575cd', '#aed581', '#e57373'];

/** The chosen avatar (an id that is no longer in the set counts as none) and the initial badge. */
export function avatarFor(username: string, avatarId: number | null = null): LeaderboardEntry['avatar'] {
  let h = 0;
  for (let i = 0; i < username.length; i++) h = (h * 31 + username.charCodeAt(i)) >>> 0;
  return { id: avatarById(avatarId)?.id ?? null, initial: username.slice(0, 1).toUpperCase(), color: COLORS[h % COLORS.length] };
}

interface Row { user_id: number; username: string; avatar_id: number | null; value: number }

/** Ranks may be this stale (the histogram behind them is refreshed in the background). */
export const HISTOGRAM_TTL_MS = 5000;

interface Histogram { at: number; values: number[]; counts: number[]; above: number[]; refreshing: boolean }

export class LeaderboardService {
  #db: Db;
  #histograms = new Map<string, Histogram>();
  constructor(db: Db) {
    this.#db = db;
  }

  async top(board: Board, period: Period, limit: number): Promise<LeaderboardEntry[]> {
    const source = this.#source(board, period);
    const rows = await this.#rows(sql`select s.user_id, u.username, u.avatar_id, s.value from (${source}) s join users u on u.id = s.user_id
      where s.value > 0 order by s.value desc nulls last, s.user_id limit ${limit}`);
    const entries: LeaderboardEntry[] = [];
    for (const r of rows) {
      const rank = entries.length > 0 && entries.at(-1)!.value === r.value ? entries.at(-1)!.rank : entries.length + 1;
      entries.push({ rank, username: r.username, avatar: avatarFor(r.username, r.avatar_id), value: r.value });
    }
    return entries;
  }

  /** The viewer's own entry, or null without a score on this board. */
  async me(board: Board, period: Period, userId: number): Promise<LeaderboardEntry | null> {
    const source = this.#source(board, period);
    const [mine] = await this.#rows(sql`select s.user_id, u.username, u.avatar_id, s.value from (${source}) s join users u on u.id = s.user_id where s.user_id = ${userId}`);
    if (!mine || mine.value <= 0) return null;
    return { rank: (await this.#ahead(board, period, mine.value)) + 1, username: mine.username, avatar: avatarFor(mine.username, mine.avatar_id), value: mine.value };
  }

  /**
   * How many players have more than `value`, from the board's histogram (players per value, a
   * few thousand distinct values at most): read once, then refreshed in the background when older
   * than HISTOGRAM_TTL_MS, so a rank costs no scan of the board and is at most that stale.
   */
  async #ahead(board: Board, period: Period, value: number): Promise<number> {
    const key = `${board}.${period}.${weekOf()}`;
    let h = this.#histograms.get(key);
    if (!h) {
      h = await this.#histogram(board, period);
      this.#histograms.set(key, h);
    } else if (Date.now() - h.at > HISTOGRAM_TTL_MS && !h.refreshing) {
      h.refreshing = true;
      this.#histogram(board, period)
        .then((fresh) => this.#histograms.set(key, fresh))
        .catch(() => { h!.refreshing = false; });
    }
    // values are descending; above[i] = players with a value greater than values[i].
    let lo = 0;
    let hi = h.values.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (h.values[mid] > value) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? 0 : h.above[lo - 1] + h.counts[lo - 1];
  }

  async #histogram(board: Board, period: Period): Promise<Histogram> {
    const rows = await this.#rows(sql`select 0 as user_id, count(*)::text as username, null as avatar_id, s.value from (${this.#source(board, period)}) s
      where s.value > 0 group by s.value order by s.value desc`);
    const values: number[] = [];
    const counts: number[] = [];
    const above: number[] = [];
    let total = 0;
    for (const r of rows) {
      values.push(r.value);
      counts.push(Number(r.username));
      above.push(total);
      total += Number(r.username);
    }
    return { at: Date.now(), values, counts, above, refreshing: false };
  }

  #source(board: Board, period: Period): SQL {
    const week = weekOf();
    if (board === 'coins') {
      return period === 'all'
        ? sql`select user_id, coins as value from coin_balances`
        : sql`select user_id, coins as value from coin_weeks where week = ${week}`;
    }
    if (board === 'gems') return sql`select user_id, best as value from gem_runs where week = ${period === 'all' ? ALL_TIME : week}`;
    return period === 'all'
      ? sql`select user_id, highest_level as value from jump_progress where highest_level > 1`
      : sql`select user_id, level as value from level_weeks where week = ${week}`;
  }

  async #rows(query: SQL): Promise<Row[]> {
    const result = await this.#db.execute(query);
    return (result as unknown as { rows: Row[] }).rows.map((r) => ({
      user_id: Number(r.user_id), username: String(r.username), avatar_id: r.avatar_id === null ? null : Number(r.avatar_id), value: Number(r.value),
    }));
  }
}
