import { useState } from 'react';

/** The greeting demo: type a name, get a hello, count the high fives. */
export function GreetingDemo({ defaultName }: { defaultName?: string }) {
  const [name, setName] = useState(defaultName ?? '');
  const [count, setCount] = useState(0);
  const shown = name.trim() || 'friend';
  return (
    <article className="card demo greeting-demo" aria-labelledby="greeting-title">
      <h2 id="greeting-title">Say hello</h2>
      <label className="field">
        <span>Your name</span>
        <input value={name} maxLength={30} onChange={(e) => setName(e.target.value)} placeholder="Type your name" />
      </label>
      <p className="greeting" aria-live="polite">Hello, {shown}! 👋</p>
      <button type="button" className="btn" onClick={() => setCount((c) => c + 1)}>High five! ✋</button>
      <p className="counter" aria-live="polite">{count === 0 ? 'No high fives yet.' : `${count} high five${count === 1 ? '' : 's'}!`}</p>
    </article>
  );
}
