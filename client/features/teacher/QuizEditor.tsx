// /teacher/quizzes/new and /teacher/quizzes/:id/edit: title, subject, grade and the questions
// (2 to 6 choices, one marked correct, an explanation; $...$ shows as math), plus questions
// pasted from a spreadsheet with a preview of every line that cannot be read.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SUBJECTS, type TeacherQuiz } from '../../../server/features/teacher/schema.ts';
import { api, ApiError } from '../../api/client.ts';
import { MathText } from '../../ui/MathText.tsx';
import './teacher.css';

interface Draft { text: string; choices: string[]; correct_index: number; explanation: string }
interface Preview { questions: Draft[]; rejected: { line: number; text: string; reason: string }[] }
const blank = (): Draft => ({ text: '', choices: ['', ''], correct_index: 0, explanation: '' });

export default function QuizEditor() {
  const { id } = useParams();
  const navigate = useNavigate();
  const existing = useQuery({ queryKey: ['teacher-quiz', id], queryFn: () => api<{ quiz: TeacherQuiz }>('GET', `/api/v1/teacher/quizzes/${id}`), enabled: Boolean(id) });
  const [title, setTitle] = useState('');
  const [subject, setSubject] = useState<string>('math');
  const [grade, setGrade] = useState<string>('');
  const [questions, setQuestions] = useState<Draft[]>([blank()]);
  const [paste, setPaste] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const q = existing.data?.quiz;
    if (!q) return;
    setTitle(q.title);
    setSubject(q.subject);
    setGrade(q.grade === null ? '' : String(q.grade));
    setQuestions(q.questions.map((x) => ({ text: x.text, choices: x.choices, correct_index: x.correct_index, explanation: x.explanation })));
  }, [existing.data]);

  const change = (i: number, patch: Partial<Draft>) => setQuestions((qs) => qs.map((q, k) => (k === i ? { ...q, ...patch } : q)));
  const runPreview = async () => {
    setError(null);
    try {
      setPreview(await api<Preview>('POST', '/api/v1/teacher/quizzes/import_preview', { text: paste }));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The lines could not be read.');
    }
  };
  const addPreviewed = () => {
    if (!preview) return;
    setQuestions((qs) => [...qs.filter((q) => q.text.trim() !== ''), ...preview.questions]);
    setPreview(null);
    setPaste('');
  };
  const save = async () => {
    setSaving(true);
    setError(null);
    const body = { title, subject, grade: grade === '' ? null : Number(grade), questions: questions.map((q) => ({ ...q, choices: q.choices.map((c) => c.trim()).filter((c, k) => c !== '' || k === q.correct_index) })) };
    try {
      const r = await api<{ quiz: TeacherQuiz }>(id ? 'PUT' : 'POST', id ? `/api/v1/teacher/quizzes/${id}` : '/api/v1/teacher/quizzes', body);
      navigate(`/teacher/quizzes/${r.quiz.id}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The quiz could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <main className="page teacher-page">
      <h1>{id ? 'Edit quiz' : 'New quiz'}</h1>
      <div className="tq-form">
        <label>Title<input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} placeholder="Our Solar System" /></label>
        <label>Subject
          <select value={subject} onChange={(e) => setSubject(e.target.value)}>{SUBJECTS.map((s) => <option key={s} value={s}>{s.replace('_', ' ')}</option>)}</select>
        </label>
        <label>Grade
          <select value={grade} onChange={(e) => setGrade(e.target.value)}>
            <option value="">Any grade</option>
            {Array.from({ length: 9 }, (_, g) => <option key={g} value={g}>{g === 0 ? 'Kindergarten' : `Grade ${g}`}</option>)}
          </select>
        </label>
      </div>

      <ol className="tq-questions">
        {questions.map((q, i) => (
          <li key={i} className="tq-question">
            <label>Question {i + 1}<textarea value={q.text} onChange={(e) => change(i, { text: e.target.value })} rows={2} placeholder="What is $3 \times 4$?" /></label>
            {q.text.includes('$') && <p className="tq-math-preview"><MathText text={q.text} /></p>}
            <fieldset>
              <legend>Choices (mark the correct one)</legend>
              {q.choices.map((c, k) => (
                <div key={k} className="tq-choice">
                  <input type="radio" name={`correct-${i}`} checked={q.correct_index === k} onChange={() => change(i, { correct_index: k })} aria-label={`Choice ${k + 1} is correct`} />
                  <input value={c} onChange={(e) => change(i, { choices: q.choices.map((x, j) => (j === k ? e.target.value : x)) })} aria-label={`Choice ${k + 1}`} maxLength={300} />
                  {q.choices.length > 2 && <button type="button" className="btn small ghost" aria-label={`Remove choice ${k + 1}`} onClick={() => change(i, { choices: q.choices.filter((_, j) => j !== k), correct_index: Math.max(0, q.correct_index - (k < q.correct_index ? 1 : k === q.correct_index ? q.correct_index : 0)) })}>✕</button>}
                </div>
              ))}
              {q.choices.length < 6 && <button type="button" className="btn small ghost" onClick={() => change(i, { choices: [...q.choices, ''] })}>+ Choice</button>}
            </fieldset>
            <label>Explanation<textarea value={q.explanation} onChange={(e) => change(i, { explanation: e.target.value })} rows={2} placeholder="Shown when a student answers wrong" /></label>
            {questions.length > 1 && <button type="button" className="btn small ghost" onClick={() => setQuestions((qs) => qs.filter((_, k) => k !== i))}>Remove question</button>}
          </li>
        ))}
      </ol>
      <button type="button" className="btn ghost" onClick={() => setQuestions((qs) => [...qs, blank()])}>+ Add a question</button>

      <section className="tq-import" aria-labelledby="tq-import-h">
        <h2 id="tq-import-h">Paste from a spreadsheet</h2>
        <p className="muted">One question per line: question, correct (1-6 or A-F), explanation, then the choices. Commas or tabs.</p>
        <textarea aria-label="Pasted questions" value={paste} onChange={(e) => { setPaste(e.target.value); setPreview(null); }} rows={5} placeholder={'What is 6 x 7?,A,6 x 7 = 42,42,36,48'} />
        <button type="button" className="btn small" disabled={paste.trim() === ''} onClick={() => void runPreview()}>Preview</button>
        {preview && (
          <div className="tq-preview">
            <p><strong>{preview.questions.length}</strong> question{preview.questions.length === 1 ? '' : 's'} ready{preview.rejected.length > 0 ? `, ${preview.rejected.length} line${preview.rejected.length === 1 ? '' : 's'} to fix:` : '.'}</p>
            {preview.rejected.length > 0 && (
              <ul className="tq-rejected">{preview.rejected.map((r) => <li key={r.line}><strong>Line {r.line}:</strong> {r.reason} <code>{r.text}</code></li>)}</ul>
            )}
            <button type="button" className="btn small" disabled={preview.rejected.length > 0 || preview.questions.length === 0} onClick={addPreviewed}>Add {preview.questions.length} question{preview.questions.length === 1 ? '' : 's'}</button>
          </div>
        )}
      </section>

      {error && <p className="tq-error" role="alert">{error}</p>}
      <div className="tq-actions">
        <button type="button" className="btn big" disabled={saving} onClick={() => void save()}>{saving ? 'Saving…' : 'Save quiz'}</button>
      </div>
    </main>
  );
}
