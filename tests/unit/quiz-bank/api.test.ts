// The bank's API as the quiz service uses it: findQuestion, pickQuestion, listQuestions,
// dailySet, bankStats and the built-in fallback question.
import { describe, expect, it } from 'vitest';
import {
  bankStats, dailySet, FALLBACK_QUESTION, findQuestion, GRADES, listQuestions, MATH_SAMPLE_PER_GRADE, pickQuestion, SUBJECTS,
  type Grade, type Subject,
} from '../../../server/features/quiz/bank/index.ts';
import { MATH_TEMPLATES } from '../../../server/features/quiz/bank/math.ts';
import { expectValidQuestion } from './helpers.ts';

const WRITTEN_SUBJECTS = SUBJECTS.filter((s) => s !== 'math');
const idsOf = (subject: Subject, grade: Grade) => listQuestions({ subject, grade }).map((q) => q.id);

describe('FALLBACK_QUESTION', () => {
  it('is the built-in 2 + 2 question', () => {
    expect(FALLBACK_QUESTION).toEqual({
      id: 'builtin-2plus2', subject: 'math', grade: 0, title: 'Math Practice', text: 'What is 2 + 2?',
      choices: ['3', '4', '5', '6'], correct_index: 1, explanation: '2 + 2 = 4: two and two more make four.',
    });
    expectValidQuestion(FALLBACK_QUESTION);
    expect(Object.isFrozen(FALLBACK_QUESTION)).toBe(true);
  });

  it('is found by its id', () => {
    const { title: _title, ...rest } = FALLBACK_QUESTION;
    expect(findQuestion('builtin-2plus2')).toEqual(rest);
  });
});

describe('findQuestion', () => {
  it('round-trips every listed question, written and generated', () => {
    const all = listQuestions();
    for (const q of all) expect(findQuestion(q.id), q.id).toEqual(q);
  });

  it('rebuilds generated math from any id, with no storage', () => {
    for (const t of MATH_TEMPLATES) {
      for (const n of [0, 7, 123_456, 999_999_999]) {
        const id = `math-${t.grade}-${t.key}-${n}`;
        const q = findQuestion(id);
        expect(q?.id).toBe(id);
        expect(findQuestion(id)).toEqual(q);
      }
    }
  });

  it('returns undefined for unknown ids', () => {
    for (const id of ['', 'sci-0-999', 'sci-9-001', 'his-0-1', 'math-3-mul-x', 'qq-12', 'builtin', 'SCI-0-001']) {
      expect(findQuestion(id), id).toBeUndefined();
    }
  });

  it('hands out copies: changing one does not change the bank', () => {
    const q = findQuestion('sci-3-001');
    if (!q) throw new Error('sci-3-001 missing');
    q.choices.reverse();
    q.text = 'changed';
    expect(findQuestion('sci-3-001')?.text).not.toBe('changed');
    expect(findQuestion('sci-3-001')?.choices).not.toEqual(q.choices);
  });
});

describe('listQuestions', () => {
  it('filters by grade and subject', () => {
    for (const subject of SUBJECTS) {
      for (const grade of GRADES) {
        const list = listQuestions({ subject, grade });
        expect(list.length).toBeGreaterThanOrEqual(6);
        for (const q of list) {
          expect(q.subject).toBe(subject);
          expect(q.grade).toBe(grade);
        }
      }
    }
    expect(listQuestions({ grade: 4 }).every((q) => q.grade === 4)).toBe(true);
    expect(new Set(listQuestions({ grade: 4 }).map((q) => q.subject))).toEqual(new Set(SUBJECTS));
  });

  it('includes a fixed sample of generated math for every grade, covering every template', () => {
    for (const grade of GRADES) {
      const math = listQuestions({ subject: 'math', grade });
      expect(math.length).toBe(MATH_SAMPLE_PER_GRADE);
      expect(math.map((q) => q.id)).toEqual(listQuestions({ subject: 'math', grade }).map((q) => q.id));
      const keys = new Set(math.map((q) => q.id.split('-')[2]));
      expect(keys).toEqual(new Set(MATH_TEMPLATES.filter((t) => t.grade === grade).map((t) => t.key)));
      expect(new Set(math.map((q) => q.text + q.choices.join())).size).toBe(math.length);
    }
  });

  it('agrees with bankStats', () => {
    const stats = bankStats();
    for (const subject of SUBJECTS) {
      let total = 0;
      for (const grade of GRADES) {
        const n = listQuestions({ subject, grade }).length;
        expect(stats.counts[subject][grade]).toBe(n);
        total += n;
      }
      expect(stats.totals[subject]).toBe(total);
    }
    for (const grade of GRADES) expect(stats.mathTemplates[grade].length).toBeGreaterThanOrEqual(4);
  });

  it('rejects an unknown grade or subject', () => {
    expect(() => listQuestions({ grade: 9 as Grade })).toThrow(RangeError);
    expect(() => listQuestions({ subject: 'art' as Subject })).toThrow(RangeError);
  });
});

