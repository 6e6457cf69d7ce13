// /challenges: make a friend challenge from a quiz you finished or from questions you pick, share
// its link or code, and see how each friend did. The link opens Brain Climb's friend challenge
// screen with the code filled in (/brain-climb?challenge=CODE).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { BankPick, Challenge, ChallengeSource } from '../../../server/features/challenges/schema.ts';
import { api, ApiError } from '../../api/client.ts';
import { useSession } from '../../api/session.ts';
import './challenges.css';

const SUBJECTS = [['math', 'Math'], ['science', 'Science'], ['history', 'History'], ['geography', 'Geography'], ['language_arts', 'Language Arts']] as const;

export default function ChallengesPage() {
  const { user, loading } = useSession();
  const qc = useQueryClient();
  const mine = useQuery({ queryKey: ['challenges'], queryFn: () => api<{ challenges: Challenge[] }>('GET', '/api/v1/challenges'), enabled: Boolean(user), refetchInterval: 20_000 });
  const sources = useQuery({ queryKey: ['challenge-sources'], queryFn: () => api<{ sources: ChallengeSource[] }>('GET', '/api/v1/challenges/sources'), enabled: Boolean(user) });
  const [subject, setSubject] = useState('math');
  const [grade, setGrade] = useState(String(user?.grade ?? 3));
  const bank = useQuery({ queryKey: ['challenge-bank', subject, grade], queryFn: () => api<{ questions: BankPick[] }>('GET', `/api/v1/challenges/bank?subject=${subject}&grade=${grade}`), enabled: Boolean(user) });
  const [picked, setPicked] = useState<string[]>([]);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (loading) return <main className="page"><p role="status">Loading…</p></main>;
  if (!user) {
    return (
      <main className="page ch-page">
        <h1>Friend Challenges</h1>
        <p>Sign up free to turn your quizzes into challenges for your friends.</p>
        <div className="cta-row"><Link to="/users/sign_up" className="btn">Sign Up Free</Link> <Link to="/users/sign_in" className="btn ghost">Login</Link></div>
      </main>
    );
  }

  const create = async (body: Record<string, unknown>) => {
    setError(null);
    try {
      await api('POST', '/api/v1/challenges', body);
      setPicked([]);
      setTitle('');
      await qc.invalidateQueries({ queryKey: ['challenges'] });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The challenge could not be made. Please try again.');
    }
  };
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : p.length < 20 ? [...p, id] : p));

  return (
    <main className="page ch-page">
      <header className="ch-hero">
        <h1>🤝 Friend Challenges</h1>
        <p className="lead">Turn a quiz into a Brain Climb challenge, share the code, and see how your friends do.</p>
      </header>
      {error && <p className="tq-error" role="alert">{error}</p>}

      <section aria-labelledby="ch-mine-h">
        <h2 id="ch-mine-h">My challenges</h2>
        {mine.data?.challenges.length === 0 && <p className="muted">No challenges yet: make one below!</p>}
        <ul className="ch-list">
          {mine.data?.challenges.map((c) => (
            <li key={c.id} className="ch-card">
              <div className="ch-card-head">
                <div><strong>{c.title}</strong><br /><small>{c.questions} questions</small></div>
                <span className="ch-code" aria-label={`Challenge code ${c.code}`}>{c.code}</span>
              </div>
              <ShareLink code={c.code} />
              {c.friends.length === 0 ? <p className="muted">No friend has played yet.</p> : (
                <table className="tq-table">
                  <thead><tr><th>Friend</th><th>Answered</th><th>Right</th><th>Levels</th></tr></thead>
                  <tbody>{c.friends.map((f) => <tr key={f.username}><td>{f.display_name}</td><td>{f.questions_answered}</td><td>{f.questions_correct}</td><td>{f.levels_climbed}</td></tr>)}</tbody>
                </table>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ch-from-h" className="ch-make">
        <h2 id="ch-from-h">From a quiz you finished</h2>
        {sources.data?.sources.length === 0 && <p className="muted">Finish a <Link to="/quizzes">quiz</Link> or a class quiz first, or pick questions below.</p>}
        <ul className="ch-sources">
          {sources.data?.sources.map((s) => (
            <li key={`${s.kind}-${s.id}`}>
              <span>{s.title}</span>
              <button type="button" className="btn small" onClick={() => void create(s.kind === 'completion' ? { from: 'completion', completion_id: s.id } : { from: 'workbook', result_id: s.id })}>Challenge friends</button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ch-pick-h" className="ch-make">
        <h2 id="ch-pick-h">Or pick questions</h2>
        <div className="ch-filters">
          <label>Subject <select value={subject} onChange={(e) => { setSubject(e.target.value); setPicked([]); }}>{SUBJECTS.map(([v, l]) => <option key={v} value={v}>{l}</option>)}</select></label>
          <label>Grade <select value={grade} onChange={(e) => { setGrade(e.target.value); setPicked([]); }}>{Array.from({ length: 9 }, (_, g) => <option key={g} value={g}>{g === 0 ? 'Kindergarten' : `Grade ${g}`}</option>)}</select></label>
          <label>Title <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={80} placeholder="Beat my score!" /></label>
        </div>
        <ul className="ch-bank">
          {bank.data?.questions.map((q) => (
            <li key={q.id}><label><input type="checkbox" checked={picked.includes(q.id)} onChange={() => toggle(q.id)} /> {q.text}</label></li>
          ))}
        </ul>
        <button type="button" className="btn" disabled={picked.length < 3} onClick={() => void create({ from: 'bank', question_ids: picked, ...(title.trim() ? { title: title.trim() } : {}) })}>
          Make a challenge with {picked.length} question{picked.length === 1 ? '' : 's'}{picked.length < 3 ? ' (pick at least 3)' : ''}
        </button>
      </section>
    </main>
  );
}

/** The link a friend opens: Brain Climb's Challenge Friends screen with this code filled in. */
const challengePath = (code: string) => `/brain-climb?challenge=${encodeURIComponent(code)}`;

function ShareLink({ code }: { code: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const url = `${window.location.origin}${challengePath(code)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div className="ch-share">
      <p>Send your friends this link: <Link to={challengePath(code)}>{url}</Link></p>
      <p className="cta-row">
        <button type="button" className="btn small" onClick={() => void copy()}>Copy link</button>
        <span role="status">{copied === 'yes' ? 'Copied!' : copied === 'no' ? 'Copy the link above by hand.' : ''}</span>
      </p>
      <p className="muted">Or they open Brain Climb, choose <em>Friend Challenge</em> and type <strong>{code}</strong>.</p>
    </div>
  );
}
