// Generated math: for every grade and template, 500 questions are valid, deterministic, rebuilt
// exactly from their ids, and the marked answer is the one correct choice, recomputed here from
// the question text alone (not by calling the generator's own arithmetic).
import { describe, expect, it } from 'vitest';
import { findQuestion, GRADES, type BankQuestion } from '../../../server/features/quiz/bank/index.ts';
import { generateMath, MATH_TEMPLATES, mathTemplates, parseMathId } from '../../../server/features/quiz/bank/math.ts';
import {
  addRational, evaluate, expectValidQuestion, leadingNumber, near, parsePower, parseRational, rational, sameRational,
  type Rational,
} from './helpers.ts';

const PER_TEMPLATE = 500;
const MINUS = /\u2212/g;

/** Says, from the text alone, whether a choice is a correct answer to the question. */
type Judge = (q: BankQuestion) => (choice: string) => boolean;

function match(re: RegExp, text: string): RegExpExecArray {
  const m = re.exec(text);
  if (!m) throw new Error(`unexpected wording: "${text}"`);
  return m;
}

const num = (s: string) => Number(s.replace(MINUS, '-'));

/** "What is <expression>?" */
const arithmetic: Judge = (q) => {
  const expected = evaluate(match(/^What is (.+)\?$/, q.text)[1]);
  return (c) => near(leadingNumber(c), expected) && /^[−-]?\d+(\.\d+)?$/.test(c);
};

const withUnit = (expected: number, unit: string) => (c: string) => c === `${c.split(' ')[0]} ${unit}` && near(leadingNumber(c), expected);

const isPrime = (n: number) => {
  if (n < 2) return false;
  for (let f = 2; f * f <= n; f++) if (n % f === 0) return false;
  return true;
};

/** Substitutes a value for x ("3x" → "3 × (v)") and evaluates. */
function plug(side: string, x: string): number {
  const v = `(${x.replace(MINUS, '-')})`;
  return evaluate(side.replace(/(\d+)x/g, `$1 × ${v}`).replace(/x/g, v));
}

const equation: Judge = (q) => {
  const [, left, right] = match(/^Solve for x: (.+) = (.+)$/, q.text);
  return (c) => /^[−-]?\d+$/.test(c) && near(plug(left, c), plug(right, c));
};

const COIN_WORDS: Record<string, number> = { one: 1, two: 2, five: 5, ten: 10, twenty: 20, fifty: 50 };

