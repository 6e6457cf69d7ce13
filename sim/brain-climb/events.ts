// What a Brain Climb step reports. The room and the client react to these (save a coin, open the
// quiz, show Level Complete); the sim never calls out. Every event names its tick and player.

interface Base { tick: number; playerKey: string }

export type BrainClimbEvent =
  /** `first` is a jump from standing (-450); otherwise an air jump (-400). vy in px/s. */
  | Base & { type: 'jumped'; first: boolean; vy: number; energy: number; jumpsLeft: number }
  | Base & { type: 'landed'; platformId: string }
  | Base & { type: 'orb_collected'; orbId: string; energyValue: number; energy: number }
  | Base & { type: 'coin_collected'; coinId: string; coins: number }
  | Base & { type: 'gem_collected'; gemId: string; gems: number }
  /** Energy reached zero: the frog is paused for the quiz until refillEnergy. */
  | Base & { type: 'energy_depleted' }
  | Base & { type: 'fell_reset'; energy: number }
  /** Raised once per player per level. */
  | Base & { type: 'level_complete'; level: number }
  | Base & { type: 'victory'; level: number }
  | Base & { type: 'game_over'; reason: 'no_way_back' };

export type BrainClimbEventType = BrainClimbEvent['type'];
