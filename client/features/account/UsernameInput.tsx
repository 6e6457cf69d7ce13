// The live username picker: checks availability 500 ms after typing stops, with the messages of
// the product (available, taken, too short, error).
import { useEffect, useId, useState } from 'react';
import { USERNAME_MESSAGES, USERNAME_MIN_CHARS, usernameSchema } from '../../../server/features/auth/schema.ts';
import { api, ApiError } from '../../api/client.ts';

export const USERNAME_DEBOUNCE_MS = 500;
type Feedback = { tone: 'success' | 'error' | 'warning' | 'checking'; text: string } | null;

export function UsernameInput({ value, onChange, currentUserId, label = 'Username' }: {
  value: string;
  onChange: (v: string, available: boolean) => void;
  currentUserId?: number;
  label?: string;
}) {
  const id = useId();
  const [feedback, setFeedback] = useState<Feedback>(null);

  useEffect(() => {
    const name = value.trim();
    if (!name) { setFeedback(null); return; }
    if (name.length < USERNAME_MIN_CHARS) { setFeedback({ tone: 'warning', text: USERNAME_MESSAGES.tooShort }); return; }
    const local = usernameSchema.safeParse(name);
    if (!local.success) { setFeedback({ tone: 'warning', text: local.error.issues[0].message }); return; }
    setFeedback({ tone: 'checking', text: 'Checking…' });
    let cancelled = false;
    const timer = setTimeout(async () => {
      const q = new URLSearchParams({ username: name });
      if (currentUserId) q.set('current_user_id', String(currentUserId));
      try {
        const r = await api<{ valid: boolean }>('GET', `/users/check_username?${q}`);
        if (cancelled) return;
        setFeedback(r.valid ? { tone: 'success', text: USERNAME_MESSAGES.available } : { tone: 'error', text: USERNAME_MESSAGES.taken });
        onChange(value, r.valid);
      } catch (err) {
        if (cancelled) return;
        setFeedback(err instanceof ApiError && err.status === 422 ? { tone: 'warning', text: err.message } : { tone: 'error', text: USERNAME_MESSAGES.error });
      }
    }, USERNAME_DEBOUNCE_MS);
    return () => { cancelled = true; clearTimeout(timer); };
    // onChange is left out on purpose: a new parent callback must not start another check.
  }, [value, currentUserId]);

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        maxLength={20}
        onChange={(e) => onChange(e.target.value, false)}
        aria-describedby={`${id}-hint ${id}-feedback`}
        required
      />
      <p id={`${id}-hint`} className="hint">Letters, numbers and underscores only, with no spaces or special characters.</p>
      <p id={`${id}-feedback`} className={`feedback ${feedback?.tone ?? ''}`} aria-live="polite">{feedback?.text ?? ''}</p>
    </div>
  );
}
