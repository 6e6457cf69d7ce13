// The game wrapper's mode flow as a pure reducer: splash → (code entry) → loading → playing.
// Timers and loading live in the component; this only says which screen follows which.
import { sanitizeQuizCode } from './quizCode.ts';

export const GAME_MODES = ['career', 'teacher_mode', 'challenge_friends'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** About half a second before a mode starts and before play begins (spec: mode start delay). */
export const MODE_START_DELAY_MS = 500;

export type FlowState =
  | { screen: 'splash' }
  /** presetCode: a friend's challenge code from a shared link, shown ready to play. */
  | { screen: 'code_entry'; mode: Exclude<GameMode, 'career'>; presetCode?: string }
  | { screen: 'loading'; mode: GameMode; quizCode: string | null }
  | { screen: 'playing'; mode: GameMode; quizCode: string | null };

export type FlowEvent =
  | { type: 'choose_mode'; mode: GameMode }
  | { type: 'code_accepted'; code: string }
  | { type: 'loaded' }
  | { type: 'load_failed' }
  /** Leave a shared challenge code and type another one. */
  | { type: 'edit_code' }
  | { type: 'back' };

export interface AddressPreset { code: string | null; challenge: string | null }

/** The codes in the address: ?code= (a class quiz) and ?challenge= (a friend's challenge), cleaned. */
export function presetFromAddress(params: URLSearchParams): AddressPreset {
  const clean = (v: string | null) => sanitizeQuizCode(v ?? '') || null;
  return { code: clean(params.get('code')), challenge: clean(params.get('challenge')) };
}

/**
 * A preset quiz code (?code=) goes straight to teacher-mode loading. A friend's challenge link
 * (?challenge=) opens the friend challenge screen with the code filled in, so a guest sees the
 * sign-up nudge and a signed-in player the welcome before playing. A class code wins over a
 * challenge when both are given.
 */
export function initialFlow(presetCode: string | null, presetChallenge: string | null = null): FlowState {
  if (presetCode) return { screen: 'loading', mode: 'teacher_mode', quizCode: presetCode.toUpperCase() };
  if (presetChallenge) return { screen: 'code_entry', mode: 'challenge_friends', presetCode: presetChallenge.toUpperCase() };
  return { screen: 'splash' };
}

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'choose_mode':
      if (state.screen !== 'splash') return state;
      return event.mode === 'career' ? { screen: 'loading', mode: 'career', quizCode: null } : { screen: 'code_entry', mode: event.mode };
    case 'code_accepted':
      if (state.screen !== 'code_entry') return state;
      return { screen: 'loading', mode: state.mode, quizCode: event.code.toUpperCase() };
    case 'edit_code':
      return state.screen === 'code_entry' && state.presetCode !== undefined ? { screen: 'code_entry', mode: state.mode } : state;
    case 'loaded':
      return state.screen === 'loading' ? { screen: 'playing', mode: state.mode, quizCode: state.quizCode } : state;
    case 'load_failed':
    case 'back':
      // Back (and a failed load) returns to the splash and forgets the mode and the code.
      return { screen: 'splash' };
  }
}
