// Leaderboard queries with 100,000 players on PostgreSQL (`npm run bench -- leaderboard`): a
// fresh database from BENCH_DATABASE_URL or TEST_DATABASE_URL, seeded with set-based inserts
// (users, coin balances and weekly totals, levels, weekly levels, gem runs), then the
// top-10 and the viewer's-rank queries of every board and period, timed one by one.
// Budget: p99 ≤ 10 ms. Skipped with a notice without PostgreSQL.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/connect.ts';
import { BOARDS, PERIODS } from '../server/features/leaderboard/schema.ts';
import { LeaderboardService } from '../server/features/leaderboard/service.ts';
import { weekOf } from '../server/features/rewards/service.ts';
import { freshPostgresDatabase } from '../tests/support/app.ts';
import { budgeted, writeSuite, type Measure } from './report.ts';

const USERS = Number(process.env.BENCH_LEADERBOARD_USERS ?? 100_000);
const RUNS = 500;
const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!admin) {
  console.warn('[bench leaderboard] no BENCH_DATABASE_URL or TEST_DATABASE_URL: skipped.');
  process.exit(0);
}

const fresh = await freshPostgresDatabase(admin, 'bc_bench_lb');
const database = await openDatabase({ databaseUrl: fresh.url, dataDir: '/tmp', memory: false });
const results: Record<string, Measure> = {};
try {
  const db = database.db;
  const week = weekOf();
  const t0 = performance.now();
  await db.execute(sql`insert into users (username, display_name, password_hash, role, grade)
    select 'player_' || i, 'Player ' || i, 'x', 'student', i % 9 from generate_series(1, ${USERS}) i`);
  await db.execute(sql`insert into coin_balances (user_id, coins) select id, (random() * 5000)::int from users`);
  await db.execute(sql`insert into coin_weeks (user_id, week, coins) select id, ${week}, (random() * 300)::int from users where random() < 0.4`);
  await db.execute(sql`insert into jump_progress (user_id, highest_level) select id, 1 + (random() * random() * 60)::int from users`);
  await db.execute(sql`insert into level_weeks (user_id, week, level) select id, ${week}, 2 + (random() * 20)::int from users where random() < 0.3`);
  await db.execute(sql`insert into gem_runs (user_id, week, best) select id, 'all', (random() * 80)::int from users`);
  await db.execute(sql`insert into gem_runs (user_id, week, best) select id, ${week}, (random() * 40)::int from users where random() < 0.3`);
  // What autovacuum does for a live table: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
  const seedS = (performance.now() - t0) / 1000;
  console.log(`seeded ${USERS} players in ${seedS.toFixed(1)} s`);
  results['seed.users'] = { value: USERS, unit: 'users', note: `seeded in ${seedS.toFixed(1)} s` };

  const service = new LeaderboardService(db);
  const time = async (fn: () => Promise<unknown>) => {
    for (let i = 0; i < 20; i++) await fn();
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now();
      await fn();
      ms.push(performance.now() - s);
    }
    ms.sort((a, b) => a - b);
    return { p50: ms[Math.floor(RUNS * 0.5)], p99: ms[Math.floor(RUNS * 0.99)] };
  };
  let worst = 0;
  for (const board of BOARDS) {
    for (const period of PERIODS) {
      const top = await time(() => service.top(board, period, 10));
      const me = await time(() => service.me(board, period, 1 + Math.floor(Math.random() * USERS)));
      results[`${board}.${period}.top10_p50`] = { value: Math.round(top.p50 * 1000) / 1000, unit: 'ms' };
      results[`${board}.${period}.top10_p99`] = budgeted(top.p99, 'ms', 10, 'max');
      results[`${board}.${period}.my_rank_p99`] = budgeted(me.p99, 'ms', 10, 'max', `p50 ${me.p50.toFixed(2)} ms, a random player`);
      worst = Math.max(worst, top.p99, me.p99);
    }
  }
  results['worst_p99'] = budgeted(worst, 'ms', 10, 'max', `${USERS} players on PostgreSQL, ${RUNS} runs per query`);
} finally {
  await database.close();
  await fresh.drop();
}
writeSuite('leaderboard', results);
