// The intro overlay: how to play, the controls and tips, then Start Hopping.
import { JUMP_ENERGY_COST, ENERGY_MAX, FALL_RESET_ENERGY_BONUS } from '../../../../sim/brain-climb/constants.ts';
import { Modal } from '../../../ui/Modal.tsx';

export function IntroOverlay({ onStart, touch }: { onStart: () => void; touch: boolean }) {
  return (
    <Modal title="Brain Climb" className="intro-overlay">
      <img className="intro-logo" src="/assets/art/logo-brain-climb.svg" alt="" width={220} height={165} />
      <h2 className="sr-only">Brain Climb</h2>
      <section>
        <h3>How to Play</h3>
        <p>Hop your frog from platform to platform, as high as you can, up to the golden goal at the top. Every jump costs <strong>{JUMP_ENERGY_COST} energy</strong> (you start with {ENERGY_MAX}). When your energy runs out, answer 3 questions right to fill it back up!</p>
      </section>
      <section>
        <h3>Controls</h3>
        {touch ? (
          <p>Use <strong>Walk</strong> and <strong>Hop</strong> buttons at the bottom, or switch on tilt and tip your device left and right, then tap <strong>HOP</strong>.</p>
        ) : (
          <p><kbd>←</kbd> <kbd>→</kbd> or <kbd>A</kbd> <kbd>D</kbd> to move, <kbd>Space</kbd> or <kbd>W</kbd> to jump. You can jump again in the air! <kbd>R</kbd> restarts after the game ends.</p>
        )}
      </section>
      <section>
        <h3>Tips</h3>
        <ul className="ticks">
          <li>Glowing orbs give you extra energy.</li>
          <li>Collect coins and gems on the way up.</li>
          <li>Fell down? You land back at the start with +{FALL_RESET_ENERGY_BONUS} energy.</li>
        </ul>
      </section>
      <button type="button" className="btn big intro-start" autoFocus onClick={onStart}>Start Hopping! 🐸</button>
    </Modal>
  );
}
