import { describe, expect, it } from 'vitest';
import { flowReducer, initialFlow, type FlowState } from '../../../client/features/brain-climb/modeFlow.ts';

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
