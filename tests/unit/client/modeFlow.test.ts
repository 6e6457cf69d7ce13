import { describe, expect, it } from 'vitest';
import { flowReducer, initialFlow, presetFromAddress, type FlowState } from '../../../client/features/brain-climb/modeFlow.ts';

describe('the game wrapper mode flow', () => {
  it('career goes from the splash straight to loading, then playing', () => {
    let s: FlowState = initialFlow(null);
    expect(s).toEqual({ screen: 'splash' });
    s = flowReducer(s, { type: 'choose_mode', mode: 'career' });
    expect(s).toEqual({ screen: 'loading', mode: 'career', quizCode: null });
    expect(flowReducer(s, { type: 'loaded' })).toEqual({ screen: 'playing', mode: 'career', quizCode: null });
  });

  it('teacher and friend modes ask for a code, passed on uppercased', () => {
    for (const mode of ['teacher_mode', 'challenge_friends'] as const) {
      let s = flowReducer(initialFlow(null), { type: 'choose_mode', mode });
      expect(s).toEqual({ screen: 'code_entry', mode });
      s = flowReducer(s, { type: 'code_accepted', code: 'ab12cd' });
      expect(s).toEqual({ screen: 'loading', mode, quizCode: 'AB12CD' });
    }
  });

  it('a preset code goes straight to teacher-mode loading', () => {
    expect(initialFlow('xy34zq')).toEqual({ screen: 'loading', mode: 'teacher_mode', quizCode: 'XY34ZQ' });
  });

  it('a shared challenge link opens the friend challenge screen with the code filled in', () => {
    const s = initialFlow(null, 'ab12cd');
    expect(s).toEqual({ screen: 'code_entry', mode: 'challenge_friends', presetCode: 'AB12CD' });
    // Starting it plays the challenge in challenge_friends mode, not teacher mode.
    const loading = flowReducer(s, { type: 'code_accepted', code: 'AB12CD' });
    expect(loading).toEqual({ screen: 'loading', mode: 'challenge_friends', quizCode: 'AB12CD' });
    expect(flowReducer(loading, { type: 'loaded' })).toEqual({ screen: 'playing', mode: 'challenge_friends', quizCode: 'AB12CD' });
  });

  it('a shared challenge can be swapped for a typed code, or left with Back', () => {
    const s = initialFlow(null, 'AB12CD');
    expect(flowReducer(s, { type: 'edit_code' })).toEqual({ screen: 'code_entry', mode: 'challenge_friends' });
    expect(flowReducer(s, { type: 'back' })).toEqual({ screen: 'splash' });
    const typed = flowReducer(initialFlow(null), { type: 'choose_mode', mode: 'challenge_friends' });
    expect(flowReducer(typed, { type: 'edit_code' })).toBe(typed);
  });

  it('reads ?code= and ?challenge= from the address, cleaned; a class code wins', () => {
    expect(presetFromAddress(new URLSearchParams('challenge=ab-12 cd'))).toEqual({ code: null, challenge: 'AB12CD' });
    expect(presetFromAddress(new URLSearchParams('code=xy34zq&challenge=AB12CD'))).toEqual({ code: 'XY34ZQ', challenge: 'AB12CD' });
    expect(presetFromAddress(new URLSearchParams('code=!!!'))).toEqual({ code: null, challenge: null });
    expect(initialFlow('XY34ZQ', 'AB12CD')).toEqual({ screen: 'loading', mode: 'teacher_mode', quizCode: 'XY34ZQ' });
    expect(initialFlow(null, null)).toEqual({ screen: 'splash' });
  });

  it('a load failure and Back return to the splash and clear the mode and code', () => {
    const loading = initialFlow('CODE12');
    expect(flowReducer(loading, { type: 'load_failed' })).toEqual({ screen: 'splash' });
    const playing = flowReducer(loading, { type: 'loaded' });
    expect(flowReducer(playing, { type: 'back' })).toEqual({ screen: 'splash' });
  });

  it('ignores events that do not fit the screen', () => {
    const splash = initialFlow(null);
    expect(flowReducer(splash, { type: 'loaded' })).toBe(splash);
    expect(flowReducer(splash, { type: 'code_accepted', code: 'X' })).toBe(splash);
  });
});
