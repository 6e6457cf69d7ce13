// Game over or victory: Try Again restarts (energy 100, level 1, counters reset, 2 jumps).
export function GameOverPanel({ victory, onRestart }: { victory: boolean; onRestart: () => void }) {
  return (
    <div className="game-over" role="alertdialog" aria-label={victory ? 'You won' : 'Game over'}>
      <h2>{victory ? 'You reached the top! 🎉' : 'Game over'}</h2>
      <p>{victory ? 'What a climb! Want to go again?' : 'Every climber slips sometimes.'}</p>
      <button type="button" className="btn big" onClick={onRestart} autoFocus>Try Again</button>
      <p className="muted small-print">or press <kbd>R</kbd></p>
    </div>
  );
}
