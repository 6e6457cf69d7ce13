// Written questions: how they are authored and turned into bank questions. Each question is
// written with its correct answer first; the bank orders the choices once, deterministically
// (numbers ascending, anything else shuffled by a seed from the id), so ids and answers are stable.
import type { BankQuestion, Grade, Subject } from './types.ts';
import { rngFrom, shuffle } from './random.ts';

export interface WrittenSpec {
  /** "<prefix>-<grade>-<nnn>", e.g. "sci-3-004". The grade in the id is the question's grade. */
  readonly id: string;
  readonly text: string;
  readonly answer: string;
  readonly wrong: readonly string[];
  /** The explanation shown after answering: one or two friendly sentences. */
  readonly why: string;
}

export const WRITTEN_PREFIX: Readonly<Record<Exclude<Subject, 'math'>, string>> = {
  science: 'sci',
  history: 'his',
  geography: 'geo',
  language_arts: 'ela',
};

/** One written question: id, question, correct answer, wrong answers, explanation. */
export function w(id: string, text: string, answer: string, wrong: readonly string[], why: string): WrittenSpec {
  return { id, text, answer, wrong, why };
}

const NUMBER = /^-?\d+(\.\d+)?$/;

function orderChoices(spec: WrittenSpec): string[] {
  const all = [spec.answer, ...spec.wrong];
  if (all.every((c) => NUMBER.test(c))) return all.sort((a, b) => Number(a) - Number(b));
  return shuffle(rngFrom(`written:${spec.id}`), all);
}

export function buildWritten(subject: Exclude<Subject, 'math'>, specs: readonly WrittenSpec[]): BankQuestion[] {
  const prefix = WRITTEN_PREFIX[subject];
  const idPattern = new RegExp(`^${prefix}-([0-8])-(\\d{3})$`);
  return specs.map((spec) => {
    const m = idPattern.exec(spec.id);
    if (!m) throw new Error(`written question id "${spec.id}" does not match ${prefix}-<grade>-<nnn>`);
    const choices = orderChoices(spec);
    return {
      id: spec.id,
      subject,
      grade: Number(m[1]) as Grade,
      text: spec.text,
      choices,
      correct_index: choices.indexOf(spec.answer),
      explanation: spec.why,
    };
  });
}