describe('pickQuestion', () => {
  it('is deterministic for a seed', () => {
    for (const seed of ['a', 'b', 'visitor-42', '']) {
      expect(pickQuestion({ seed })).toEqual(pickQuestion({ seed }));
      expect(pickQuestion({ seed, grade: 5 })).toEqual(pickQuestion({ seed, grade: 5 }));
      expect(pickQuestion({ seed, grade: 2, subject: 'history' })).toEqual(pickQuestion({ seed, grade: 2, subject: 'history' }));
      expect(pickQuestion({ seed, subject: 'math', grade: 7 })).toEqual(pickQuestion({ seed, subject: 'math', grade: 7 }));
    }
  });

  it('without grade or subject, draws from every subject and grade', () => {
    const picks = Array.from({ length: 600 }, (_, i) => pickQuestion({ seed: `visitor-${i}` }));
    for (const q of picks) expectValidQuestion(q);
    expect(new Set(picks.map((q) => q.subject))).toEqual(new Set(SUBJECTS));
    expect(new Set(picks.map((q) => q.grade))).toEqual(new Set(GRADES));
    expect(new Set(picks.map((q) => q.id)).size).toBeGreaterThan(300);
  });

  it('honours grade and subject', () => {
    for (const grade of GRADES) {
      for (const subject of SUBJECTS) {
        for (let i = 0; i < 5; i++) {
          const q = pickQuestion({ seed: `s${i}`, grade, subject });
          expect(q.grade).toBe(grade);
          expect(q.subject).toBe(subject);
        }
      }
      const any = Array.from({ length: 100 }, (_, i) => pickQuestion({ seed: `g${i}`, grade }));
      expect(any.every((q) => q.grade === grade)).toBe(true);
      expect(new Set(any.map((q) => q.subject)).size).toBe(SUBJECTS.length);
    }
  });

  it('honours exclude for written questions, then falls back to the nearest grade', () => {
    const ids = idsOf('science', 4);
    const keep = ids[3];
    const exclude = new Set(ids.filter((id) => id !== keep));
    for (let i = 0; i < 20; i++) expect(pickQuestion({ seed: `x${i}`, grade: 4, subject: 'science', exclude }).id).toBe(keep);

    const all4 = new Set(ids);
    for (let i = 0; i < 20; i++) {
      const q = pickQuestion({ seed: `y${i}`, grade: 4, subject: 'science', exclude: all4 });
      expect(q.grade).toBe(3);
      expect(q.subject).toBe('science');
    }
    const both = new Set([...ids, ...idsOf('science', 3)]);
    expect(pickQuestion({ seed: 'z', grade: 4, subject: 'science', exclude: both }).grade).toBe(5);
    expect(pickQuestion({ seed: 'k', grade: 0, subject: 'history', exclude: new Set(idsOf('history', 0)) }).grade).toBe(1);
  });

  it('accepts the exclusions as a list too', () => {
    const ids = idsOf('geography', 6);
    const q = pickQuestion({ seed: 'list', grade: 6, subject: 'geography', exclude: ids.slice(1) });
    expect(q.id).toBe(ids[0]);
  });

  it('never repeats an excluded question while a session goes on', () => {
    for (const subject of ['math', 'language_arts'] as const) {
      const seen = new Set<string>();
      const texts = new Set<string>();
      for (let i = 0; i < 60; i++) {
        const q = pickQuestion({ seed: `session-${subject}-${i}`, grade: 0, subject, exclude: seen });
        expect(seen.has(q.id)).toBe(false);
        if (subject === 'math') expect(texts.has(q.text + q.choices.join())).toBe(false);
        seen.add(q.id);
        texts.add(q.text + q.choices.join());
      }
    }
  });

  it('still answers when everything is excluded', () => {
    const everything = new Set(listQuestions({ subject: 'history' }).map((q) => q.id));
    const q = pickQuestion({ seed: 'all-gone', grade: 3, subject: 'history', exclude: everything });
    expect(q.subject).toBe('history');
    expect(q.grade).toBe(3);
    expectValidQuestion(q);
  });

  it('rejects an unknown grade or subject', () => {
    expect(() => pickQuestion({ seed: 'a', grade: -1 as Grade })).toThrow(RangeError);
    expect(() => pickQuestion({ seed: 'a', subject: 'music' as Subject })).toThrow(RangeError);
  });
});

