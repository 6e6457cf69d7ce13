// /quizzes: the summer workbook subjects as colourful cards for everyone; for a signed-in student
// the class quizzes their teacher assigned (with whether they played each); for a signed-in player
// the class and friend quizzes they played and their past results; visitors get a sign-up nudge.
import { Link } from 'react-router';
import { SUBJECT_INFO, WORKBOOK_SUBJECTS, type AssignedQuizItem, type ClassQuizItem, type PastResultItem, type WorkbookSubjectCard } from '../../../server/features/workbook/schema.ts';
import { useSession } from '../../api/session.ts';
import { scoreMessage, subjectTitle, themeFor } from '../quiz-taker/quizModel.ts';
import { useMyQuizzes } from './myQuizzes.ts';
import './quizzes.css';

const LOCAL_CARDS: WorkbookSubjectCard[] = WORKBOOK_SUBJECTS.map((subject) => ({ subject, ...SUBJECT_INFO[subject], path: `/summer_workbook/${subject}` }));

/** Class quizzes open in teacher mode; friend challenges on Brain Climb's friend challenge screen. */
const playPath = (code: string, mode: 'teacher' | 'friend') => `/brain-climb?${mode === 'teacher' ? 'code' : 'challenge'}=${encodeURIComponent(code)}`;

const shortDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

export default function QuizzesPage() {
  const { user, loading } = useSession();
  const { data, isError } = useMyQuizzes();
  const subjects = data?.subjects ?? LOCAL_CARDS;
  const others = data ? played(data.class_quizzes, data.assigned_quizzes) : [];
  return (
    <main className="page quizzes-page">
      <header className="qz-hero">
        <h1>Quizzes</h1>
        <p className="lead">Ten quick questions at a time. Pick a subject and see how many you can get right!</p>
      </header>

      <section aria-labelledby="qz-workbook">
        <h2 id="qz-workbook">☀️ Summer Workbook</h2>
        <p className="muted">A fresh set of ten questions every day{data ? `, for ${data.grade === 0 ? 'kindergarten' : `grade ${data.grade}`}` : ''}.</p>
        <ul className="qz-subjects">
          {subjects.map((s) => (
            <li key={s.subject}>
              <Link to={s.path} className={`qz-subject-card qz-${themeFor(s.subject)} qz-subject-${s.subject}`}>
                <span className="qz-emoji" aria-hidden="true">{s.emoji}</span>
                <span className="qz-subject-title">{s.title}</span>
                <span className="qz-subject-blurb">{s.blurb}</span>
                <span className="qz-go">Start today&apos;s 10 →</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {!loading && !user && (
        <section className="qz-nudge" aria-label="Sign up">
          <span className="qz-nudge-emoji" aria-hidden="true">🎒</span>
          <div>
            <h2>Save your scores</h2>
            <p>Sign up free to keep your results, see your class quizzes and track your progress.</p>
            <div className="cta-row">
              <Link to="/users/sign_up" className="btn">Sign Up Free</Link>
              <Link to="/users/sign_in" className="btn ghost">Login</Link>
            </div>
          </div>
        </section>
      )}

      {user && (user.role === 'student' || (data?.assigned_quizzes.length ?? 0) > 0) && (
        <section className="card qz-assigned" aria-labelledby="qz-assigned">
          <h2 id="qz-assigned">📌 Assigned by your teacher</h2>
          {isError && <p className="muted">We could not load your quizzes just now. Please refresh the page.</p>}
          {data && data.assigned_quizzes.length === 0 && <p className="muted">Nothing assigned right now. When your teacher assigns you a class quiz, it shows up here.</p>}
          {data && data.assigned_quizzes.length > 0 && <ul className="qz-list">{data.assigned_quizzes.map((q) => <AssignedRow key={q.quiz_id} quiz={q} />)}</ul>}
        </section>
      )}

      {user && (
        <div className="qz-columns">
          <section className="card" aria-labelledby="qz-class">
            <h2 id="qz-class">🏫 Your class quizzes</h2>
            {isError && <p className="muted">We could not load your quizzes just now. Please refresh the page.</p>}
            {data && others.length === 0 && (
              <p className="muted">No other class quizzes yet. When your teacher or a friend gives you a quiz code, play it in <Link to="/brain-climb">Brain Climb</Link> and it shows up here.</p>
            )}
            {others.length > 0 && <ul className="qz-list">{others.map((q) => <ClassQuizRow key={q.quiz_id} quiz={q} />)}</ul>}
          </section>
          <section className="card" aria-labelledby="qz-results">
            <h2 id="qz-results">🏅 Past results</h2>
            {data && data.past_results.length === 0 && <p className="muted">Finish a quiz and your score appears here.</p>}
            {data && data.past_results.length > 0 && <ul className="qz-list">{data.past_results.map((r, i) => <ResultRow key={`${r.date}-${i}`} result={r} />)}</ul>}
          </section>
        </div>
      )}
    </main>
  );
}

/** Played quizzes that are not already listed as assigned. */
function played(quizzes: ClassQuizItem[], assigned: AssignedQuizItem[]): ClassQuizItem[] {
  const ids = new Set(assigned.map((a) => a.quiz_id));
  return quizzes.filter((q) => !ids.has(q.quiz_id));
}

function AssignedRow({ quiz }: { quiz: AssignedQuizItem }) {
  return (
    <li className="qz-row" data-code={quiz.code}>
      <span className={`qz-dot qz-${themeFor(quiz.subject)}`} aria-hidden="true" />
      <div className="qz-row-main">
        <span className="qz-row-title">{quiz.title}</span>
        <span className="qz-row-meta">
          {subjectTitle(quiz.subject)} · code <code>{quiz.code}</code> · from {quiz.teacher_name}
        </span>
      </div>
      <span className={`qz-status ${quiz.played ? 'done' : 'new'}`}>{quiz.played ? `✓ Played ${shortDate(quiz.last_played_at!)}` : 'Not played yet'}</span>
      <Link to={playPath(quiz.code, 'teacher')} className="btn small" aria-label={`Play ${quiz.title}`}>Play</Link>
    </li>
  );
}

function ClassQuizRow({ quiz }: { quiz: ClassQuizItem }) {
  return (
    <li className="qz-row">
      <span className={`qz-dot qz-${themeFor(quiz.subject)}`} aria-hidden="true" />
      <div className="qz-row-main">
        <span className="qz-row-title">{quiz.title}</span>
        <span className="qz-row-meta">
          {quiz.mode === 'teacher' ? 'Class quiz' : 'Friend challenge'} · {subjectTitle(quiz.subject)} · code <code>{quiz.code}</code>
        </span>
      </div>
      <Link to={playPath(quiz.code, quiz.mode)} className="btn small">Play</Link>
    </li>
  );
}

function ResultRow({ result }: { result: PastResultItem }) {
  const msg = scoreMessage(result.score, result.total_questions);
  return (
    <li className="qz-row">
      <span className="qz-row-emoji" aria-hidden="true">{msg.emoji}</span>
      <div className="qz-row-main">
        <span className="qz-row-title">{result.title}</span>
        <span className="qz-row-meta">{shortDate(result.date)} · {msg.title}</span>
      </div>
      <span className="qz-score-pill">{result.score}/{result.total_questions}</span>
    </li>
  );
}