const JUDGES: Record<string, Judge> = {
  count: (q) => {
    const [, , things] = match(/^How many ([a-z]+) are there\? (.+)$/, q.text);
    const n = Array.from(things).length;
    return (c) => num(c) === n;
  },
  add10: arithmetic,
  sub10: arithmetic,
  compare: (q) => {
    const [, which, list] = match(/^Which number is the (biggest|smallest): (.+)\?$/, q.text);
    const nums = list.split(/, | or /).map(Number);
    expect([...q.choices].map(Number).sort((a, b) => a - b)).toEqual([...nums].sort((a, b) => a - b));
    const target = which === 'biggest' ? Math.max(...nums) : Math.min(...nums);
    return (c) => Number(c) === target;
  },
  next: (q) => {
    const [, dir, n] = match(/^What number comes just (after|before) (\d+)\?$/, q.text);
    return (c) => Number(c) === Number(n) + (dir === 'after' ? 1 : -1);
  },
  add20: arithmetic,
  sub20: arithmetic,
  tens: (q) => {
    const [, t, o] = match(/^What number has (\d+) tens? and (\d+) ones?\?$/, q.text);
    return (c) => Number(c) === 10 * Number(t) + Number(o);
  },
  missing: (q) => {
    const [, a, total] = match(/^What number makes this true: (\d+) \+ __ = (\d+)\?$/, q.text);
    return (c) => Number(a) + Number(c) === Number(total);
  },
  tenmore: (q) => {
    const [, dir, n] = match(/^What is 10 (more|less) than (\d+)\?$/, q.text);
    return (c) => Number(c) === Number(n) + (dir === 'more' ? 10 : -10);
  },
  add100: arithmetic,
  sub100: arithmetic,
  skip: (q) => {
    const [, step, list] = match(/^Skip count by (\d+)s: ([\d, ]+), __\. What number comes next\?$/, q.text);
    const seq = list.split(', ').map(Number);
    seq.slice(1).forEach((v, i) => expect(v - seq[i]).toBe(Number(step)));
    return (c) => Number(c) === seq[seq.length - 1] + Number(step);
  },
  time: (q) => {
    const [, h, h1, m] = match(/hour hand is between (\d+) and (\d+), and the minute hand points to (\d+)\. What time is it\?$/, q.text);
    expect(Number(h1)).toBe(Number(h) + 1);
    return (c) => c === `${h}:${String(5 * Number(m)).padStart(2, '0')}`;
  },
  money: (q) => {
    const [, c1, w1, c2, w2] = match(/^You have (\d+) ([a-z]+)-cent coins? and (\d+) ([a-z]+)-cent coins?\. How many cents/, q.text);
    const total = Number(c1) * COIN_WORDS[w1] + Number(c2) * COIN_WORDS[w2];
    return (c) => c === `${total} cents`;
  },
  mul: arithmetic,
  div: arithmetic,
  round: (q) => {
    const [, n, place] = match(/^Round (\d+) to the nearest (ten|hundred)\.$/, q.text);
    const unit = place === 'ten' ? 10 : 100;
    return (c) => Number(c) === Math.floor(Number(n) / unit + 0.5) * unit;
  },
  frac: (q) => {
    const [, d, n] = match(/cut into (\d+) equal [a-z]+\. [A-Z][a-z]+ eats (\d+) of the/, q.text);
    const want = rational(Number(n), Number(d));
    return (c) => sameRational(parseRational(c), want);
  },
  perim: (q) => {
    const rect = /^A rectangle is (\d+) (cm|m) long and (\d+) \2 wide\. What is its perimeter\?$/.exec(q.text);
    if (rect) return withUnit(2 * (Number(rect[1]) + Number(rect[3])), rect[2]);
    const [, s, u] = match(/^A square has sides that are (\d+) (cm|m) long\. What is its perimeter\?$/, q.text);
    return withUnit(4 * Number(s), u);
  },
  mul2: arithmetic,
  eqfrac: (q) => {
    const want = parseRational(match(/^Which fraction is equal to (\$.+\$)\?$/, q.text)[1]);
    return (c) => sameRational(parseRational(c), want);
  },
  angle: (q) => {
    const [, total, x] = match(/make a (?:right|straight) angle \((\d+)°\)\. One of them measures (\d+)°\./, q.text);
    return (c) => c === `${Number(total) - Number(x)}°`;
  },
  factor: (q) => {
    const n = Number(match(/^Which of these numbers is a factor of (\d+)\?$/, q.text)[1]);
    return (c) => n % Number(c) === 0;
  },
  prime: () => (c) => isPrime(Number(c)),
  dec: arithmetic,
  fracadd: (q) => {
    const [, a, op, b] = match(/^What is \$(\\frac\{\d+\}\{\d+\}) ([+-]) (\\frac\{\d+\}\{\d+\})\$\?$/, q.text);
    const want = addRational(parseRational(`$${a}$`), parseRational(`$${b}$`), op === '+' ? 1 : -1);
    return (c) => sameRational(parseRational(c), want);
  },
  volume: (q) => {
    const [, l, w, h] = match(/^A box is (\d+) cm long, (\d+) cm wide and (\d+) cm high\. What is its volume\?$/, q.text);
    return withUnit(Number(l) * Number(w) * Number(h), 'cm³');
  },
  order: arithmetic,
  decround: (q) => {
    const [, v, place] = match(/^Round (\d+\.\d{3}) to the nearest (whole number|tenth|hundredth)\.$/, q.text);
    const thousandths = Math.round(Number(v) * 1000);
    const scale = { 'whole number': 1000, tenth: 100, hundredth: 10 }[place] as number;
    const want = Math.floor((thousandths + scale / 2) / scale) * scale;
    return (c) => Math.round(Number(c) * 1000) === want;
  },
  ratio: (q) => {
    const [, a, nameA, b, nameB, first, second] = match(/ (\d+) ([a-z ]+?) and (\d+) ([a-z ]+?)\. What is the ratio of ([a-z ]+?) to ([a-z ]+?) in simplest form\?$/, q.text);
    const count: Record<string, number> = { [nameA]: Number(a), [nameB]: Number(b) };
    const x = count[first];
    const y = count[second];
    return (c) => {
      const [p, r] = c.split(':').map(Number);
      const g = (m: number, n: number): number => (n ? g(n, m % n) : m);
      return g(p, r) === 1 && p * y === r * x;
    };
  },
  percent: (q) => {
    const [, p, n] = match(/^What is (\d+)% of (\d+)\?$/, q.text);
    return (c) => near(Number(c), (Number(p) * Number(n)) / 100);
  },
  neg: (q) => {
    const [, s, dir, change] = match(/^The temperature was ([−-]?\d+) °C in the [a-z]+\. By [a-z]+ it had (risen|fallen) by (\d+) degrees\./, q.text);
    const want = num(s) + (dir === 'risen' ? 1 : -1) * Number(change);
    return withUnit(want, '°C');
  },
  eq1: equation,
  rate: (q) => {
    const [, x, unit, y] = match(/ (\d+) (km|pages|liters)\b.*? in (\d+) (?:hours|minutes)/, q.text);
    return withUnit(Number(x) / Number(y), unit);
  },
  prop: (q) => {
    let a: number, b: number, c: number, unit: string;
    const map = /On a map, (\d+) cm stands for (\d+) km\. How many kilometers do (\d+) cm stand for\?$/.exec(q.text);
    if (map) {
      [a, b, c, unit] = [Number(map[1]), Number(map[2]), Number(map[3]), 'km'];
    } else {
      const m = match(/ (\d+) (boxes|bottles) in (\d+) minutes\. .* in (\d+) minutes\?$/, q.text);
      [b, unit, a, c] = [Number(m[1]), m[2], Number(m[3]), Number(m[4])];
    }
    return withUnit((b * c) / a, unit);
  },
  intops: arithmetic,
  circle: (q) => {
    const [, kind, size] = match(/^A circle has an? (radius|diameter) of (\d+) cm\. Using π ≈ 3\.14, what is its area\?$/, q.text);
    const r = kind === 'radius' ? Number(size) : Number(size) / 2;
    return withUnit(3.14 * r * r, 'cm²');
  },
  prob: (q) => {
    const [, n1, c1, n2, c2, n3, c3, target] = match(/^A bag holds (\d+) ([a-z]+), (\d+) ([a-z]+) and (\d+) ([a-z]+) marbles\. .* probability that it is ([a-z]+)\?$/, q.text);
    const counts: Record<string, number> = { [c1]: Number(n1), [c2]: Number(n2), [c3]: Number(n3) };
    const want = rational(counts[target], Number(n1) + Number(n2) + Number(n3));
    return (c) => sameRational(parseRational(c), want);
  },
  pctchange: (q) => {
    const grew = /^A town had (\d+) people\. Over ten years its population grew by (\d+)%\./.exec(q.text);
    if (grew) return (c) => near(Number(c), Number(grew[1]) * (1 + Number(grew[2]) / 100));
    const [, n, p] = match(/^A library had (\d+) books\. It gave away (\d+)% of them\./, q.text);
    return (c) => near(Number(c), Number(n) * (1 - Number(p) / 100));
  },
  lineq: equation,
  pow: (q) => {
    const want = parsePower(match(/^What is (\$\d+\^\{\d+\}\$)\?$/, q.text)[1]);
    return (c) => BigInt(c) === want;
  },
  powrule: (q) => {
    const expr = match(/^Which expression is equal to \$(.+)\$\?$/, q.text)[1];
    let want: bigint;
    let m = /^(\d+)\^\{(\d+)\} \\times (\d+)\^\{(\d+)\}$/.exec(expr);
    if (m) want = BigInt(m[1]) ** BigInt(m[2]) * BigInt(m[3]) ** BigInt(m[4]);
    else if ((m = /^(\d+)\^\{(\d+)\} \\div (\d+)\^\{(\d+)\}$/.exec(expr))) want = BigInt(m[1]) ** BigInt(m[2]) / BigInt(m[3]) ** BigInt(m[4]);
    else {
      m = match(/^\((\d+)\^\{(\d+)\}\)\^\{(\d+)\}$/, expr);
      want = (BigInt(m[1]) ** BigInt(m[2])) ** BigInt(m[3]);
    }
    return (c) => parsePower(c) === want;
  },
  pyth: (q) => {
    const legs = /^A right triangle has legs of (\d+) (cm|m) and (\d+) \2\. How long is its hypotenuse\?$/.exec(q.text);
    if (legs) return withUnit(Math.sqrt(Number(legs[1]) ** 2 + Number(legs[3]) ** 2), legs[2]);
    const [, c, u, a] = match(/^A right triangle has a hypotenuse of (\d+) (cm|m) and one leg of (\d+) \2\. How long is the other leg\?$/, q.text);
    return withUnit(Math.sqrt(Number(c) ** 2 - Number(a) ** 2), u);
  },
  slope: (q) => {
    const [, x1, y1, x2, y2] = match(/through \(([−-]?\d+), ([−-]?\d+)\) and \(([−-]?\d+), ([−-]?\d+)\)\?$/, q.text).map(num);
    const want: Rational = rational(y2 - y1, x2 - x1);
    return (c) => sameRational(parseRational(c), want);
  },
};

