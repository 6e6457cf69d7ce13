// Written questions (science, history, geography, language arts): every one valid, enough of them
// for every grade, stable ids, and the rules the authors follow (see the bank's README).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bankStats, GRADES, listQuestions, SUBJECTS, type BankQuestion } from '../../../server/features/quiz/bank/index.ts';
import { SCIENCE } from '../../../server/features/quiz/bank/science.ts';
import { HISTORY } from '../../../server/features/quiz/bank/history.ts';
import { GEOGRAPHY } from '../../../server/features/quiz/bank/geography.ts';
import { LANGUAGE_ARTS } from '../../../server/features/quiz/bank/language_arts.ts';
import { expectValidQuestion } from './helpers.ts';

const WRITTEN_SUBJECTS = SUBJECTS.filter((s) => s !== 'math');
const PREFIX: Record<string, string> = { science: 'sci', history: 'his', geography: 'geo', language_arts: 'ela' };
const SPECS = { science: SCIENCE, history: HISTORY, geography: GEOGRAPHY, language_arts: LANGUAGE_ARTS };
const all = listQuestions();
const written = all.filter((q) => q.subject !== 'math');

describe('written questions', () => {
  it('are all valid', () => {
    expect(written.length).toBeGreaterThan(0);
    for (const q of written) expectValidQuestion(q);
  });

  it('have unique ids across the whole bank, in the <prefix>-<grade>-<nnn> scheme', () => {
    const ids = all.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of written) expect(q.id).toMatch(new RegExp(`^${PREFIX[q.subject]}-${q.grade}-\\d{3}$`));
  });

  it('have at least 60 (here: 70) per subject and at least 6 per grade per subject', () => {
    for (const subject of WRITTEN_SUBJECTS) {
      const mine = written.filter((q) => q.subject === subject);
      expect(mine.length, subject).toBeGreaterThanOrEqual(70);
      for (const grade of GRADES) expect(mine.filter((q) => q.grade === grade).length, `${subject} grade ${grade}`).toBeGreaterThanOrEqual(6);
    }
    const stats = bankStats();
    for (const subject of WRITTEN_SUBJECTS) {
      expect(stats.totals[subject]).toBeGreaterThanOrEqual(70);
      for (const grade of GRADES) expect(stats.counts[subject][grade]).toBeGreaterThanOrEqual(6);
    }
    expect(stats.written).toBe(written.length);
  });

  it('have 3 or 4 choices, exactly one marked correct (the authored answer)', () => {
    for (const subject of WRITTEN_SUBJECTS) {
      for (const spec of SPECS[subject]) {
        const q = all.find((x) => x.id === spec.id) as BankQuestion;
        expect(q.choices.length, spec.id).toBeGreaterThanOrEqual(3);
        expect(q.choices.length, spec.id).toBeLessThanOrEqual(4);
        expect(q.choices[q.correct_index], spec.id).toBe(spec.answer);
        expect(q.explanation).toBe(spec.why);
        expect([...q.choices].sort(), spec.id).toEqual([spec.answer, ...spec.wrong].sort());
      }
    }
  });

  it('read as questions and explanations: tidy text, no giveaway choices', () => {
    for (const q of written) {
      for (const s of [q.text, q.explanation, ...q.choices]) {
        expect(s, q.id).toBe(s.trim());
        expect(s, q.id).not.toMatch(/\s{2,}|’|‘|“|”/);
      }
      expect(q.text, q.id).toMatch(/[?.]'?$/);
      expect(q.explanation, q.id).toMatch(/[.!)]'?$/);
      expect(q.explanation.length, q.id).toBeLessThanOrEqual(260);
      for (const c of q.choices) expect(c.toLowerCase(), q.id).not.toMatch(/all of the above|none of the above|both of these/);
      if (q.grade <= 2) expect(q.text.length, `${q.id}: short for K-2`).toBeLessThanOrEqual(95);
      if (q.grade <= 3) expect(q.text + q.choices.join(''), `${q.id}: no LaTeX before grade 4`).not.toContain('$');
    }
  });

  it('spread the correct answer over the positions', () => {
    const byPosition = [0, 0, 0, 0];
    for (const q of written.filter((x) => x.choices.length === 4)) byPosition[q.correct_index]++;
    const total = byPosition.reduce((a, b) => a + b, 0);
    for (const n of byPosition) expect(n).toBeGreaterThan(total * 0.15);
  });
});

describe('bank sources', () => {
  it('never use Math.random or the clock', () => {
    const dir = new URL('../../../server/features/quiz/bank/', import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const src = readFileSync(new URL(file, dir), 'utf8');
      expect(src, file).not.toMatch(/Math\.random|Date\.now|new Date\(\)|performance\.now/);
    }
  });
});
