// Math templates for grade 8: linear equations, exponents and their laws, the Pythagorean
// theorem and slope.
import { int, pick } from './random.ts';
import { fracBody, nearby, reduce, sameValue, showFrac, signed, type Frac, type MathTemplate } from './math-util.ts';

const str = (n: number) => String(n);

const TRIPLES = [[3, 4, 5], [5, 12, 13], [8, 15, 17], [7, 24, 25], [20, 21, 29], [9, 40, 41]] as const;

const texParen = (n: number) => (n < 0 ? `(${n})` : String(n));
const coef = (k: number) => (k === 1 ? 'x' : `${k}x`);
/** " + 5", " − 5" or "" after a term. */
const plusTerm = (k: number) => (k === 0 ? '' : k > 0 ? ` + ${k}` : ` − ${-k}`);

/** Values of powers, exactly. */
const pow = (base: number, exp: number) => BigInt(base) ** BigInt(exp);
const texPow = (base: number, exp: number) => `$${base}^{${exp}}$`;

const G8: MathTemplate[] = [
  {
    key: 'lineq', grade: 8, topic: 'Linear equations',
    make(rng) {
      const form = int(rng, 1, 3);
      const a = int(rng, 2, 9);
      let x = int(rng, -10, 12);
      if (x === 0) x = 3;
      if (form === 1) {
        const b = int(rng, 1, 20);
        const c = a * x + b;
        return {
          text: `Solve for x: ${a}x + ${b} = ${signed(c)}`,
          answer: signed(x),
          wrong: [c - b, (c + b) % a === 0 ? (c + b) / a : undefined, -x, x + 1].map((v) => (v === undefined ? undefined : signed(v))),
          more: nearby(x, signed, 1, -1000),
          explanation: `Subtract ${b} from both sides: ${a}x = ${signed(c)} − ${b} = ${signed(c - b)}. Divide both sides by ${a}: x = ${signed(c - b)} ÷ ${a} = ${signed(x)}.`,
        };
      }
      if (form === 2) {
        const b = int(rng, 1, 20);
        const c = a * x - b;
        return {
          text: `Solve for x: ${a}x − ${b} = ${signed(c)}`,
          answer: signed(x),
          wrong: [c + b, (c - b) % a === 0 ? (c - b) / a : undefined, -x, x - 1].map((v) => (v === undefined ? undefined : signed(v))),
          more: nearby(x, signed, 1, -1000),
          explanation: `Add ${b} to both sides: ${a}x = ${signed(c)} + ${b} = ${signed(c + b)}. Divide both sides by ${a}: x = ${signed(c + b)} ÷ ${a} = ${signed(x)}.`,
        };
      }
      const c = int(rng, 1, a - 1);
      let b = int(rng, -15, 15);
      if (b === 0) b = 4;
      let d = (a - c) * x + b;
      const k = a - c;
      if (d === 0) {
        b = b === -1 ? -2 : b + 1;
        d = k * x + b;
      }
      const left = `${coef(a)}${plusTerm(b)}`;
      const right = `${coef(c)}${plusTerm(d)}`;
      const step2 = `${coef(k)}${plusTerm(b)} = ${signed(d)}`;
      const tail = k === 1 ? '' : ` Divide both sides by ${k}: x = ${signed(d - b)} ÷ ${k} = ${signed(x)}.`;
      return {
        text: `Solve for x: ${left} = ${right}`,
        answer: signed(x),
        wrong: [(d - b) % (a + c) === 0 ? (d - b) / (a + c) : undefined, (d + b) % k === 0 ? (d + b) / k : undefined, -x, d - b, x + 1]
          .map((v) => (v === undefined ? undefined : signed(v))),
        more: nearby(x, signed, 1, -1000),
        explanation: `Subtract ${coef(c)} from both sides: ${step2}. ${b > 0 ? `Subtract ${b} from` : `Add ${-b} to`} both sides: ${coef(k)} = ${signed(d - b)}.${tail}`,
      };
    },
  },
  {
    key: 'pow', grade: 8, topic: 'Exponents',
    make(rng) {
      const base = int(rng, 2, 10);
      if (rng() < 0.1) {
        return {
          text: `What is ${texPow(base, 0)}?`,
          answer: '1',
          wrong: ['0', str(base), str(10 * base)],
          explanation: `Any nonzero number to the power 0 equals 1. One way to see it: $${base}^{3} \\div ${base}^{3} = ${base}^{0}$, and a number divided by itself is 1.`,
        };
      }
      const exp = int(rng, 2, base <= 4 ? 6 : base <= 6 ? 4 : 3);
      const value = Number(pow(base, exp));
      return {
        text: `What is ${texPow(base, exp)}?`,
        answer: str(value),
        wrong: [str(base * exp), str(Number(pow(exp, base))), str(Number(pow(base, exp - 1))), str(Number(pow(base, exp + 1)))],
        more: nearby(value, str, base, 1),
        explanation: `${texPow(base, exp)} means ${exp} copies of ${base} multiplied together: ${Array(exp).fill(base).join(' × ')} = ${value}.`,
      };
    },
  },
  {
    key: 'powrule', grade: 8, topic: 'Laws of exponents',
    make(rng) {
      const kind = pick(rng, ['product', 'quotient', 'power'] as const);
      const a = int(rng, 2, 9);
      let m = int(rng, 2, 9);
      let n = int(rng, 2, 9);
      if (m === 2 && n === 2) n = 3;
      let expr: string, ansExp: number, wrong: [number, number][], explanation: string;
      if (kind === 'product') {
        expr = `$${a}^{${m}} \\times ${a}^{${n}}$`;
        ansExp = m + n;
        wrong = [[a, m * n], [a * a, m + n], [a * a, m * n]];
        explanation = `When you multiply powers with the same base, add the exponents: $${a}^{${m}} \\times ${a}^{${n}} = ${a}^{${m} + ${n}} = ${a}^{${ansExp}}$.`;
      } else if (kind === 'quotient') {
        if (m <= n) [m, n] = [n + 1, m];
        expr = `$${a}^{${m}} \\div ${a}^{${n}}$`;
        ansExp = m - n;
        wrong = [[a, m + n], [1, m - n], [a, m * n]];
        explanation = `When you divide powers with the same base, subtract the exponents: $${a}^{${m}} \\div ${a}^{${n}} = ${a}^{${m} - ${n}} = ${a}^{${ansExp}}$.`;
      } else {
        m = Math.min(m, 5);
        n = Math.min(n, 5);
        if (m === 2 && n === 2) n = 3;
        expr = `$(${a}^{${m}})^{${n}}$`;
        ansExp = m * n;
        wrong = [[a, m + n], [a * n, m], [a, m * n + 1]];
        explanation = `A power of a power multiplies the exponents: $(${a}^{${m}})^{${n}} = ${a}^{${m} \\times ${n}} = ${a}^{${ansExp}}$.`;
      }
      const target = pow(a, ansExp);
      return {
        text: `Which expression is equal to ${expr}?`,
        answer: texPow(a, ansExp),
        wrong: wrong.filter(([b, e], i) => pow(b, e) !== target && wrong.findIndex(([b2, e2]) => pow(b2, e2) === pow(b, e)) === i)
          .map(([b, e]) => texPow(b, e)),
        more: (i) => texPow(a, ansExp + i),
        explanation,
      };
    },
  },
  {
    key: 'pyth', grade: 8, topic: 'The Pythagorean theorem',
    make(rng) {
      const [p, q, h] = pick(rng, TRIPLES);
      const k = int(rng, 1, Math.max(1, Math.floor(60 / h)));
      const u = pick(rng, ['cm', 'm'] as const);
      const len = (v: number) => `${v} ${u}`;
      const [a, b] = rng() < 0.5 ? [p * k, q * k] : [q * k, p * k];
      const c = h * k;
      if (rng() < 0.6) {
        return {
          text: `A right triangle has legs of ${a} ${u} and ${b} ${u}. How long is its hypotenuse?`,
          answer: len(c),
          wrong: [len(a + b), len(c * c), len(Math.max(a, b) + 1), len(c + 2)],
          more: nearby(c, len, 1, 1),
          explanation: `By the Pythagorean theorem, $a^2 + b^2 = c^2$: ${a}² + ${b}² = ${a * a} + ${b * b} = ${c * c}. The hypotenuse is √${c * c} = ${c} ${u}.`,
        };
      }
      return {
        text: `A right triangle has a hypotenuse of ${c} ${u} and one leg of ${a} ${u}. How long is the other leg?`,
        answer: len(b),
        wrong: [len(c - a), len(c + a), len(b * b), len(b + 2)],
        more: nearby(b, len, 1, 1),
        explanation: `By the Pythagorean theorem, $a^2 + b^2 = c^2$, so the missing leg squared is ${c}² − ${a}² = ${c * c} − ${a * a} = ${b * b}. The other leg is √${b * b} = ${b} ${u}.`,
      };
    },
  },
  {
    key: 'slope', grade: 8, topic: 'Slope between two points',
    make(rng) {
      const x1 = int(rng, -6, 6);
      const y1 = int(rng, -6, 6);
      let dx = int(rng, -6, 6);
      if (dx === 0) dx = 2;
      let dy = int(rng, -9, 9);
      if (dy === 0) dy = -3;
      const x2 = x1 + dx;
      const y2 = y1 + dy;
      const slope = reduce(dy, dx);
      const point = (x: number, y: number) => `(${signed(x)}, ${signed(y)})`;
      const candidates: Frac[] = [{ n: dx, d: dy }, { n: -dy, d: dx }, { n: -dx, d: dy }, { n: dy + 1, d: dx }];
      const wrong: Frac[] = [];
      for (const f of candidates) if (!sameValue(f, slope) && !wrong.some((g) => sameValue(f, g))) wrong.push(f);
      const simplified = slope.d === dx && slope.n === dy ? '' : ` = ${fracBody(slope)}`;
      return {
        text: `What is the slope of the line through ${point(x1, y1)} and ${point(x2, y2)}?`,
        answer: showFrac(slope),
        wrong: wrong.map((f) => showFrac(f)),
        more: (i) => showFrac({ n: slope.n + i * slope.d, d: slope.d }),
        explanation: `Slope = change in y ÷ change in x: $\\frac{${y2} - ${texParen(y1)}}{${x2} - ${texParen(x1)}} = \\frac{${dy}}{${dx}}${simplified}$.`,
      };
    },
  },
];

export const TEMPLATES_8: readonly MathTemplate[] = G8;
