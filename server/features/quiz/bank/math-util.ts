// Shared pieces for the math templates: the template shape, number and fraction formatting, and
// small arithmetic helpers. Plain text uses the typographic minus (−); inside $…$ LaTeX uses '-'.
import type { Grade } from './types.ts';
import type { Rng } from './random.ts';

/** What a template produces before the choices are assembled and shuffled. */
export interface MathDraft {
  text: string;
  answer: string;
  /** Wrong answers in order of preference (typical mistakes first). Duplicates, blanks and
   * anything equal to the answer are skipped; undefined entries are ignored. */
  wrong: readonly (string | undefined)[];
  /** More wrong answers, asked for with i = 1, 2, 3… while fewer than three are usable. */
  more?: (i: number) => string | undefined;
  explanation: string;
}

export interface MathTemplate {
  /** Lowercase letters and digits, unique within its grade: part of the question id. */
  readonly key: string;
  readonly grade: Grade;
  /** What it practises, for people reading the bank. */
  readonly topic: string;
  make(rng: Rng): MathDraft;
}

export const MINUS = '\u2212';

/** An integer for plain text: −5, 0, 12. */
export function signed(n: number): string {
  return n < 0 ? `${MINUS}${-n}` : String(n);
}

/** A second operand: negatives in parentheses, as in 4 − (−3). */
export function paren(n: number): string {
  return n < 0 ? `(${signed(n)})` : String(n);
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

export function range(from: number, to: number): number[] {
  const out: number[] = [];
  if (from <= to) for (let i = from; i <= to; i++) out.push(i);
  else for (let i = from; i >= to; i--) out.push(i);
  return out;
}

/** A value held as an integer count of 1/10^places, shown with trailing zeros dropped. */
export function decimal(scaled: number, places: number): string {
  const s = fixed(scaled, places);
  return places === 0 ? s : s.replace(/0+$/, '').replace(/\.$/, '');
}

/** A value held as an integer count of 1/10^places, shown with exactly `places` decimals. */
export function fixed(scaled: number, places: number): string {
  const neg = scaled < 0;
  const abs = Math.abs(scaled);
  const unit = 10 ** places;
  const whole = Math.floor(abs / unit);
  const frac = abs % unit;
  const body = places === 0 ? String(whole) : `${whole}.${String(frac).padStart(places, '0')}`;
  return neg ? `${MINUS}${body}` : body;
}

export interface Frac {
  n: number;
  d: number;
}

/** Lowest terms with a positive denominator. */
export function reduce(n: number, d: number): Frac {
  if (d === 0) throw new RangeError('zero denominator');
  if (d < 0) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d) || 1;
  return { n: n / g, d: d / g };
}

export function sameValue(a: Frac, b: Frac): boolean {
  return a.n * b.d === b.n * a.d;
}

/** A fraction exactly as given (not reduced), in LaTeX: $\frac{4}{6}$. */
export function texRaw(n: number, d: number): string {
  return `$\\frac{${n}}{${d}}$`;
}

/** The LaTeX body (no dollars) of a value in lowest terms: 3, -\frac{2}{3} or 1\frac{1}{12}. */
export function fracBody(f: Frac, mixed = false): string {
  const r = reduce(f.n, f.d);
  if (r.d === 1) return String(r.n);
  const sign = r.n < 0 ? '-' : '';
  const n = Math.abs(r.n);
  if (mixed && n > r.d) return `${sign}${Math.floor(n / r.d)}\\frac{${n % r.d}}{${r.d}}`;
  return `${sign}\\frac{${n}}{${r.d}}`;
}

/** A value in lowest terms: an integer as plain text (−3), otherwise LaTeX ($-\frac{2}{3}$),
 * or a mixed number ($1\frac{1}{12}$) when `mixed` is set. */
export function showFrac(f: Frac, mixed = false): string {
  const r = reduce(f.n, f.d);
  return r.d === 1 ? signed(r.n) : `$${fracBody(r, mixed)}$`;
}

/** Wrong answers near an integer answer: answer ± step, ± 2·step… never below `min`. */
export function nearby(answer: number, show: (n: number) => string, step = 1, min = 0): (i: number) => string | undefined {
  return (i) => {
    const k = Math.ceil(i / 2) * step;
    const v = i % 2 === 1 ? answer + k : answer - k;
    return v >= min ? show(v) : undefined;
  };
}
