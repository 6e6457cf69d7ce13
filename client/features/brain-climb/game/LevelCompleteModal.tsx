// Level Complete: Next Level saves progress first; while busy the button says Loading...; when
// saving fails the flow does not advance.
import { useState } from 'react';
import { Modal } from '../../../ui/Modal.tsx';

export function LevelCompleteModal({ level, gems, coins, onNext }: { level: number; gems: number; coins: number; onNext: () => Promise<boolean> }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const next = async () => {
    setBusy(true);
    setFailed(false);
    const ok = await onNext();
    if (!ok) { setBusy(false); setFailed(true); }
  };
  return (
    <Modal title="Level Complete" className="level-complete">
      <div className="lc-burst" aria-hidden="true">🏆</div>
      <h2>Level Complete!</h2>
      <p className="lead">You climbed level {level}!</p>
      <p className="lc-stats"><span>💎 {gems}</span> <span>🪙 {coins}</span></p>
      {failed && <p className="form-error" role="alert">We could not save your progress. Check your connection and try again.</p>}
      <button type="button" className="btn big" autoFocus onClick={next} disabled={busy}>{busy ? 'Loading...' : 'Next Level'}</button>
    </Modal>
  );
}
