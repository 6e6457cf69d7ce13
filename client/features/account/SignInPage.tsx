import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PublicUser } from '../../../server/features/auth/schema.ts';
import { api, ApiError } from '../../api/client.ts';
import { useSessionRefresh } from '../../api/session.ts';

export default function SignInPage() {
  const navigate = useNavigate();
  const refresh = useSessionRefresh();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const r = await api<{ user: PublicUser }>('POST', '/users/sign_in', { username: username.trim(), password });
      await refresh(r.user);
      navigate('/');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page narrow">
      <h1>Welcome back!</h1>
      <form className="card form" onSubmit={submit} noValidate>
        <label className="field">
          <span>Username</span>
          <input name="username" value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" autoCapitalize="none" spellCheck={false} required />
        </label>
        <label className="field">
          <span>Password</span>
          <input type="password" name="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
        </label>
        {error && <p className="form-error" role="alert">{error}</p>}
        <button type="submit" className="btn big" disabled={busy || !username.trim() || !password}>{busy ? 'Signing in…' : 'Sign in'}</button>
        <p className="muted">New here? <Link to="/users/sign_up">Sign up free</Link></p>
      </form>
    </main>
  );
}
