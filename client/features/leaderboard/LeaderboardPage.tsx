// /game_leaderboard: the top players by coins, highest Brain Climb level and Learning World gems,
// this week or all time, with medals for the first three and the viewer's own row highlighted
// (shown under the list with its place when outside the top).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Board, LeaderboardEntry, LeaderboardResponse, Period } from '../../../server/features/leaderboard/schema.ts';
import { api } from '../../api/client.ts';
import { useSession } from '../../api/session.ts';
import { Avatar } from '../account/Avatar.tsx';
import { formatCoins } from '../coins/coinStore.ts';
import './leaderboard.css';

const BOARD_INFO: Record<Board, { title: string; icon: string; unit: (n: number) => string; empty: string }> = {
  coins: { title: 'Coins', icon: '🪙', unit: (n) => `${formatCoins(n)} ${n === 1 ? 'coin' : 'coins'}`, empty: 'Collect coins in Brain Climb and answer questions in the Learning World to get on the board.' },
  level: { title: 'Highest Level', icon: '🐸', unit: (n) => `Level ${n}`, empty: 'Reach the goal of a Brain Climb level to get on the board.' },
  gems: { title: 'Gems', icon: '💎', unit: (n) => `${n} ${n === 1 ? 'gem' : 'gems'}`, empty: 'Collect gems in the Learning World to get on the board.' },
};
const MEDALS = ['🥇', '🥈', '🥉'];

export default function LeaderboardPage() {
  const { user } = useSession();
  const [board, setBoard] = useState<Board>('coins');
  const [period, setPeriod] = useState<Period>('week');
  const q = useQuery({
    queryKey: ['leaderboard', board, period, user?.id ?? 0],
    queryFn: () => api<LeaderboardResponse>('GET', `/api/v1/leaderboard?board=${board}&period=${period}&limit=10`),
    refetchInterval: 15_000,
  });
  const info = BOARD_INFO[board];
  const me = q.data?.me ?? null;
  const meInTop = me !== null && (q.data?.entries.some((e) => e.username === me.username) ?? false);

  return (
    <main className="page leaderboard-page">
      <header className="lb-hero">
        <h1>🏆 Leaderboard</h1>
        <p className="lead">Who is climbing highest and collecting the most? Only usernames and avatars are shown.</p>
      </header>

      <div className="lb-controls">
        <div className="lb-tabs" role="tablist" aria-label="Board">
          {(Object.keys(BOARD_INFO) as Board[]).map((b) => (
            <button key={b} type="button" role="tab" aria-selected={board === b} className={`lb-tab${board === b ? ' active' : ''}`} onClick={() => setBoard(b)}>
              <span aria-hidden="true">{BOARD_INFO[b].icon}</span> {BOARD_INFO[b].title}
            </button>
          ))}
        </div>
        <div className="lb-period" role="group" aria-label="Period">
          <button type="button" aria-pressed={period === 'week'} onClick={() => setPeriod('week')}>This Week</button>
          <button type="button" aria-pressed={period === 'all'} onClick={() => setPeriod('all')}>All Time</button>
        </div>
      </div>

      <section className="lb-card" aria-live="polite" aria-label={`${info.title}, ${period === 'week' ? 'this week' : 'all time'}`}>
        {q.isPending && <p className="lb-empty" role="status">Loading the board…</p>}
        {q.isError && <p className="lb-empty" role="alert">The leaderboard could not be loaded. Please try again in a moment.</p>}
        {q.data && q.data.entries.length === 0 && (
          <div className="lb-empty">
            <p className="lb-empty-title">No one is on this board yet!</p>
            <p>{info.empty}</p>
            <Link to="/brain-climb" className="btn">Play Brain Climb</Link>
          </div>
        )}
        {q.data && q.data.entries.length > 0 && (
          <ol className="lb-list">
            {q.data.entries.map((e) => <Row key={e.username} entry={e} unit={info.unit} mine={e.username === me?.username} />)}
          </ol>
        )}
        {me && !meInTop && (
          <>
            <p className="lb-gap" aria-hidden="true">⋯</p>
            <ol className="lb-list lb-me-list" start={me.rank}>
              <Row entry={me} unit={info.unit} mine />
            </ol>
          </>
        )}
        {!user && q.data && (
          <p className="lb-join"><Link to="/users/sign_up">Sign up free</Link> to get on the board and see your own place.</p>
        )}
      </section>
    </main>
  );
}

function Row({ entry, unit, mine }: { entry: LeaderboardEntry; unit: (n: number) => string; mine: boolean }) {
  return (
    <li className={`lb-row${mine ? ' mine' : ''}${entry.rank <= 3 ? ` top top-${entry.rank}` : ''}`} aria-label={`${mine ? 'You: ' : ''}place ${entry.rank}, ${entry.username}, ${unit(entry.value)}`}>
      <span className="lb-rank">{entry.rank <= 3 ? <span className="lb-medal" aria-hidden="true">{MEDALS[entry.rank - 1]}</span> : `#${entry.rank}`}</span>
      <Avatar avatarId={entry.avatar.id} name={entry.avatar.initial} color={entry.avatar.color} className="lb-avatar" />
      <span className="lb-name">{entry.username}{mine && <span className="lb-you">You</span>}</span>
      <span className="lb-value">{unit(entry.value)}</span>
    </li>
  );
}
