import { JUMP_ENERGY_COST } from '../../../../sim/brain-climb/constants.ts';

/** The controls help panel, toggled from the toolbar. States the jump cost the game really uses. */
export function ControlsHelp({ onClose }: { onClose: () => void }) {
  return (
    <aside className="controls-help card" aria-label="Controls">
      <h3>Controls</h3>
      <ul>
        <li><kbd>←</kbd> <kbd>→</kbd> / <kbd>A</kbd> <kbd>D</kbd>: walk</li>
        <li><kbd>Space</kbd> / <kbd>W</kbd>: jump (again in the air for a double or triple jump)</li>
        <li><kbd>R</kbd>: restart after game over</li>
        <li>Each jump costs {JUMP_ENERGY_COST} energy.</li>
      </ul>
      <button type="button" className="btn small ghost" onClick={onClose}>Close</button>
    </aside>
  );
}
