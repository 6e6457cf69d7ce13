import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PublicUser, Role } from '../../../server/features/auth/schema.ts';
import { api, ApiError } from '../../api/client.ts';
import { useSessionRefresh } from '../../api/session.ts';
import { GradeSelect } from './GradeSelect.tsx';
import { UsernameInput } from './UsernameInput.tsx';

const ROLE_CARDS: { role: Role; icon: string; title: string; text: string }[] = [
  { role: 'student', icon: '🎒', title: 'Student', text: 'Play, learn and earn coins' },
  { role: 'parent', icon: '🏡', title: 'Parent', text: 'Add your children and follow along' },
  { role: 'teacher', icon: '🍎', title: 'Teacher', text: 'Make quizzes and run your class' },
];

export default function SignUpPage() {
  const navigate = useNavigate();
  const refresh = useSessionRefresh();
  const [role, setRole] = useState<Role>('student');
  const [displayName, setDisplayName] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [grade, setGrade] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const body = { role, username: username.trim(), password, display_name: displayName.trim() || undefined, grade: role === 'student' ? grade : undefined };
      const r = await api<{ user: PublicUser }>('POST', '/users/sign_up', body);
      await refresh(r.user);
      navigate(role === 'parent' ? '/account' : '/');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page narrow">
      <h1>Join Brain Climb</h1>
      <p className="lead">It’s free. Pick who you are to start.</p>
      <form className="card form" onSubmit={submit} noValidate>
        <fieldset className="role-picker">
          <legend>I am a…</legend>
          {ROLE_CARDS.map((c) => (
            <label key={c.role} className={`role-card${role === c.role ? ' selected' : ''}`}>
              <input type="radio" name="role" value={c.role} checked={role === c.role} onChange={() => setRole(c.role)} />
              <span className="role-icon" aria-hidden="true">{c.icon}</span>
              <span className="role-title">{c.title}</span>
              <span className="role-text">{c.text}</span>
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span>{role === 'teacher' ? 'Name your class sees' : 'Your first name'}</span>
          <input name="display_name" value={displayName} maxLength={40} onChange={(e) => setDisplayName(e.target.value)} autoComplete="given-name" />
        </label>
        <UsernameInput value={username} onChange={(v) => setUsername(v)} />
        <label className="field">
          <span>Password</span>
          <input type="password" name="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" minLength={8} required />
          <span className="hint">At least 8 characters.</span>
        </label>
        {role === 'student' && <GradeSelect value={grade} onChange={setGrade} label="Your grade" />}
        {error && <p className="form-error" role="alert">{error}</p>}
        <button type="submit" className="btn big" disabled={busy}>{busy ? 'Creating your account…' : 'Create my account'}</button>
        <p className="muted">Already have an account? <Link to="/users/sign_in">Sign in</Link></p>
      </form>
    </main>
  );
}
