// /learning_world: the how-to-play dialog, the classic view link (?view=legacy), Back to Home for
// guests, the modules of a signed-in player, and the game itself (loaded on demand).
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ModulesResponse } from '../../../server/features/learning-world/schema.ts';
import { api } from '../../api/client.ts';
import { useSession } from '../../api/session.ts';
import { Modal } from '../../ui/Modal.tsx';
import './learningWorld.css';

const LwGame = lazy(() => import('./LwGame.tsx'));
const SEEN_KEY = 'learning_world.how_to_play_seen';

export default function LearningWorldPage() {
  const { user, loading } = useSession();
  const [params] = useSearchParams();
  const legacy = params.get('view') === 'legacy';
  const testSeed = document.querySelector('meta[name="test-hooks"]')?.getAttribute('content') === '1' ? params.get('seed') ?? undefined : undefined;
  const [help, setHelp] = useState(() => { try { return localStorage.getItem(SEEN_KEY) !== '1'; } catch { return true; } });
  const modules = useQuery({
    queryKey: ['learning-world-modules', user?.id ?? 0],
    queryFn: () => api<ModulesResponse>('GET', '/api/v1/learning_world/modules'),
    enabled: Boolean(user),
  });
  const closeHelp = () => { setHelp(false); try { localStorage.setItem(SEEN_KEY, '1'); } catch { /* private mode */ } };
  const list = user ? modules.data?.modules ?? [] : [];
  const ready = !loading && (!user || !modules.isPending);

  return (
    <main className="page lw-page">
      <header className="lw-header">
        <h1>🌍 Learning World</h1>
        <div className="lw-links">
          <button type="button" className="btn small ghost" onClick={() => setHelp(true)}>How to play</button>
          {legacy ? <Link to="/learning_world" className="btn small ghost">Full view</Link> : <Link to="/learning_world?view=legacy" className="btn small ghost">Classic view</Link>}
          {!user && !loading && <Link to="/" className="btn small">Back to Home</Link>}
        </div>
      </header>
      {user && modules.data && list.length === 0 && <p className="lw-empty">No learning modules available</p>}
      {!user && !loading && <p className="lw-guest">Playing as a guest: <Link to="/users/sign_up">sign up free</Link> to earn coins, multipliers and learning modules.</p>}
      {ready && (
        <Suspense fallback={<p className="lw-loading" role="status">Loading the Learning World…</p>}>
          <LwGame key={`${legacy}-${user?.id ?? 0}`} user={user} modules={list} legacy={legacy} seed={testSeed} />
        </Suspense>
      )}
      {help && (
        <Modal title="How to play" className="lw-help" onEscape={closeHelp}>
          <h2>How to play</h2>
          <ul>
            <li>Move with the <strong>arrow keys</strong> (or W A S D, or the arrows on a phone).</li>
            <li>Collect the 💎 <strong>gems</strong>. More gems bring more chasers, and they get faster!</li>
            <li>If a chaser catches you, answer a question: right keeps your gems and gives you 3 safe seconds; wrong loses the gems.</li>
            {user ? <li>Every right answer earns coins, more with 10 gems or more. Walk to a learning module or the 🏆 rewards spot and press <strong>Enter</strong> to open it.</li>
              : <li>Sign up free to earn coins and open learning modules.</li>}
          </ul>
          <button type="button" className="btn" onClick={closeHelp}>Let&apos;s go!</button>
        </Modal>
      )}
    </main>
  );
}
