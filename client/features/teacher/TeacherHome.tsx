// /teacher: a teacher's quizzes with their codes, players and state, and a button for a new one.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TeacherQuizSummary } from '../../../server/features/teacher/schema.ts';
import { api } from '../../api/client.ts';
import { useSession } from '../../api/session.ts';
import './teacher.css';

export default function TeacherHome() {
  const { user, loading } = useSession();
  const list = useQuery({ queryKey: ['teacher-quizzes'], queryFn: () => api<{ quizzes: TeacherQuizSummary[] }>('GET', '/api/v1/teacher/quizzes'), enabled: user?.role === 'teacher' });
  if (loading) return <main className="page"><p role="status">Loading…</p></main>;
  if (user?.role !== 'teacher') return <main className="page"><h1>My Quizzes</h1><p>This page is for teacher accounts. <Link to="/users/sign_in">Sign in</Link> as a teacher to make class quizzes.</p></main>;
  const quizzes = list.data?.quizzes ?? [];
  return (
    <main className="page teacher-page">
      <header className="tq-head">
        <div>
          <h1>My Quizzes</h1>
          <p className="lead">Make a quiz, give your class its code, and watch them climb.</p>
        </div>
        <Link to="/teacher/quizzes/new" className="btn big">+ New quiz</Link>
      </header>
      {list.isPending && <p role="status">Loading your quizzes…</p>}
      {list.data && quizzes.length === 0 && <p className="tq-empty">No quizzes yet. Make your first one: type questions or paste them from a spreadsheet.</p>}
      <ul className="tq-list">
        {quizzes.map((q) => (
          <li key={q.id} className={`tq-card${q.archived ? ' archived' : ''}`}>
            <Link to={`/teacher/quizzes/${q.id}`} className="tq-card-link">
              <span className="tq-code" aria-label={`Code ${q.code.split('').join(' ')}`}>{q.code}</span>
              <span className="tq-title">{q.title}</span>
              <span className="tq-meta">{q.subject.replace('_', ' ')} · {q.grade === null ? 'any grade' : q.grade === 0 ? 'kindergarten' : `grade ${q.grade}`} · {q.questions} question{q.questions === 1 ? '' : 's'} · {q.players} player{q.players === 1 ? '' : 's'}</span>
              {q.archived && <span className="tq-badge">Archived</span>}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
