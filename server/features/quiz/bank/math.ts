// Generated math: every question comes from (grade, template, n) and nothing else. The id
// "math-<grade>-<template>-<n>" names those three, so findQuestion can rebuild the exact question,
// choices and answer from the id alone, with no storage.
import type { BankQuestion, Grade } from './types.ts';
import { GRADES } from './types.ts';
import { rngFrom, shuffle } from './random.ts';
import type { MathDraft, MathTemplate } from './math-util.ts';
import { TEMPLATES_K2 } from './math-k2.ts';
import { TEMPLATES_35 } from './math-35.ts';
import { TEMPLATES_67 } from './math-67.ts';
import { TEMPLATES_8 } from './math-8.ts';

export type { MathTemplate } from './math-util.ts';

/** The largest n in a math id (nine digits). */
export const MAX_MATH_N = 999_999_999;

export const MATH_TEMPLATES: readonly MathTemplate[] = [...TEMPLATES_K2, ...TEMPLATES_35, ...TEMPLATES_67, ...TEMPLATES_8];

const BY_GRADE = new Map<Grade, readonly MathTemplate[]>(
  GRADES.map((g) => [g, MATH_TEMPLATES.filter((t) => t.grade === g)]),
);

export function mathTemplates(grade: Grade): readonly MathTemplate[] {
  return BY_GRADE.get(grade) ?? [];
}

export function findTemplate(grade: Grade, key: string): MathTemplate | undefined {
  return mathTemplates(grade).find((t) => t.key === key);
}

export function mathId(grade: Grade, key: string, n: number): string {
  return `math-${grade}-${key}-${n}`;
}

const ID = /^math-([0-8])-([a-z0-9]+)-(0|[1-9]\d{0,8})$/;

/** The parts of a well-formed math id naming a template that exists, or undefined. */
export function parseMathId(id: string): { grade: Grade; key: string; n: number } | undefined {
  const m = ID.exec(id);
  if (!m) return undefined;
  const grade = Number(m[1]) as Grade;
  if (!findTemplate(grade, m[2])) return undefined;
  return { grade, key: m[2], n: Number(m[3]) };
}

/** Turns a draft into exactly four distinct choices (after trimming), shuffled. */
function assemble(draft: MathDraft, rng: () => number): { choices: string[]; correct_index: number } {
  const seen = new Set([draft.answer.trim()]);
  const wrong: string[] = [];
  const consider = (c: string | undefined) => {
    const k = c?.trim();
    if (!c || !k || seen.has(k) || wrong.length >= 3) return;
    seen.add(k);
    wrong.push(c);
  };
  draft.wrong.forEach(consider);
  for (let i = 1; wrong.length < 3 && draft.more && i <= 200; i++) consider(draft.more(i));
  if (wrong.length < 3) throw new Error(`math template gave only ${wrong.length} wrong answers for "${draft.text}"`);
  const choices = shuffle(rng, [draft.answer, ...wrong]);
  return { choices, correct_index: choices.indexOf(draft.answer) };
}

/** The question for (grade, template, n). Throws for an unknown template or a bad n. */
export function generateMath(grade: Grade, key: string, n: number): BankQuestion {
  const template = findTemplate(grade, key);
  if (!template) throw new RangeError(`no math template "${key}" for grade ${grade}`);
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_MATH_N) throw new RangeError(`math n out of range: ${n}`);
  const rng = rngFrom(`math:${grade}:${key}:${n}`);
  const draft = template.make(rng);
  const { choices, correct_index } = assemble(draft, rng);
  return {
    id: mathId(grade, key, n),
    subject: 'math',
    grade,
    text: draft.text,
    choices,
    correct_index,
    explanation: draft.explanation,
  };
}

/** Rebuilds a generated question from its id, or undefined if the id is not a math id. */
export function mathFromId(id: string): BankQuestion | undefined {
  const parts = parseMathId(id);
  return parts && generateMath(parts.grade, parts.key, parts.n);
}
