// The sound settings: music on/off, sound effects on/off, the volume of both (0–100 %), Keep
// Playing, the track list, previous and next.
import { useSyncExternalStore } from 'react';
import { Modal } from '../../../ui/Modal.tsx';
import type { MusicPlayer } from './MusicPlayer.ts';

export function MusicModal({ player, onClose }: { player: MusicPlayer; onClose: () => void }) {
  const s = useSyncExternalStore(player.subscribe, player.getState);
  const current = s.tracks[s.track];
  return (
    <Modal title="Music" className="music-modal" onEscape={onClose}>
      <h2>🎵 Music</h2>
      <label className="switch-row">
        <input type="checkbox" role="switch" checked={s.enabled} onChange={(e) => player.setEnabled(e.target.checked)} />
        <span>Music {s.enabled ? 'on' : 'off'}</span>
      </label>
      <label className="switch-row">
        <input type="checkbox" role="switch" checked={s.effects} onChange={(e) => player.setEffects(e.target.checked)} />
        <span>Sound effects {s.effects ? 'on' : 'off'}</span>
      </label>
      <label className="field">
        <span>Volume: {Math.round(s.volume * 100)}%</span>
        <input type="range" min={0} max={100} step={1} value={Math.round(s.volume * 100)} onChange={(e) => player.setVolume(Number(e.target.value) / 100)} aria-label="Volume" />
      </label>
      <label className="switch-row">
        <input type="checkbox" role="switch" checked={s.continuous} onChange={(e) => player.setContinuous(e.target.checked)} />
        <span>Keep Playing (next track when one ends)</span>
      </label>
      <div className="music-now">
        <button type="button" className="btn small ghost" onClick={() => player.previous()} aria-label="Previous track">⏮</button>
        <span className="music-title" aria-live="polite">{current ? current.title : 'No tracks'}</span>
        <button type="button" className="btn small ghost" onClick={() => player.next()} aria-label="Next track">⏭</button>
      </div>
      <ol className="track-list">
        {s.tracks.map((t, i) => (
          <li key={t.file}>
            <button type="button" className={i === s.track ? 'current' : ''} aria-current={i === s.track ? 'true' : undefined} onClick={() => player.select(i)}>
              <span>{t.title}</span><span className="muted">{Math.floor(t.durationS / 60)}:{String(Math.round(t.durationS % 60)).padStart(2, '0')}</span>
            </button>
          </li>
        ))}
      </ol>
      {s.error && <p className="form-error" role="alert">{s.error}</p>}
      <button type="button" className="btn" onClick={onClose}>Done</button>
    </Modal>
  );
}
