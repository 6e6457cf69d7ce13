// Math templates for grades 6 and 7: ratios, percentages, negative numbers, one-step equations,
// unit rates, proportions, integer operations, circles (π ≈ 3.14), probability, percent change.
import { int, pick, shuffle, type Rng } from './random.ts';
import {
  decimal, fracBody, gcd, nearby, paren, reduce, sameValue, showFrac, signed,
  type Frac, type MathTemplate,
} from './math-util.ts';

const str = (n: number) => String(n);

/** Two different whole numbers from 1 to 9 with no common factor. */
function coprimePair(rng: Rng): [number, number] {
  for (;;) {
    const p = int(rng, 1, 9);
    const q = int(rng, 1, 9);
    if (p !== q && gcd(p, q) === 1) return [p, q];
  }
}

const RATIO_CONTEXTS = [
  { first: 'girls', second: 'boys', intro: (a: number, b: number) => `In a class there are ${a} girls and ${b} boys.` },
  { first: 'cats', second: 'dogs', intro: (a: number, b: number) => `At an animal shelter there are ${a} cats and ${b} dogs.` },
  { first: 'red marbles', second: 'blue marbles', intro: (a: number, b: number) => `A bag holds ${a} red marbles and ${b} blue marbles.` },
  { first: 'apples', second: 'oranges', intro: (a: number, b: number) => `A fruit bowl has ${a} apples and ${b} oranges.` },
] as const;

const PERCENTS = [5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 80, 90] as const;

const RATE_CONTEXTS = [
  { total: 'km', per: 'hour', perMany: 'hours', lo: 6, hi: 20, step: 5,
    text: (x: number, y: number) => `A car travels ${x} km in ${y} hours at a steady speed. How far does it travel in 1 hour?`,
    done: 'travels' },
  { total: 'pages', per: 'minute', perMany: 'minutes', lo: 5, hi: 40, step: 1,
    text: (x: number, y: number) => `A printer prints ${x} pages in ${y} minutes. At the same rate, how many pages does it print in 1 minute?`,
    done: 'prints' },
  { total: 'liters', per: 'minute', perMany: 'minutes', lo: 3, hi: 30, step: 1,
    text: (x: number, y: number) => `A pump fills a tank with ${x} liters of water in ${y} minutes. At the same rate, how many liters does it pump in 1 minute?`,
    done: 'pumps' },
] as const;

