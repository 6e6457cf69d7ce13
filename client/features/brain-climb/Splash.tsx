import type { GameMode } from './modeFlow.ts';

const MODES: { mode: GameMode; icon: string; title: string; text: string }[] = [
  { mode: 'career', icon: '🐸', title: 'Career', text: 'Climb level after level. Your progress is saved.' },
  { mode: 'teacher_mode', icon: '🍎', title: 'Class Quiz', text: 'Enter your teacher’s code and climb with your class questions.' },
  { mode: 'challenge_friends', icon: '🤝', title: 'Friend Challenge', text: 'Got a code from a friend? Take on their challenge!' },
];

export function Splash({ onChoose, pending }: { onChoose: (m: GameMode) => void; pending: GameMode | null }) {
  return (
    <section className="bc-splash" aria-labelledby="bc-splash-title">
      <button type="button" className="btn small ghost bc-back" onClick={() => window.history.back()}>← Back</button>
      <img className="bc-logo" src="/assets/art/logo-brain-climb.svg" alt="" width={280} height={210} />
      <h1 id="bc-splash-title">Brain Climb</h1>
      <p className="lead">How do you want to play?</p>
      <div className="bc-modes">
        {MODES.map((m) => (
          <button key={m.mode} type="button" className={`bc-mode${pending === m.mode ? ' pressed' : ''}`} onClick={() => onChoose(m.mode)} disabled={pending !== null}>
            <span className="bc-mode-icon" aria-hidden="true">{m.icon}</span>
            <span className="bc-mode-title">{m.title}</span>
            <span className="bc-mode-text">{m.text}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