describe('math templates', () => {
  it('every grade has several templates, each with a judge in this test', () => {
    for (const grade of GRADES) expect(mathTemplates(grade).length, `grade ${grade}`).toBeGreaterThanOrEqual(4);
    expect(MATH_TEMPLATES.map((t) => t.key).sort()).toEqual(Object.keys(JUDGES).sort());
    for (const t of MATH_TEMPLATES) expect(t.key).toMatch(/^[a-z0-9]+$/);
  });

  for (const t of MATH_TEMPLATES) {
    it(`grade ${t.grade} ${t.key}: ${PER_TEMPLATE} questions, valid and correct`, () => {
      const texts = new Set<string>();
      for (let n = 0; n < PER_TEMPLATE; n++) {
        const seed = n < PER_TEMPLATE - 5 ? n : 999_999_999 - n;
        const q = generateMath(t.grade, t.key, seed);
        expectValidQuestion(q);
        expect(q.id).toBe(`math-${t.grade}-${t.key}-${seed}`);
        expect(q.subject).toBe('math');
        expect(q.grade).toBe(t.grade);
        expect(q.choices.length).toBe(4);
        if (t.grade <= 3) expect(`${q.text} ${q.choices.join(' ')}`, `${q.id}: no LaTeX before grade 4`).not.toContain('$');
        const isCorrect = JUDGES[t.key](q);
        const correct = q.choices.map((c) => isCorrect(c));
        expect(correct, `${q.id}: ${q.text} [${q.choices.join(' | ')}]`).toEqual(q.choices.map((_, i) => i === q.correct_index));
        expect(findQuestion(q.id)).toEqual(q);
        expect(generateMath(t.grade, t.key, seed)).toEqual(q);
        texts.add(q.text);
      }
      // A template should not keep asking the same thing (the smallest ones have few possibilities).
      expect(texts.size).toBeGreaterThanOrEqual(t.key === 'prime' ? 1 : 20);
    });
  }
});