const G6: MathTemplate[] = [
  {
    key: 'ratio', grade: 6, topic: 'Ratios in simplest form',
    make(rng) {
      const ctx = pick(rng, RATIO_CONTEXTS);
      const [p, q] = coprimePair(rng);
      const k = int(rng, 1, 5);
      const a = p * k;
      const b = q * k;
      const swap = rng() < 0.3;
      const [x, y, nx, ny] = swap ? [q, p, ctx.second, ctx.first] : [p, q, ctx.first, ctx.second];
      const [cx, cy] = swap ? [b, a] : [a, b];
      return {
        text: `${ctx.intro(a, b)} What is the ratio of ${nx} to ${ny} in simplest form?`,
        answer: `${x}:${y}`,
        wrong: [`${y}:${x}`, `${x}:${x + y}`, `${y}:${x + y}`],
        explanation: `The ratio of ${nx} to ${ny} is ${cx}:${cy}. ` + (k > 1
          ? `Divide both numbers by their greatest common factor, ${k}: ${cx}:${cy} = ${x}:${y}.`
          : `${x} and ${y} have no common factor other than 1, so ${x}:${y} is already in simplest form.`),
      };
    },
  },
  {
    key: 'percent', grade: 6, topic: 'Percent of a number',
    make(rng) {
      const p = pick(rng, PERCENTS);
      const unit = 100 / gcd(p, 100);
      const n = unit * int(rng, Math.ceil(20 / unit), Math.floor(400 / unit));
      const ans = (p * n) / 100;
      let explanation: string;
      if (p === 50) explanation = `50% is one half: ${n} ÷ 2 = ${ans}.`;
      else if (p === 25) explanation = `25% is one quarter: ${n} ÷ 4 = ${ans}.`;
      else if (p === 10) explanation = `10% is one tenth: ${n} ÷ 10 = ${ans}.`;
      else explanation = `${p}% means ${p} out of every 100, so ${p}% of ${n} = ${n} × ${p} ÷ 100 = ${n * p} ÷ 100 = ${ans}.`;
      return {
        text: `What is ${p}% of ${n}?`,
        answer: str(ans),
        wrong: [str(n - ans), str(ans * 10), n % p === 0 ? str(n / p) : undefined, str(ans + 10), str(ans * 2)],
        more: nearby(ans, str, 5, 1),
        explanation,
      };
    },
  },
  {
    key: 'neg', grade: 6, topic: 'Negative numbers: temperatures',
    make(rng) {
      const up = rng() < 0.5;
      let s: number, c: number;
      if (up) {
        s = int(rng, -15, -1);
        c = int(rng, 2, 15);
      } else {
        s = int(rng, -5, 10);
        c = int(rng, Math.max(2, s + 1), s + 12);
      }
      const r = up ? s + c : s - c;
      const deg = (v: number) => `${signed(v)} °C`;
      const text = up
        ? `The temperature was ${deg(s)} in the morning. By noon it had risen by ${c} degrees. What was the temperature at noon?`
        : `The temperature was ${deg(s)} in the afternoon. By night it had fallen by ${c} degrees. What was the temperature at night?`;
      let explanation: string;
      if (up) {
        explanation = `Start at ${signed(s)} on the number line and move ${c} up: ${signed(s)} + ${c} = ${signed(r)}.`;
        if (r > 0) explanation += ` It takes ${-s} degrees to get to 0 and ${r} more to get to ${r}.`;
      } else {
        explanation = `Start at ${signed(s)} on the number line and move ${c} down: ${signed(s)} − ${c} = ${signed(r)}.`;
        if (s > 0) explanation += ` It takes ${s} degrees to get down to 0 and ${-r} more to get to ${signed(r)}.`;
      }
      const wrongWay = up ? s - c : s + c;
      return {
        text,
        answer: deg(r),
        wrong: [deg(wrongWay), deg(-r), deg(-wrongWay), deg(r + 1), deg(r - 1)],
        more: nearby(r, deg, 2, -40),
        explanation: `${explanation} It was ${deg(r)}.`,
      };
    },
  },
  {
    key: 'eq1', grade: 6, topic: 'One-step equations',
    make(rng) {
      const form = pick(rng, ['add', 'sub', 'mul', 'div'] as const);
      const a = int(rng, 2, 12);
      let x: number, lhs: string, b: number, wrong: number[], explanation: string;
      if (form === 'add') {
        x = int(rng, 2, 30);
        b = x + a;
        lhs = `x + ${a}`;
        wrong = [b + a, b, x + 1, x - 1];
        explanation = `Subtract ${a} from both sides: x = ${b} − ${a} = ${x}. Check: ${x} + ${a} = ${b}.`;
      } else if (form === 'sub') {
        x = a + int(rng, 1, 25);
        b = x - a;
        lhs = `x − ${a}`;
        wrong = [Math.abs(b - a), b, x + 1, x - 1];
        explanation = `Add ${a} to both sides: x = ${b} + ${a} = ${x}. Check: ${x} − ${a} = ${b}.`;
      } else if (form === 'mul') {
        x = int(rng, 2, 12);
        b = a * x;
        lhs = `${a}x`;
        wrong = [b - a, b * a, x + 1, x - 1];
        explanation = `${a}x means ${a} × x. Divide both sides by ${a}: x = ${b} ÷ ${a} = ${x}. Check: ${a} × ${x} = ${b}.`;
      } else {
        b = int(rng, 2, 12);
        x = a * b;
        lhs = `x ÷ ${a}`;
        wrong = [b + a, x + a, x - a, b];
        explanation = `Multiply both sides by ${a}: x = ${b} × ${a} = ${x}. Check: ${x} ÷ ${a} = ${b}.`;
      }
      return {
        text: `Solve for x: ${lhs} = ${b}`,
        answer: str(x),
        wrong: wrong.filter((v) => v >= 0).map(str),
        more: nearby(x, str, 1, 0),
        explanation,
      };
    },
  },
  {
    key: 'rate', grade: 6, topic: 'Unit rates',
    make(rng) {
      const ctx = pick(rng, RATE_CONTEXTS);
      const y = int(rng, 2, 9);
      const r = ctx.step * int(rng, ctx.lo, ctx.hi);
      const x = r * y;
      const unit = (v: number) => `${v} ${ctx.total}`;
      return {
        text: ctx.text(x, y),
        answer: unit(r),
        wrong: [unit(x - y), unit(x * y), unit(r + y), unit(r * 2)],
        more: nearby(r, unit, 1, 1),
        explanation: `Divide the total by the number of ${ctx.perMany}: ${x} ÷ ${y} = ${r}. So it ${ctx.done} ${r} ${ctx.total} in 1 ${ctx.per}.`,
      };
    },
  },
];

