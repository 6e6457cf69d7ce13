// The class view's "Assigned students": the teacher types student usernames (several at once,
// separated by commas or spaces) to assign the quiz, sees who has played it, and removes a student.
// Assigned students find the quiz on their /quizzes page with a Play button.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AssignmentList, AssignResult } from '../../../server/features/teacher/schema.ts';
import { api, ApiError } from '../../api/client.ts';

export const assignmentsKey = (quizId: number | string) => ['assignments', String(quizId)] as const;

/** "mia_o, leo_o\nzoe_l" → ["mia_o", "leo_o", "zoe_l"]. */
export function splitUsernames(text: string): string[] {
  return text.split(/[\s,;]+/).map((s) => s.replace(/^@/, '')).filter((s) => s !== '');
}

export function AssignPanel({ quizId, archived }: { quizId: number; archived: boolean }) {
  const id = useId();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: assignmentsKey(quizId), queryFn: () => api<AssignmentList>('GET', `/api/v1/teacher/quizzes/${quizId}/assignments`) });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const show = (data: AssignmentList) => qc.setQueryData(assignmentsKey(quizId), data);
  const fail = (err: unknown, fallback: string) => setError(err instanceof ApiError ? err.message : fallback);

  const assign = async (e: FormEvent) => {
    e.preventDefault();
    const usernames = splitUsernames(text);
    setError(null);
    setNote(null);
    if (usernames.length === 0) { setError('Type at least one student username.'); return; }
    setBusy(true);
    try {
      const r = await api<AssignResult>('POST', `/api/v1/teacher/quizzes/${quizId}/assignments`, { usernames });
      show(r);
      setText('');
      const parts = [];
      if (r.added.length > 0) parts.push(`Assigned to ${r.added.join(', ')}.`);
      if (r.already_assigned.length > 0) parts.push(`${r.already_assigned.join(', ')} already ${r.already_assigned.length === 1 ? 'has' : 'have'} it.`);
      setNote(parts.join(' '));
    } catch (err) {
      fail(err, 'The quiz could not be assigned. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const remove = async (username: string) => {
    setError(null);
    setNote(null);
    try {
      show(await api<AssignmentList>('DELETE', `/api/v1/teacher/quizzes/${quizId}/assignments/${encodeURIComponent(username)}`));
      setNote(`${username} no longer has this quiz assigned.`);
    } catch (err) {
      fail(err, 'The student could not be removed. Please try again.');
    }
  };

  const students = list.data?.assignments ?? [];
  return (
    <section className="tq-assign" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Assigned students</h2>
      <p className="muted">Assigned students find this quiz on their Quizzes page, with a Play button that opens it in Brain Climb.</p>
      {archived ? <p className="muted">Restore the quiz to assign it to more students.</p> : (
        <form className="tq-assign-form" onSubmit={(e) => void assign(e)} noValidate>
          <label htmlFor={id}>Student usernames</label>
          <input
            id={id}
            value={text}
            onChange={(e) => { setText(e.target.value); setError(null); }}
            placeholder="mia_o, leo_o"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" className="btn small" disabled={busy || text.trim() === ''}>{busy ? 'Assigning…' : 'Assign'}</button>
        </form>
      )}
      {error && <p id={`${id}-error`} className="tq-error" role="alert">{error}</p>}
      {note && <p className="tq-note" role="status">{note}</p>}
      {list.isError && <p className="muted">The assigned students could not be loaded. Use Refresh to try again.</p>}
      {list.data && students.length === 0 && <p className="muted">No one is assigned yet.</p>}
      {students.length > 0 && (
        <ul className="tq-assigned">
          {students.map((s) => (
            <li key={s.user_id} data-user={s.username}>
              <span><strong>{s.display_name}</strong> <small>{s.username}{s.grade !== null ? ` · ${s.grade === 0 ? 'kindergarten' : `grade ${s.grade}`}` : ''}</small></span>
              <span className={s.played ? 'tq-ok' : 'muted'}>{s.played ? '✓ played' : 'not played yet'}</span>
              <button type="button" className="btn small ghost" aria-label={`Remove ${s.username}`} onClick={() => void remove(s.username)}>Remove</button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
