// On-screen controls for touch screens: Walk Left, Walk Right, Hop Left, Hop Right; in tilt mode a
// single large HOP button. The area is 33 % of the screen height; a hop button pulses for 100 ms.
import { useState, type PointerEvent } from 'react';
import { Input } from '../../../../sim/core/input.ts';
import type { InputController } from './InputController.ts';

export const CONTROL_AREA_HEIGHT = '33vh';
export const HOP_PULSE_MS = 100;

function HoldButton({ label, bits, input, className = '', pulse = false, children }: { label: string; bits: number; input: InputController; className?: string; pulse?: boolean; children: React.ReactNode }) {
  const [pulsing, setPulsing] = useState(false);
  const down = (e: PointerEvent<HTMLButtonElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    input.press(bits);
    if (pulse) { setPulsing(true); setTimeout(() => setPulsing(false), HOP_PULSE_MS); }
  };
  const up = () => input.release(bits);
  return (
    <button type="button" aria-label={label} className={`mc-btn ${className}${pulsing ? ' pulse' : ''}`}
      onPointerDown={down} onPointerUp={up} onPointerCancel={up} onPointerLeave={up} onContextMenu={(e) => e.preventDefault()}>
      {children}
    </button>
  );
}

export function MobileControls({ input, tiltMode }: { input: InputController; tiltMode: boolean }) {
  if (tiltMode) {
    return (
      <div className="mobile-controls tilt" style={{ height: CONTROL_AREA_HEIGHT }}>
        <HoldButton label="HOP" bits={Input.JUMP} input={input} className="mc-hop-big" pulse>HOP</HoldButton>
      </div>
    );
  }
  return (
    <div className="mobile-controls" style={{ height: CONTROL_AREA_HEIGHT }}>
      <HoldButton label="Walk Left" bits={Input.LEFT} input={input} className="mc-walk"><span aria-hidden="true">◀</span><small>Walk</small></HoldButton>
      <HoldButton label="Hop Left" bits={Input.LEFT | Input.JUMP} input={input} className="mc-hop" pulse><span aria-hidden="true">↖</span><small>Hop</small></HoldButton>
      <HoldButton label="Hop Right" bits={Input.RIGHT | Input.JUMP} input={input} className="mc-hop" pulse><span aria-hidden="true">↗</span><small>Hop</small></HoldButton>
      <HoldButton label="Walk Right" bits={Input.RIGHT} input={input} className="mc-walk"><span aria-hidden="true">▶</span><small>Walk</small></HoldButton>
    </div>
  );
}
