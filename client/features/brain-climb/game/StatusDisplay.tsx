// The status display: energy bar, level, height in metres, gems and coins. A top bar on phones,
// side panels on wide screens (CSS decides).
import { useStore } from 'zustand';
import type { HudStore } from './hudStore.ts';

export function StatusDisplay({ hud }: { hud: HudStore }) {
  const energy = useStore(hud, (s) => s.energy);
  const maxEnergy = useStore(hud, (s) => s.maxEnergy);
  const level = useStore(hud, (s) => s.level);
  const heightM = useStore(hud, (s) => s.heightM);
  const gems = useStore(hud, (s) => s.gems);
  const coins = useStore(hud, (s) => s.coins);
  const pct = Math.max(0, Math.min(100, (energy / maxEnergy) * 100));
  const low = pct <= 20;
  return (
    <div className="status-display" aria-label="Game status">
      <div className="status-panel status-left">
        <div className="stat energy" role="meter" aria-label="Energy" aria-valuemin={0} aria-valuemax={maxEnergy} aria-valuenow={Math.round(energy)}>
          <span className="stat-label"><span className="stat-icon" aria-hidden="true">⚡</span><span className="stat-name">Energy</span></span>
          <span className={`energy-bar${low ? ' low' : ''}`}><span className="energy-fill" style={{ width: `${pct}%` }} /></span>
          <span className="stat-value">{Math.round(energy)}</span>
        </div>
        <div className="stat"><span className="stat-label"><span className="stat-icon" aria-hidden="true">🚩</span><span className="stat-name">Level</span></span><span className="stat-value">{level}</span></div>
      </div>
      <div className="status-panel status-right">
        <div className="stat"><span className="stat-label"><span className="stat-icon" aria-hidden="true">⛰</span><span className="stat-name">Height</span></span><span className="stat-value">{Math.max(0, Math.round(heightM))} m</span></div>
        <div className="stat"><span className="stat-label"><span className="stat-icon" aria-hidden="true">💎</span><span className="stat-name">Gems</span></span><span className="stat-value">{gems}</span></div>
        <div className="stat"><span className="stat-label"><span className="stat-icon" aria-hidden="true">🪙</span><span className="stat-name">Coins</span></span><span className="stat-value">{coins}</span></div>
      </div>
    </div>
  );
}
