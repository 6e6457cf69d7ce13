// /teacher/quizzes/:id: the quiz's code for the class, every student who played (questions
// answered and right, levels climbed, the questions they missed, their recent climbs to replay),
// the results as CSV, the students it is assigned to, and a live panel of who is playing now
// (height, energy, the question they are stuck on) pushed by the server as it happens. The results
// and climbs refresh when a live event says they changed (no polling), or with Refresh.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ClassLiveUpdate } from '../../../server/features/teacher/live.ts';
import type { ClassView, ReplaySummary, TeacherQuiz } from '../../../server/features/teacher/schema.ts';
import { api } from '../../api/client.ts';
import { AssignPanel, assignmentsKey } from './AssignPanel.tsx';
import { climbsByStudent, mergeLive, RefreshBatcher, refreshNeeds } from './liveRefresh.ts';
import './teacher.css';

type Live = Record<number, ClassLiveUpdate>;
const ReplayPlayer = lazy(() => import('./ReplayPlayer.tsx'));

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const duration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export default function ClassViewPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const view = useQuery({ queryKey: ['class-view', id], queryFn: () => api<ClassView>('GET', `/api/v1/teacher/quizzes/${id}/class`) });
  const [live, setLive] = useState<Live>({});
  const replays = useQuery({ queryKey: ['replays', id], queryFn: () => api<{ replays: ReplaySummary[] }>('GET', `/api/v1/teacher/quizzes/${id}/replays`) });
  const [watching, setWatching] = useState<{ replay: ReplaySummary; missed: string[] } | null>(null);
  // What the event handler reads without re-subscribing: the live entries and who is in the table.
  const liveRef = useRef<Live>({});
  const inResults = useRef(new Set<number>());
  useEffect(() => { inResults.current = new Set(view.data?.students.map((s) => s.user_id) ?? []); }, [view.data]);

  useEffect(() => {
    if (!id) return;
    liveRef.current = {};
    const batcher = new RefreshBatcher((needs) => {
      if (needs.results) {
        void qc.invalidateQueries({ queryKey: ['class-view', id] });
        void qc.invalidateQueries({ queryKey: assignmentsKey(id) });
      }
      if (needs.replays) void qc.invalidateQueries({ queryKey: ['replays', id] });
    });
    const es = new EventSource(`/api/v1/teacher/quizzes/${id}/live`);
    es.onmessage = (e) => {
      const u = JSON.parse(e.data as string) as ClassLiveUpdate;
      const prev = liveRef.current[u.user_id];
      batcher.add(refreshNeeds(prev, u, inResults.current.has(u.user_id)));
      liveRef.current = { ...liveRef.current, [u.user_id]: mergeLive(prev, u) };
      setLive(liveRef.current);
    };
    return () => {
      es.close();
      batcher.dispose();
    };
  }, [id, qc]);

  const refresh = () => {
    void view.refetch();
    void replays.refetch();
    void qc.invalidateQueries({ queryKey: assignmentsKey(id ?? '') });
  };

  const act = async (what: 'duplicate' | 'archive' | 'restore') => {
    const r = await api<{ quiz: TeacherQuiz }>('POST', `/api/v1/teacher/quizzes/${id}/${what}`);
    if (what === 'duplicate') navigate(`/teacher/quizzes/${r.quiz.id}`);
    else void view.refetch();
  };

  if (view.isError) return <main className="page teacher-page"><h1>Class view</h1><p role="alert">That quiz was not found. <Link to="/teacher">Back to My Quizzes</Link></p></main>;
  if (!view.data) return <main className="page teacher-page"><p role="status">Loading the class…</p></main>;
  const { quiz, students } = view.data;
  const playingNow = Object.values(live).sort((a, b) => a.username.localeCompare(b.username));
  const climbs = climbsByStudent(replays.data?.replays ?? []);
  const refreshing = view.isFetching || replays.isFetching;
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
        <button type="button" className="btn small ghost" onClick={refresh} disabled={refreshing}>{refreshing ? 'Refreshing…' : 'Refresh'}</button>
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
                {p.ended ? <span className="tq-ended">🏁 left the climb</span>
                  : p.stuck_question ? <span className="tq-stuck">On: “{p.stuck_question}”</span> : p.stuck_question === null ? <span className="tq-ok">✓ answered</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {watching && (
        <Suspense fallback={<p role="status">Loading the replay player…</p>}>
          <ReplayPlayer key={watching.replay.id} quizId={quiz.id} replayId={watching.replay.id} name={watching.replay.display_name} missed={watching.missed} onClose={() => setWatching(null)} />
        </Suspense>
      )}

      <section aria-labelledby="tq-class-h">
        <h2 id="tq-class-h">Results</h2>
        {students.length === 0 ? <p className="muted">No one has played this quiz yet.</p> : (
          <table className="tq-table">
            <thead><tr><th>Student</th><th>Answered</th><th>Right</th><th>Levels</th><th>Missed questions</th><th>Last played</th><th>Recent climbs</th></tr></thead>
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
                    const mine = climbs.get(s.user_id) ?? [];
                    if (mine.length === 0) return '—';
                    return (
                      <ol className="tq-climbs" aria-label={`Recent climbs of ${s.display_name}, newest first`}>
                        {mine.map((r) => (
                          <li key={r.id}>
                            <button
                              type="button"
                              className={`btn small ghost${watching?.replay.id === r.id ? ' active' : ''}`}
                              aria-pressed={watching?.replay.id === r.id}
                              aria-label={`Watch replay: level ${r.level}, ${when(r.created_at)}, ${r.seconds} seconds`}
                              onClick={() => setWatching({ replay: r, missed: s.missed.map((m) => m.text) })}
                            >
                              ▶ Level {r.level} · <time dateTime={r.created_at}>{when(r.created_at)}</time> · {duration(r.seconds)}
                            </button>
                          </li>
                        ))}
                      </ol>
                    );
                  })()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <AssignPanel quizId={quiz.id} archived={quiz.archived} />
    </main>
  );
}
