// The game wrapper's mode flow as a pure reducer: splash → (code entry) → loading → playing.
// Timers and loading live in the component; this only says which screen follows which.
export const GAME_MODES = ['career', 'teacher_mode', 'challenge_friends'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** About half a second before a mode starts and before play begins (spec: mode start delay). */
export const MODE_START_DELAY_MS = 500;

export type FlowState =
  | { screen: 'splash' }
  | { screen: 'code_entry'; mode: Exclude<GameMode, 'career'> }
  | { screen: 'loading'; mode: GameMode; quizCode: string | null }
  | { screen: 'playing'; mode: GameMode; quizCode: string | null };

export type FlowEvent =
  | { type: 'choose_mode'; mode: GameMode }
  | { type: 'code_accepted'; code: string }
  | { type: 'loaded' }
  | { type: 'load_failed' }
  | { type: 'back' };

/** A preset quiz code (from the address) goes straight to teacher-mode loading. */
export function initialFlow(presetCode: string | null): FlowState {
  return presetCode ? { screen: 'loading', mode: 'teacher_mode', quizCode: presetCode.toUpperCase() } : { screen: 'splash' };
}

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'choose_mode':
      if (state.screen !== 'splash') return state;
      return event.mode === 'career' ? { screen: 'loading', mode: 'career', quizCode: null } : { screen: 'code_entry', mode: event.mode };
    case 'code_accepted':
      if (state.screen !== 'code_entry') return state;
      return { screen: 'loading', mode: state.mode, quizCode: event.code.toUpperCase() };
    case 'loaded':
      return state.screen === 'loading' ? { screen: 'playing', mode: state.mode, quizCode: state.quizCode } : state;
    case 'load_failed':
    case 'back':
      // Back (and a failed load) returns to the splash and forgets the mode and the code.
      return { screen: 'splash' };
  }
}