describe('dailySet', () => {
  const dates = ['2025-06-01', '2025-06-02', '2025-06-03', '2025-06-04', '2025-07-15', '2026-01-01'];

  it('is stable for a day and a valid set of distinct questions', () => {
    for (const subject of SUBJECTS) {
      for (const grade of GRADES) {
        for (const date of dates.slice(0, 2)) {
          const set = dailySet({ subject, grade, date, size: 10 });
          expect(set).toEqual(dailySet({ subject, grade, date, size: 10 }));
          expect(set.length).toBe(10);
          expect(new Set(set.map((q) => q.id)).size).toBe(10);
          expect(new Set(set.map((q) => q.text + q.choices.join())).size).toBe(10);
          for (const q of set) {
            expectValidQuestion(q);
            expect(q.subject).toBe(subject);
            expect(Math.abs(q.grade - grade)).toBeLessThanOrEqual(2);
            expect(findQuestion(q.id)).toEqual(q);
          }
          if (subject === 'math') expect(set.every((q) => q.grade === grade)).toBe(true);
          else expect(set.filter((q) => q.grade === grade).length).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it('changes from day to day', () => {
    const day = (i: number) => new Date(Date.UTC(2025, 5, 1 + i)).toISOString().slice(0, 10);
    for (const subject of SUBJECTS) {
      for (const grade of GRADES) {
        const sets = Array.from({ length: 40 }, (_, i) => dailySet({ subject, grade, date: day(i) }).map((q) => q.id));
        const shared = (a: string[], b: string[]) => b.filter((id) => a.includes(id)).length;
        let pairs = 0;
        let sum = 0;
        for (let i = 0; i < sets.length; i++) {
          if (i > 0) expect(shared(sets[i - 1], sets[i]), `${subject} grade ${grade}, ${day(i)}`).toBeLessThanOrEqual(subject === 'math' ? 1 : 3);
          for (let j = i + 1; j < sets.length; j++) {
            const n = shared(sets[i], sets[j]);
            expect(n, `${subject} grade ${grade}: ${day(i)} and ${day(j)} are the same`).toBeLessThan(10);
            sum += n;
            pairs++;
          }
        }
        // Any two days are mostly different: on average less than half of a set is shared.
        expect(sum / pairs, `${subject} grade ${grade}`).toBeLessThan(5);
      }
    }
  });

  it('goes through all of a grade\'s written questions within a week', () => {
    for (const subject of WRITTEN_SUBJECTS) {
      for (const grade of GRADES) {
        for (const start of [1, 8, 15]) {
          const seen = new Set<string>();
          for (let i = 0; i < 7; i++) {
            const date = `2025-06-${String(start + i).padStart(2, '0')}`;
            for (const q of dailySet({ subject, grade, date })) seen.add(q.id);
          }
          for (const id of idsOf(subject, grade)) expect(seen.has(id), `${id} from 2025-06-${start}`).toBe(true);
        }
      }
    }
  });

  it('defaults to 10 questions and honours another size', () => {
    expect(dailySet({ subject: 'geography', grade: 3, date: '2025-06-01' }).length).toBe(10);
    expect(dailySet({ subject: 'geography', grade: 3, date: '2025-06-01', size: 5 }).length).toBe(5);
    expect(dailySet({ subject: 'math', grade: 3, date: '2025-06-01', size: 25 }).length).toBe(25);
  });

  it('rejects a bad date or size', () => {
    for (const date of ['2025-6-1', '2025-02-30', 'tomorrow', '2025-13-01', '']) {
      expect(() => dailySet({ subject: 'math', grade: 1, date }), date).toThrow(RangeError);
    }
    expect(() => dailySet({ subject: 'math', grade: 1, date: '2025-06-01', size: 0 })).toThrow(RangeError);
    expect(() => dailySet({ subject: 'math', grade: 1, date: '2025-06-01', size: 2.5 })).toThrow(RangeError);
  });
});
