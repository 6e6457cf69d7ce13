// Checks shared by the quiz bank tests: the shape every bank question must have, and small exact
// parsers (arithmetic expressions, fractions) to recompute answers independently of the generator.
import { expect } from 'vitest';
import { GRADES, SUBJECTS, type BankQuestion } from '../../../server/features/quiz/bank/index.ts';

/** Asserts the shape rules every question in the bank must satisfy. */
export function expectValidQuestion(q: BankQuestion): void {
  const where = `question ${q.id}`;
  expect(typeof q.id, where).toBe('string');
  expect(q.id.length, where).toBeGreaterThan(0);
  expect(SUBJECTS, where).toContain(q.subject);
  expect(GRADES, where).toContain(q.grade);
  expect(q.text.trim().length, where).toBeGreaterThan(0);
  expect(q.explanation.trim().length, where).toBeGreaterThan(0);
  expect(Array.isArray(q.choices), where).toBe(true);
  expect(q.choices.length, where).toBeGreaterThanOrEqual(3);
  expect(q.choices.length, where).toBeLessThanOrEqual(6);
  for (const c of q.choices) {
    expect(typeof c, where).toBe('string');
    expect(c.trim().length, where).toBeGreaterThan(0);
  }
  expect(new Set(q.choices.map((c) => c.trim())).size, `${where}: choices distinct`).toBe(q.choices.length);
  expect(Number.isInteger(q.correct_index), where).toBe(true);
  expect(q.correct_index, where).toBeGreaterThanOrEqual(0);
  expect(q.correct_index, where).toBeLessThan(q.choices.length);
}

const MINUS = /\u2212/g;

/** A number at the start of a choice such as "42", "−7", "3.5 cm²" or "60 cents". */
export function leadingNumber(s: string): number {
  const m = /^-?\d+(\.\d+)?/.exec(s.replace(MINUS, '-'));
  if (!m) throw new Error(`no number in "${s}"`);
  return Number(m[0]);
}

/**
 * Evaluates + − × ÷ and parentheses with the usual precedence. Numbers may have decimals; "−" or
 * "-" before a number or "(" is a negative sign. Throws on anything else.
 */
export function evaluate(expr: string): number {
  const src = expr.replace(MINUS, '-');
  const tokens = src.match(/\d+(?:\.\d+)?|[-+×÷()]/g) ?? [];
  if (tokens.join('') !== src.replace(/\s+/g, '')) throw new Error(`cannot parse "${expr}"`);
  let i = 0;
  const peek = () => tokens[i];
  const next = () => tokens[i++];
  const factor = (): number => {
    const t = next();
    if (t === '-') return -factor();
    if (t === '(') {
      const v = sum();
      if (next() !== ')') throw new Error(`missing ) in "${expr}"`);
      return v;
    }
    if (t === undefined || !/^\d/.test(t)) throw new Error(`unexpected "${t}" in "${expr}"`);
    return Number(t);
  };
  const product = (): number => {
    let v = factor();
    while (peek() === '×' || peek() === '÷') {
      const op = next();
      const r = factor();
      v = op === '×' ? v * r : v / r;
    }
    return v;
  };
  const sum = (): number => {
    let v = product();
    while (peek() === '+' || peek() === '-') {
      const op = next();
      const r = product();
      v = op === '+' ? v + r : v - r;
    }
    return v;
  };
  const v = sum();
  if (i !== tokens.length) throw new Error(`trailing input in "${expr}"`);
  return v;
}

export const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;

export interface Rational {
  n: bigint;
  d: bigint;
}

const bgcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
};

export function rational(n: bigint | number, d: bigint | number = 1n): Rational {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd === 0n) throw new Error('zero denominator');
  if (dd < 0n) {
    nn = -nn;
    dd = -dd;
  }
  const g = bgcd(nn, dd) || 1n;
  return { n: nn / g, d: dd / g };
}

export const sameRational = (a: Rational, b: Rational) => a.n === b.n && a.d === b.d;

export function addRational(a: Rational, b: Rational, sign: 1 | -1 = 1): Rational {
  return rational(a.n * b.d + BigInt(sign) * b.n * a.d, a.d * b.d);
}

/** "3", "−3", "3/8", "$\frac{3}{8}$", "$-\frac{3}{8}$", "$1\frac{1}{12}$". */
export function parseRational(s: string): Rational {
  const t = s.replace(MINUS, '-').trim();
  let m = /^(-?\d+)$/.exec(t);
  if (m) return rational(BigInt(m[1]));
  m = /^(-?\d+)\/(\d+)$/.exec(t);
  if (m) return rational(BigInt(m[1]), BigInt(m[2]));
  m = /^\$(-?)(\d*)\\frac\{(\d+)\}\{(\d+)\}\$$/.exec(t);
  if (m) {
    const whole = m[2] ? BigInt(m[2]) : 0n;
    const d = BigInt(m[4]);
    const n = whole * d + BigInt(m[3]);
    return rational(m[1] === '-' ? -n : n, d);
  }
  throw new Error(`not a fraction: "${s}"`);
}

/** "$7^{3}$" as an exact value. */
export function parsePower(s: string): bigint {
  const m = /^\$(\d+)\^\{(\d+)\}\$$/.exec(s.trim());
  if (!m) throw new Error(`not a power: "${s}"`);
  return BigInt(m[1]) ** BigInt(m[2]);
}
