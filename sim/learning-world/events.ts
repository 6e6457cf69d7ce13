// What a Learning World step reports (and what answerCatch returns). The room saves the gem count
// after a wrong answer and adds coins after a correct one; the sim never calls out.

interface Base { tick: number }

export type LearningWorldEvent =
  | Base & { type: 'gem_collected'; gemId: string; gems: number; coinMultiplier: number }
  | Base & { type: 'enemy_spawned'; enemyId: string; enemies: number }
  /** An enemy caught the player: the game is paused until answerCatch. */
  | Base & { type: 'caught'; enemyId: string; gems: number }
  | Base & { type: 'enemies_respawned'; enemies: number }
  | Base & { type: 'invulnerability_ended' }
  | Base & { type: 'module_reached'; module: number }
  | Base & { type: 'module_opened'; module: number }
  | Base & { type: 'hotspot_reached' }
  | Base & { type: 'hotspot_opened' };

export type LearningWorldEventType = LearningWorldEvent['type'];

export type CatchAnswer =
  /** Play resumes with 3 s of invulnerability; gems kept. `coinMultiplier` applies to the coin the room adds. */
  | { correct: true; gems: number; coinMultiplier: number }
  /** Gems reset to 0; the room saves `gemsToSave`; enemies come back after 3 s. */
  | { correct: false; gemsToSave: number };
