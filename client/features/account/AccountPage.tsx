// The account page: who you are and your avatar, and for a parent, the child profiles with a form
// to add one, a way to set a child's password and to choose a child's avatar.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { GRADE_LABELS, type PublicUser } from '../../../server/features/auth/schema.ts';
import { api, type ApiError } from '../../api/client.ts';
import { useSession, useSessionRefresh } from '../../api/session.ts';
import { Avatar } from './Avatar.tsx';
import { AvatarPicker } from './AvatarPicker.tsx';
import { GradeSelect } from './GradeSelect.tsx';
import { UsernameInput } from './UsernameInput.tsx';

const gradeLabel = (g: number | null) => (g === null ? '' : GRADE_LABELS[g]);

export default function AccountPage() {
  const { user, loading } = useSession();
  const refresh = useSessionRefresh();
  if (loading) return <main className="page narrow"><p className="muted">Loading…</p></main>;
  if (!user) {
    return (
      <main className="page narrow center">
        <h1>Your account</h1>
        <p>Please <Link to="/users/sign_in">sign in</Link> to see your account.</p>
      </main>
    );
  }
  return (
    <main className="page narrow">
      <h1>Hi, {user.display_name}!</h1>
      <div className="card profile">
        <dl>
          <dt>Username</dt><dd>{user.username}</dd>
          <dt>Account</dt><dd className="capitalize">{user.role}</dd>
          {user.grade !== null && <><dt>Grade</dt><dd>{gradeLabel(user.grade)}</dd></>}
        </dl>
      </div>
      <section className="card" aria-labelledby="avatar-title">
        <h2 id="avatar-title">Your avatar</h2>
        <p className="muted">Your avatar and your username are what other players see on the leaderboard.</p>
        <AvatarPicker
          value={user.avatar_id}
          legend="Pick your animal"
          name={user.display_name}
          group="my-avatar"
          save={async (avatar_id) => { const r = await api<{ user: PublicUser }>('POST', '/api/v1/account/avatar', { avatar_id }); await refresh(r.user); }}
        />
      </section>
      {user.role === 'parent' && <Children />}
    </main>
  );
}

function Children() {
  const qc = useQueryClient();
  const children = useQuery({ queryKey: ['children'], queryFn: () => api<{ children: PublicUser[] }>('GET', '/api/v1/children') });
  return (
    <>
      <section className="card" aria-labelledby="children-title">
        <h2 id="children-title">Your children</h2>
        {children.isPending && <p className="muted">Loading…</p>}
        {children.data && children.data.children.length === 0 && <p className="muted">No child profiles yet. Add one below: each child gets their own sign-in.</p>}
        <ul className="child-list">
          {children.data?.children.map((c) => <ChildRow key={c.id} child={c} />)}
        </ul>
      </section>
      <AddChildForm onAdded={() => qc.invalidateQueries({ queryKey: ['children'] })} />
    </>
  );
}

function ChildRow({ child }: { child: PublicUser }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const [password, setPassword] = useState('');
  const save = useMutation({
    mutationFn: () => api('PATCH', `/api/v1/children/${child.id}/password`, { password }),
    onSuccess: () => { setPassword(''); setOpen(false); },
  });
  return (
    <li className="child-row">
      <Avatar avatarId={child.avatar_id} name={child.display_name} />
      <span className="child-name"><strong>{child.display_name}</strong> <span className="muted">@{child.username} · {gradeLabel(child.grade)}</span></span>
      <button type="button" className="btn small ghost" onClick={() => setPicking((p) => !p)} aria-expanded={picking}>Choose avatar</button>
      <button type="button" className="btn small ghost" onClick={() => setOpen((o) => !o)} aria-expanded={open}>Set password</button>
      {save.isSuccess && !open && <span className="feedback success">Password changed</span>}
      {picking && (
        <div className="child-avatar-picker">
          <AvatarPicker
            value={child.avatar_id}
            legend={`Avatar for ${child.display_name}`}
            name={child.display_name}
            group={`child-avatar-${child.id}`}
            save={async (avatar_id) => { await api('POST', `/api/v1/children/${child.id}/avatar`, { avatar_id }); await qc.invalidateQueries({ queryKey: ['children'] }); }}
          />
        </div>
      )}
      {open && (
        <form className="inline-form" onSubmit={(e) => { e.preventDefault(); save.mutate(); }}>
          <label className="field">
            <span>New password for {child.display_name}</span>
            <input type="password" value={password} minLength={8} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
          </label>
          <button type="submit" className="btn small" disabled={save.isPending || password.length < 8}>Save</button>
          {save.error && <p className="form-error" role="alert">{(save.error as ApiError).message}</p>}
        </form>
      )}
    </li>
  );
}

function AddChildForm({ onAdded }: { onAdded: () => void }) {
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [grade, setGrade] = useState('');
  const add = useMutation({
    mutationFn: () => api('POST', '/api/v1/children', { display_name: name.trim(), username: username.trim(), password, grade }),
    onSuccess: () => { setName(''); setUsername(''); setPassword(''); setGrade(''); onAdded(); },
  });
  const submit = (e: FormEvent) => { e.preventDefault(); add.mutate(); };
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="add-child-title">
      <h2 id="add-child-title">Add a child</h2>
      <label className="field"><span>Child’s first name</span><input value={name} maxLength={40} onChange={(e) => setName(e.target.value)} /></label>
      <UsernameInput value={username} onChange={(v) => setUsername(v)} label="Username for signing in" />
      <label className="field"><span>Password</span><input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" /><span className="hint">At least 8 characters. Your child uses it to sign in.</span></label>
      <GradeSelect value={grade} onChange={setGrade} />
      {add.error && <p className="form-error" role="alert">{(add.error as ApiError).message}</p>}
      {add.isSuccess && <p className="feedback success" role="status">Child profile added!</p>}
      <button type="submit" className="btn" disabled={add.isPending}>{add.isPending ? 'Adding…' : 'Add child'}</button>
    </form>
  );
}
