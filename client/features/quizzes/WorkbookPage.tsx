// /summer_workbook/:subject: today's ten questions of one subject in the quiz taker. A signed-in
// player's finished quiz is posted to the workbook results (the server recomputes the score).
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DEFAULT_WORKBOOK_GRADE, SUBJECT_INFO, WORKBOOK_SUBJECTS, type WorkbookSubject } from '../../../server/features/workbook/schema.ts';
import { useSession } from '../../api/session.ts';
import { QuizTaker } from '../quiz-taker/QuizTaker.tsx';
import { themeFor } from '../quiz-taker/quizModel.ts';
import { MY_QUIZZES_KEY } from './myQuizzes.ts';
import { localDay, WORKBOOK_RESULTS_URL, workbookChecker, workbookLoader, workbookQuizId } from './workbookSource.ts';
import './quizzes.css';

const isSubject = (s: string | undefined): s is WorkbookSubject => (WORKBOOK_SUBJECTS as readonly string[]).includes(s ?? '');

export default function WorkbookPage() {
  const { subject } = useParams();
  if (!isSubject(subject)) {
    return (
      <main className="page narrow center">
        <h1>No workbook here</h1>
        <p className="lead">We do not have a summer workbook for that subject yet.</p>
        <Link to="/quizzes" className="btn big">See all quizzes</Link>
      </main>
    );
  }
  return <Workbook key={subject} subject={subject} />;
}

function Workbook({ subject }: { subject: WorkbookSubject }) {
  const { user, loading } = useSession();
  const qc = useQueryClient();
  const [day] = useState(() => localDay());
  const info = SUBJECT_INFO[subject];
  const loader = useMemo(() => workbookLoader(subject, day), [subject, day]);
  const checker = useMemo(() => workbookChecker(subject, day), [subject, day]);
  const grade = user?.role === 'student' && user.grade !== null ? user.grade : DEFAULT_WORKBOOK_GRADE;
  const dayLabel = new Date(`${day}T12:00:00`).toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

  return (
    <main className={`page wb-page wb-${themeFor(subject)}`}>
      <Link to="/quizzes" className="back-link">← All quizzes</Link>
      <header className="wb-hero">
        <span className="wb-emoji" aria-hidden="true">{info.emoji}</span>
        <div>
          <h1>Summer Workbook: {info.title}</h1>
          <p className="lead">Ten questions for {dayLabel}{grade === 0 ? ', kindergarten' : `, grade ${grade}`}. A brand-new set every day!</p>
        </div>
      </header>
      <QuizTaker
        subject={subject}
        grade={grade}
        quizId={workbookQuizId(subject, day)}
        loadQuestion={loader}
        checkAnswer={checker}
        completionUrl={user ? WORKBOOK_RESULTS_URL : undefined}
        onComplete={() => void qc.invalidateQueries({ queryKey: MY_QUIZZES_KEY })}
      />
      {!loading && !user && (
        <p className="wb-nudge">
          🌟 Playing as a guest: your score is not saved. <Link to="/users/sign_up">Sign up free</Link> or <Link to="/users/sign_in">log in</Link> to
          keep your results and track your progress.
        </p>
      )}
    </main>
  );
}