describe('math ids', () => {
  it('parses only well-formed ids naming a real template', () => {
    expect(parseMathId('math-3-mul-42')).toEqual({ grade: 3, key: 'mul', n: 42 });
    expect(parseMathId('math-3-mul-0')).toEqual({ grade: 3, key: 'mul', n: 0 });
    for (const bad of ['math-3-mul-042', 'math-9-mul-1', 'math-3-nope-1', 'math-0-mul-1', 'math-3-mul-', 'math-3-mul-1000000000', 'math-3-mul--1', 'math-3-MUL-1', 'xmath-3-mul-1', 'math-3-mul-1 ']) {
      expect(parseMathId(bad), bad).toBeUndefined();
      expect(findQuestion(bad), bad).toBeUndefined();
    }
  });

  it('rejects out-of-range n and unknown templates when generating directly', () => {
    expect(() => generateMath(3, 'mul', -1)).toThrow(RangeError);
    expect(() => generateMath(3, 'mul', 1.5)).toThrow(RangeError);
    expect(() => generateMath(3, 'nope', 1)).toThrow(RangeError);
  });

  it('gives different questions for different n', () => {
    const texts = new Set(Array.from({ length: 50 }, (_, n) => generateMath(8, 'lineq', n).text));
    expect(texts.size).toBeGreaterThan(40);
  });
});