const PROPORTION_CONTEXTS = [
  { maxB: 60, unit: 'km',
    text: (a: number, b: number, c: number) => `On a map, ${a} cm stands for ${b} km. How many kilometers do ${c} cm stand for?` },
  { maxB: 60, unit: 'boxes',
    text: (a: number, b: number, c: number) => `A robot packs ${b} boxes in ${a} minutes. Working at the same speed, how many boxes does it pack in ${c} minutes?` },
  { maxB: 60, unit: 'bottles',
    text: (a: number, b: number, c: number) => `A machine fills ${b} bottles in ${a} minutes. At the same rate, how many bottles does it fill in ${c} minutes?` },
] as const;

const COLORS = ['red', 'blue', 'green', 'yellow'] as const;

const G7: MathTemplate[] = [
  {
    key: 'prop', grade: 7, topic: 'Proportions',
    make(rng) {
      const ctx = pick(rng, PROPORTION_CONTEXTS);
      const a = int(rng, 2, 8);
      let c = int(rng, 2, 20);
      if (c === a) c += 1;
      const step = a / gcd(a, c);
      const b = step * int(rng, Math.max(1, Math.ceil(2 / step)), Math.max(1, Math.floor(ctx.maxB / step)));
      const x = (b * c) / a;
      const unit = (v: number) => `${v} ${ctx.unit}`;
      const explanation = c % a === 0
        ? `${c} is ${c / a} times ${a}, so multiply ${b} by ${c / a} too: ${b} × ${c / a} = ${x} ${ctx.unit}.`
        : `The two amounts grow at the same rate, so the answer is ${b} × ${c} ÷ ${a} = ${b * c} ÷ ${a} = ${x} ${ctx.unit}.`;
      return {
        text: ctx.text(a, b, c),
        answer: unit(x),
        wrong: [unit(b + c - a), unit(b * c), unit(x + b), x > b ? unit(x - b) : undefined],
        more: nearby(x, unit, 1, 1),
        explanation,
      };
    },
  },
  {
    key: 'intops', grade: 7, topic: 'Operations with integers',
    make(rng) {
      const op = pick(rng, ['+', '−', '×', '÷'] as const);
      const nonzero = (lo: number, hi: number) => {
        const v = int(rng, lo, hi);
        return v === 0 ? hi : v;
      };
      let a: number, b: number, ans: number, wrong: number[], explanation: string;
      if (op === '+' || op === '−') {
        do {
          a = nonzero(-20, 20);
          b = nonzero(-20, 20);
        } while (a > 0 && b > 0);
        ans = op === '+' ? a + b : a - b;
        if (op === '+') {
          wrong = [-ans, a - b, ans + 2, ans - 2];
          if (a < 0 && b < 0) explanation = `Both numbers are negative, so add their sizes and keep the negative sign: ${-a} + ${-b} = ${-ans}, so the answer is ${signed(ans)}.`;
          else if (ans === 0) explanation = `${signed(a)} and ${signed(b)} are opposites, so they cancel out: the answer is 0.`;
          else {
            const big = Math.max(Math.abs(a), Math.abs(b));
            const small = Math.min(Math.abs(a), Math.abs(b));
            explanation = `The signs are different, so subtract the sizes: ${big} − ${small} = ${big - small}. The number with the bigger size is ${ans > 0 ? 'positive' : 'negative'}, so the answer is ${signed(ans)}.`;
          }
        } else {
          wrong = [a + b, -ans, ans + 2, ans - 2];
          explanation = `Subtracting a number is the same as adding its opposite: ${signed(a)} − ${paren(b)} = ${signed(a)} + ${paren(-b)} = ${signed(ans)}.`;
        }
      } else if (op === '×') {
        do {
          a = nonzero(-12, 12);
          b = nonzero(-12, 12);
        } while ((a > 0 && b > 0) || Math.abs(a) < 2 || Math.abs(b) < 2);
        ans = a * b;
        wrong = [-ans, a + b, ans + a, ans - a];
        explanation = `${Math.abs(a)} × ${Math.abs(b)} = ${Math.abs(ans)}. ${(a < 0) === (b < 0) ? 'The signs are the same, so the answer is positive' : 'The signs are different, so the answer is negative'}: ${signed(ans)}.`;
      } else {
        let q: number;
        do {
          b = nonzero(-9, 9);
          q = nonzero(-12, 12);
        } while ((b > 0 && q > 0) || Math.abs(b) < 2);
        a = b * q;
        ans = q;
        wrong = [-q, q + 1, q - 1, b];
        explanation = `${Math.abs(a)} ÷ ${Math.abs(b)} = ${Math.abs(q)}. ${(a < 0) === (b < 0) ? 'The signs are the same, so the answer is positive' : 'The signs are different, so the answer is negative'}: ${signed(ans)}.`;
      }
      return {
        text: `What is ${signed(a)} ${op} ${paren(b)}?`,
        answer: signed(ans),
        wrong: wrong.map(signed),
        more: nearby(ans, signed, 1, -1000),
        explanation,
      };
    },
  },
  {
    key: 'circle', grade: 7, topic: 'Area of a circle (π ≈ 3.14)',
    make(rng) {
      const r = int(rng, 1, 12);
      const byDiameter = rng() < 0.4;
      // Areas in hundredths of a square centimeter, so 3.14 stays exact.
      const area = 314 * r * r;
      const cm2 = (h: number) => `${decimal(h, 2)} cm²`;
      const given = byDiameter ? `a diameter of ${2 * r} cm` : `a radius of ${r} cm`;
      const wrong = byDiameter
        ? [314 * 4 * r * r, 628 * r, 314 * r, 314 * 2 * r * r]
        : [628 * r, 314 * r, 314 * 4 * r * r, 314 * 2 * r * r];
      const half = byDiameter ? `The radius is half the diameter: ${2 * r} ÷ 2 = ${r} cm. ` : '';
      return {
        text: `A circle has ${given}. Using π ≈ 3.14, what is its area?`,
        answer: cm2(area),
        wrong: wrong.map(cm2),
        more: nearby(area, cm2, 100, 1),
        explanation: `${half}Area = π × r × r ≈ 3.14 × ${r} × ${r} = 3.14 × ${r * r} = ${cm2(area)}.`,
      };
    },
  },
  {
    key: 'prob', grade: 7, topic: 'Simple probability',
    make(rng) {
      const colors = shuffle(rng, COLORS).slice(0, 3);
      const counts = colors.map(() => int(rng, 1, 9));
      const t = int(rng, 0, 2);
      const total = counts[0] + counts[1] + counts[2];
      const c = counts[t];
      const ans = reduce(c, total);
      const candidates: Frac[] = [{ n: c, d: total - c }, { n: total - c, d: total }, { n: 1, d: 3 }, { n: 1, d: c }];
      const wrong: Frac[] = [];
      for (const f of candidates) {
        if (f.n > 0 && f.n < f.d && !sameValue(f, ans) && !wrong.some((g) => sameValue(f, g))) wrong.push(f);
      }
      for (let k = 1; k < total && wrong.length < 3; k++) {
        const f = { n: k, d: total };
        if (!sameValue(f, ans) && !wrong.some((g) => sameValue(f, g))) wrong.push(f);
      }
      const simplified = ans.d === total ? '' : ` = ${fracBody(ans)}`;
      return {
        text: `A bag holds ${counts[0]} ${colors[0]}, ${counts[1]} ${colors[1]} and ${counts[2]} ${colors[2]} marbles. You pick one marble without looking. What is the probability that it is ${colors[t]}?`,
        answer: showFrac(ans),
        wrong: wrong.slice(0, 3).map((f) => showFrac(f)),
        more: (i) => showFrac({ n: 1, d: i + 3 }),
        explanation: `There are ${counts.join(' + ')} = ${total} marbles, and ${c} of them are ${colors[t]}. So the probability is $\\frac{${c}}{${total}}${simplified}$.`,
      };
    },
  },
  {
    key: 'pctchange', grade: 7, topic: 'Percent increase and decrease',
    make(rng) {
      const p = pick(rng, [5, 10, 15, 20, 25, 30, 40, 50] as const);
      const unit = 100 / gcd(p, 100);
      const n = unit * int(rng, Math.ceil(40 / unit), Math.floor(2000 / unit));
      const up = rng() < 0.5;
      const delta = (n * p) / 100;
      const ans = up ? n + delta : n - delta;
      const text = up
        ? `A town had ${n} people. Over ten years its population grew by ${p}%. How many people live there now?`
        : `A library had ${n} books. It gave away ${p}% of them. How many books does it have left?`;
      return {
        text,
        answer: str(ans),
        wrong: [str(up ? n + p : n - p), str(delta), str(up ? n - delta : n + delta), str(ans + 10)],
        more: nearby(ans, str, 5, 1),
        explanation: `${p}% of ${n} is ${n} × ${p} ÷ 100 = ${delta}. ${up ? 'Add' : 'Subtract'} it: ${n} ${up ? '+' : '−'} ${delta} = ${ans}.`,
      };
    },
  },
];

export const TEMPLATES_67: readonly MathTemplate[] = [...G6, ...G7];
