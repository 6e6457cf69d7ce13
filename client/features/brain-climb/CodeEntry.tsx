// The quiz code entry in its teacher and friend variants: uppercase letters and digits, at most 6;
// typing clears the error; submit is disabled when empty or while the code is checked, and Enter
// in an empty field says what is missing.
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '../../../server/features/auth/schema.ts';
import { codeSubmit, isAcceptedCodeResponse, isCodeSubmitDisabled, QUIZ_CODE_MESSAGES, sanitizeQuizCode } from './quizCode.ts';

export async function validateQuizCode(code: string): Promise<'ok' | 'not_found' | 'failed'> {
  try {
    const res = await fetch(`/api/quiz/question?quiz_code=${encodeURIComponent(code)}`, { headers: { Accept: 'application/json' } });
    const body = await res.json();
    return isAcceptedCodeResponse(body) ? 'ok' : 'not_found';
  } catch {
    return 'failed';
  }
}

export function CodeEntry({ variant, user, onAccepted, onBack }: {
  variant: 'teacher_mode' | 'challenge_friends';
  user: PublicUser | null;
  onAccepted: (code: string) => void;
  onBack: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [validating, setValidating] = useState(false);
  const teacher = variant === 'teacher_mode';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const action = codeSubmit(code, validating);
    if (action.kind === 'error') setError(action.message);
    if (action.kind !== 'check') return;
    setValidating(true);
    const result = await validateQuizCode(action.code);
    setValidating(false);
    if (result === 'ok') onAccepted(action.code.toUpperCase());
    else setError(result === 'not_found' ? QUIZ_CODE_MESSAGES.notFound : QUIZ_CODE_MESSAGES.failed);
  };

  // With the submit button disabled, Enter does not submit the form: an empty field still answers
  // with the message.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    const action = codeSubmit(code, validating);
    if (action.kind === 'error') { e.preventDefault(); setError(action.message); }
  };

  return (
    <section className="bc-panel card" aria-labelledby={`${id}-title`}>
      <button type="button" className="btn small ghost bc-back" onClick={onBack}>← Back</button>
      <h1 id={`${id}-title`}>{teacher ? 'Join your class quiz' : 'Play a friend’s challenge'}</h1>
      {teacher ? <TeacherTips /> : <FriendChallengeInfo user={user} />}
      <form className="bc-code-form" onSubmit={submit} noValidate>
        <label htmlFor={id}>{teacher ? 'Class quiz code' : 'Friend’s quiz code'}</label>
        <input
          id={id}
          className="bc-code-input"
          value={code}
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="ABC123"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => { setCode(sanitizeQuizCode(e.target.value)); setError(null); }}
          onKeyDown={onKeyDown}
        />
        {error && <p id={`${id}-error`} className="form-error" role="alert">{error}</p>}
        <button type="submit" className="btn big" disabled={isCodeSubmitDisabled(code, validating)}>{validating ? 'Checking…' : 'Start climbing'}</button>
      </form>
    </section>
  );
}

export function TeacherTips() {
  return (
    <ul className="ticks bc-tips">
      <li>Your teacher gave the class a 6-character code.</li>
      <li>Your progress is tracked for your teacher, so do your best!</li>
      <li>Every question you get right fills your frog’s energy.</li>
    </ul>
  );
}

export function FriendChallengeInfo({ user }: { user: PublicUser | null }) {
  if (!user) {
    return (
      <div className="bc-guest">
        <p>You can play as a guest, but your coins and results won’t be saved.</p>
        <p className="cta-row"><Link className="btn small" to="/users/sign_up">Sign Up Free</Link> <Link className="btn small ghost" to="/users/sign_in">Login</Link></p>
      </div>
    );
  }
  return (
    <div className="bc-welcome">
      <p>Welcome, <strong>{user.display_name}</strong>! Because you’re signed in you get:</p>
      <ul className="ticks"><li>Coins for every level</li><li>Progress tracking</li><li>Detailed results for you and your friend</li></ul>
      <p className="muted">Tip: you can make your own challenge from any quiz you finish and send the code to a friend.</p>
    </div>
  );
}
