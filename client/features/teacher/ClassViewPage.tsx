// /teacher/quizzes/:id: the quiz's code for the class, every student who played (questions
// answered and right, levels climbed, the questions they missed), the results as CSV, and a live
// panel of who is playing now (height, energy, the question they are stuck on) pushed by the
// server as it happens.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ClassLiveUpdate } from '../../../server/features/teacher/live.ts';
import type { ClassView, ReplaySummary, TeacherQuiz } from '../../../server/features/teacher/schema.ts';
import { api } from '../../api/client.ts';
import './teacher.css';

type Live = Record<number, ClassLiveUpdate>;
const ReplayPlayer = lazy(() => import('./ReplayPlayer.tsx'));

export default function ClassViewPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const view = useQuery({ queryKey: ['class-view', id], queryFn: () => api<ClassView>('GET', `/api/v1/teacher/quizzes/${id}/class`), refetchInterval: 30_000 });
  const [live, setLive] = useState<Live>({});
  const replays = useQuery({ queryKey: ['replays', id], queryFn: () => api<{ replays: ReplaySummary[] }>('GET', `/api/v1/teacher/quizzes/${id}/replays`), refetchInterval: 30_000 });
  const [watching, setWatching] = useState<{ replay: ReplaySummary; missed: string[] } | null>(null);

  useEffect(() => {
    const es = new EventSource(`/api/v1/teacher/quizzes/${id}/live`);
    es.onmessage = (e) => {
      const u = JSON.parse(e.data as string) as ClassLiveUpdate;
      setLive((l) => ({ ...l, [u.user_id]: { ...l[u.user_id], ...u } }));
      if (u.stuck_question === null) void qc.invalidateQueries({ queryKey: ['class-view', id] });
    };
    return () => es.close();
  }, [id, qc]);

  const act = async (what: 'duplicate' | 'archive' | 'restore') => {
    const r = await api<{ quiz: TeacherQuiz }>('POST', `/api/v1/teacher/quizzes/${id}/${what}`);
    if (what === 'duplicate') navigate(`/teacher/quizzes/${r.quiz.id}`);
    else void view.refetch();
  };

  if (view.isError) return <main className="page teacher-page"><h1>Class view</h1><p role="alert">That quiz was not found. <Link to="/teacher">Back to My Quizzes</Link></p></main>;
  if (!view.data) return <main className="page teacher-page"><p role="status">Loading the class…</p></main>;
  const { quiz, students } = view.data;
  const playingNow = Object.values(live).sort((a, b) => a.username.localeCompare(b.username));
  return (
    <main className="page teacher-page">
      <p><Link to="/teacher">← My Quizzes</Link></p>
      <header className="tq-head">
        <div>
          <h1>{quiz.title}</h1>
          <p className="lead">{quiz.questions} questions · {quiz.players} student{quiz.players === 1 ? '' : 's'} played{quiz.archived ? ' · archived' : ''}</p>
        </div>
        <div className="tq-codebox" aria-label={`Class code ${quiz.code}`}>
          <small>Class code</small>
          <strong>{quiz.code}</strong>
          <small>Brain Climb → Class Quiz</small>
        </div>
      </header>
      <div className="tq-actions">
        <Link to={`/teacher/quizzes/${id}/edit`} className="btn small ghost">Edit</Link>
        <button type="button" className="btn small ghost" onClick={() => void act('duplicate')}>Duplicate</button>
        <button type="button" className="btn small ghost" onClick={() => void act(quiz.archived ? 'restore' : 'archive')}>{quiz.archived ? 'Restore' : 'Archive'}</button>
        <a className="btn small" href={`/api/v1/teacher/quizzes/${id}/results.csv`} download>Export CSV</a>
      </div>

      <section className="tq-live" aria-labelledby="tq-live-h" aria-live="polite">
        <h2 id="tq-live-h"><span className="tq-dot" aria-hidden="true" /> Playing now</h2>
        {playingNow.length === 0 ? <p className="muted">When students play with the code, they show up here as they climb.</p> : (
          <ul className="tq-live-list">
            {playingNow.map((p) => (
              <li key={p.user_id} className={p.stuck_question ? 'stuck' : ''} data-user={p.username}>
                <strong>{p.display_name ?? p.username}</strong>
                {p.height !== undefined && <span>⛰️ {p.height} m</span>}
                {p.energy !== undefined && <span>⚡ {p.energy}</span>}
                {p.level !== undefined && <span>🚩 Level {p.level}</span>}
                {p.stuck_question ? <span className="tq-stuck">On: “{p.stuck_question}”</span> : p.stuck_question === null ? <span className="tq-ok">✓ answered</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {watching && (
        <Suspense fallback={<p role="status">Loading the replay player…</p>}>
          <ReplayPlayer quizId={quiz.id} replayId={watching.replay.id} name={watching.replay.display_name} missed={watching.missed} onClose={() => setWatching(null)} />
        </Suspense>
      )}

      <section aria-labelledby="tq-class-h">
        <h2 id="tq-class-h">Results</h2>
        {students.length === 0 ? <p className="muted">No one has played this quiz yet.</p> : (
          <table className="tq-table">
            <thead><tr><th>Student</th><th>Answered</th><th>Right</th><th>Levels</th><th>Missed questions</th><th>Last played</th><th>Replay</th></tr></thead>
            <tbody>
              {students.map((s) => (
                <tr key={s.user_id}>
                  <td><strong>{s.display_name}</strong><br /><small>{s.username}</small></td>
                  <td>{s.questions_answered}</td>
                  <td>{s.questions_correct}</td>
                  <td>{s.levels_climbed}</td>
                  <td>{s.missed.length === 0 ? '—' : <ul className="tq-missed">{s.missed.map((m) => <li key={m.question_id}>{m.text}{m.times > 1 ? ` (${m.times}×)` : ''}</li>)}</ul>}</td>
                  <td>{new Date(s.last_played).toLocaleString()}</td>
                  <td>{(() => {
                    const r = replays.data?.replays.find((x) => x.user_id === s.user_id);
                    return r ? <button type="button" className="btn small ghost" onClick={() => setWatching({ replay: r, missed: s.missed.map((m) => m.text) })}>Watch replay</button> : '—';
                  })()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
