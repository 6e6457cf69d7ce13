// Math templates for grades 3 to 5: times tables, rounding, fractions, perimeter, long
// multiplication, factors and primes, angles, decimals, order of operations and volume.
// Grade 3 stays plain text; LaTeX fractions start at grade 4.
import { int, pick, shuffle, type Rng } from './random.ts';
import {
  decimal, fixed, fracBody, gcd, lcm, nearby, reduce, sameValue, showFrac, texRaw,
  type Frac, type MathTemplate,
} from './math-util.ts';

const str = (n: number) => String(n);

const G3: MathTemplate[] = [
  {
    key: 'mul', grade: 3, topic: 'Multiplication facts to 10 × 10',
    make(rng) {
      const a = int(rng, 2, 10);
      const b = int(rng, 2, 10);
      const ans = a * b;
      let explanation: string;
      if (a <= 5) explanation = `${a} × ${b} means ${a} groups of ${b}: ${Array(a).fill(b).join(' + ')} = ${ans}.`;
      else if (a === 10) explanation = `${a} × ${b} means 10 groups of ${b}. Multiplying by 10 puts a zero on the end: ${ans}.`;
      else explanation = `Split ${a} into 5 and ${a - 5}: 5 × ${b} = ${5 * b} and ${a - 5} × ${b} = ${(a - 5) * b}. ${5 * b} + ${(a - 5) * b} = ${ans}, so ${a} × ${b} = ${ans}.`;
      return {
        text: `What is ${a} × ${b}?`,
        answer: str(ans),
        wrong: [str(a * (b + 1)), str(a * (b - 1)), str((a + 1) * b), str(a + b)],
        more: nearby(ans, str, 1, 1),
        explanation,
      };
    },
  },
  {
    key: 'div', grade: 3, topic: 'Division facts',
    make(rng) {
      const b = int(rng, 2, 10);
      const q = int(rng, 1, 10);
      const d = b * q;
      return {
        text: `What is ${d} ÷ ${b}?`,
        answer: str(q),
        wrong: [str(q + 1), q > 1 ? str(q - 1) : undefined, str(b), str(q + 2)],
        more: nearby(q, str, 1, 1),
        explanation: `Think multiplication: ${b} × ? = ${d}. Since ${b} × ${q} = ${d}, ${d} ÷ ${b} = ${q}.`,
      };
    },
  },
  {
    key: 'round', grade: 3, topic: 'Rounding to the nearest 10 or 100',
    make(rng) {
      const toTen = rng() < 0.5;
      const unit = toTen ? 10 : 100;
      let n = int(rng, 101, 999);
      if (n % unit === 0) n += toTen ? 3 : 30;
      const lo = Math.floor(n / unit) * unit;
      const hi = lo + unit;
      const digit = Math.floor(n / (unit / 10)) % 10;
      const ans = digit >= 5 ? hi : lo;
      const other = digit >= 5 ? lo : hi;
      const otherPlace = toTen ? Math.round(n / 100) * 100 : Math.round(n / 10) * 10;
      const place = toTen ? 'ten' : 'hundred';
      const digitName = toTen ? 'ones' : 'tens';
      return {
        text: `Round ${n} to the nearest ${place}.`,
        answer: str(ans),
        wrong: [str(other), str(otherPlace), str(ans === hi ? hi + unit : lo - unit)],
        more: nearby(ans, str, unit),
        explanation: `${n} is between ${lo} and ${hi}. The ${digitName} digit is ${digit}, which is ${digit >= 5 ? '5 or more, so round up' : 'less than 5, so round down'} to ${ans}.`,
      };
    },
  },
  {
    key: 'frac', grade: 3, topic: 'Fractions of a whole',
    make(rng) {
      const item = pick(rng, [
        { name: 'pizza', parts: 'slices' }, { name: 'cake', parts: 'pieces' }, { name: 'pie', parts: 'slices' },
        { name: 'chocolate bar', parts: 'pieces' }, { name: 'watermelon', parts: 'slices' },
      ] as const);
      const who = pick(rng, ['Lena', 'Omar', 'Mei', 'Kofi', 'Sofia', 'Arjun', 'Yuki', 'Mateo'] as const);
      const d = pick(rng, [2, 3, 4, 6, 8] as const);
      const n = int(rng, 1, d - 1);
      return {
        text: `A ${item.name} is cut into ${d} equal ${item.parts}. ${who} eats ${n} of the ${item.parts}. What fraction of the ${item.name} did ${who} eat?`,
        answer: `${n}/${d}`,
        wrong: [`${d - n}/${d}`, `${n}/${d - n}`, `${d}/${n}`, n > 1 ? `1/${d}` : undefined],
        more: (i) => `${n}/${d + i}`,
        explanation: `The ${item.name} has ${d} equal ${item.parts}, so each one is 1/${d} of the ${item.name}. ${who} ate ${n} of them: ${n}/${d}.`,
      };
    },
  },
  {
    key: 'perim', grade: 3, topic: 'Perimeter of rectangles and squares',
    make(rng) {
      const u = pick(rng, ['cm', 'm'] as const);
      const withUnit = (v: number) => `${v} ${u}`;
      if (rng() < 0.25) {
        const s = int(rng, 2, 12);
        return {
          text: `A square has sides that are ${s} ${u} long. What is its perimeter?`,
          answer: withUnit(4 * s),
          wrong: [withUnit(s * s), withUnit(2 * s), withUnit(s + 4), withUnit(3 * s)],
          more: nearby(4 * s, withUnit, 2, 1),
          explanation: `A square has 4 equal sides, so its perimeter is ${s} + ${s} + ${s} + ${s} = ${4 * s} ${u}.`,
        };
      }
      const l = int(rng, 3, 12);
      const w = int(rng, 2, l - 1);
      const p = 2 * (l + w);
      return {
        text: `A rectangle is ${l} ${u} long and ${w} ${u} wide. What is its perimeter?`,
        answer: withUnit(p),
        wrong: [withUnit(l * w), withUnit(l + w), withUnit(2 * l + w), withUnit(p + 2)],
        more: nearby(p, withUnit, 2, 1),
        explanation: `Perimeter is the distance all the way around: ${l} + ${w} + ${l} + ${w} = ${p} ${u}.`,
      };
    },
  },
];

/** Multiplying digit by digit but forgetting every carry (the top place keeps its full product). */
function noCarryProduct(a: number, b: number): number {
  const digits = String(a).split('').map(Number).reverse();
  let out = 0;
  let place = 1;
  digits.forEach((digit, i) => {
    const p = digit * b;
    out += (i === digits.length - 1 ? p : p % 10) * place;
    place *= 10;
  });
  return out;
}

const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59] as const;
const ODD_COMPOSITES = [9, 15, 21, 25, 27, 33, 35, 39, 45, 49, 51, 55, 57] as const;
const EVEN_COMPOSITES = [4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30] as const;

function smallestFactor(n: number): number {
  for (let f = 2; f * f <= n; f++) if (n % f === 0) return f;
  return n;
}

const REDUCED_FRACTIONS: readonly Frac[] = (() => {
  const out: Frac[] = [];
  for (let d = 2; d <= 10; d++) for (let n = 1; n < d; n++) if (gcd(n, d) === 1) out.push({ n, d });
  return out;
})();

const G4: MathTemplate[] = [
  {
    key: 'mul2', grade: 4, topic: 'Multi-digit multiplication',
    make(rng) {
      if (rng() < 0.5) {
        const a = int(rng, 102, 989);
        const b = int(rng, 3, 9);
        const ans = a * b;
        const parts = [Math.floor(a / 100) * 100, Math.floor(a / 10) % 10 * 10, a % 10].filter((p) => p > 0);
        return {
          text: `What is ${a} × ${b}?`,
          answer: str(ans),
          wrong: [str(noCarryProduct(a, b)), str(ans + 10), str(ans + 100), str(ans - 100)],
          more: nearby(ans, str, 10, 1),
          explanation: `Break ${a} into ${parts.join(' + ')} and multiply each part by ${b}: ${parts.map((p) => `${p} × ${b} = ${p * b}`).join(', ')}. Add them: ${parts.map((p) => p * b).join(' + ')} = ${ans}.`,
        };
      }
      const a = int(rng, 12, 98);
      let b = int(rng, 12, 98);
      if (b % 10 === 0) b += 1;
      const bt = Math.floor(b / 10);
      const bo = b % 10;
      const ans = a * b;
      return {
        text: `What is ${a} × ${b}?`,
        answer: str(ans),
        wrong: [str(a * bo + a * bt), str(ans + 100), str(ans - 10), str(ans + 10)],
        more: nearby(ans, str, 10, 1),
        explanation: `Split ${b} into ${bt * 10} + ${bo}. ${a} × ${bt * 10} = ${a * bt * 10} and ${a} × ${bo} = ${a * bo}. Add them: ${a * bt * 10} + ${a * bo} = ${ans}.`,
      };
    },
  },
  {
    key: 'eqfrac', grade: 4, topic: 'Equivalent fractions',
    make(rng) {
      const { n, d } = pick(rng, REDUCED_FRACTIONS);
      const k = int(rng, 2, 5);
      const base = { n, d };
      const wrong = [
        { n: n + k, d: d + k }, { n, d: d * k }, { n: n * k + 1, d: d * k }, { n: n * k, d: d * k + k },
      ].filter((f) => !sameValue(f, base)).map((f) => texRaw(f.n, f.d));
      return {
        text: `Which fraction is equal to ${texRaw(n, d)}?`,
        answer: texRaw(n * k, d * k),
        wrong,
        more: (i) => texRaw(n * k + i + 1, d * k),
        explanation: `Multiply the top and the bottom by the same number, ${k}: $\\frac{${n} \\times ${k}}{${d} \\times ${k}} = \\frac{${n * k}}{${d * k}}$. Multiplying both by ${k} makes more, smaller pieces, so the value does not change.`,
      };
    },
  },
  {
    key: 'angle', grade: 4, topic: 'Missing angles on a right or straight angle',
    make(rng) {
      const right = rng() < 0.5;
      const total = right ? 90 : 180;
      const x = 5 * int(rng, 2, total / 5 - 2);
      const ans = total - x;
      const deg = (v: number) => `${v}°`;
      return {
        text: `Two angles together make a ${right ? 'right angle (90°)' : 'straight angle (180°)'}. One of them measures ${x}°. What does the other angle measure?`,
        answer: deg(ans),
        wrong: [right ? deg(180 - x) : (x < 90 ? deg(90 - x) : undefined), deg(x), deg(ans + 10), deg(ans - 10)],
        more: nearby(ans, deg, 5, 1),
        explanation: `The two angles add up to ${total}°, so the other one is ${total}° − ${x}° = ${ans}°.`,
      };
    },
  },
  {
    key: 'factor', grade: 4, topic: 'Factors',
    make(rng) {
      let n = int(rng, 12, 100);
      while (smallestFactor(n) === n) n += 1;
      const factors = [];
      for (let f = 2; f <= n / 2; f++) if (n % f === 0) factors.push(f);
      const f = pick(rng, factors);
      // Non-factors close to the factor first, then the next ones up.
      const candidates = shuffle(rng, [f - 2, f - 1, f + 1, f + 2, f + 3]).filter((v) => v >= 2 && n % v !== 0);
      for (let v = f + 4; candidates.length < 3; v++) if (n % v !== 0) candidates.push(v);
      const wrong = candidates.slice(0, 3).sort((x, y) => x - y);
      return {
        text: `Which of these numbers is a factor of ${n}?`,
        answer: str(f),
        wrong: wrong.map(str),
        explanation: `${n} ÷ ${f} = ${n / f} with nothing left over, so ${f} is a factor of ${n}. Dividing ${n} by ${wrong[0]}, ${wrong[1]} or ${wrong[2]} leaves a remainder.`,
      };
    },
  },
  {
    key: 'prime', grade: 4, topic: 'Prime and composite numbers',
    make(rng) {
      const p = pick(rng, PRIMES);
      const odd = shuffle(rng, ODD_COMPOSITES).slice(0, 2);
      const third = pick(rng, EVEN_COMPOSITES);
      const wrong = [...odd, third].sort((x, y) => x - y);
      const why = wrong.map((c) => {
        const s = smallestFactor(c);
        return `${c} = ${s} × ${c / s}`;
      });
      return {
        text: 'Which of these numbers is prime?',
        answer: str(p),
        wrong: wrong.map(str),
        explanation: `A prime number has exactly two factors: 1 and itself. ${p} is prime, but ${why.slice(0, 2).join(', ')} and ${why[2]}, so those are not prime.`,
      };
    },
  },
];

/** A decimal with one or two places, in hundredths, between 1 and 10. */
function decimalOperand(rng: Rng): number {
  return rng() < 0.5 ? 10 * int(rng, 11, 99) : int(rng, 101, 999);
}

const DENOMINATORS = [2, 3, 4, 5, 6, 8, 10, 12] as const;

function properFraction(rng: Rng, d: number): Frac {
  const options = [];
  for (let n = 1; n < d; n++) if (gcd(n, d) === 1) options.push(n);
  return { n: pick(rng, options), d };
}

type Form = { expr: string; ans: number; slip: number; explanation: string };

function orderForm(rng: Rng): Form {
  const form = int(rng, 1, 6);
  const a = int(rng, 2, 20);
  const b = int(rng, 2, 9);
  const c = int(rng, 2, 9);
  switch (form) {
    case 1:
      return { expr: `${a} + ${b} × ${c}`, ans: a + b * c, slip: (a + b) * c,
        explanation: `Multiply before adding: ${b} × ${c} = ${b * c}, then ${a} + ${b * c} = ${a + b * c}.` };
    case 2:
      return { expr: `(${a} + ${b}) × ${c}`, ans: (a + b) * c, slip: a + b * c,
        explanation: `Work inside the parentheses first: ${a} + ${b} = ${a + b}, then ${a + b} × ${c} = ${(a + b) * c}.` };
    case 3: {
      const big = b * c + a;
      return { expr: `${big} − ${b} × ${c}`, ans: big - b * c, slip: (big - b) * c,
        explanation: `Multiply before subtracting: ${b} × ${c} = ${b * c}, then ${big} − ${b * c} = ${big - b * c}.` };
    }
    case 4: {
      const d = int(rng, 2, 9);
      const x = Math.min(a, 9);
      return { expr: `${x} × ${b} + ${c} × ${d}`, ans: x * b + c * d, slip: (x * b + c) * d,
        explanation: `Do both multiplications first: ${x} × ${b} = ${x * b} and ${c} × ${d} = ${c * d}. Then ${x * b} + ${c * d} = ${x * b + c * d}.` };
    }
    case 5: {
      const top = b * c;
      return { expr: `${a} + ${top} ÷ ${c}`, ans: a + b, slip: (a + top) % c === 0 ? (a + top) / c : -1,
        explanation: `Divide before adding: ${top} ÷ ${c} = ${b}, then ${a} + ${b} = ${a + b}.` };
    }
    default: {
      const hi = c + int(rng, 1, 8);
      const x = Math.min(a, 12);
      return { expr: `${x} × (${hi} − ${c})`, ans: x * (hi - c), slip: x * hi - c,
        explanation: `Work inside the parentheses first: ${hi} − ${c} = ${hi - c}, then ${x} × ${hi - c} = ${x * (hi - c)}.` };
    }
  }
}

const PLACES = [
  { name: 'whole number', scale: 1000, places: 0, digitName: 'tenths' },
  { name: 'tenth', scale: 100, places: 1, digitName: 'hundredths' },
  { name: 'hundredth', scale: 10, places: 2, digitName: 'thousandths' },
] as const;

/** Rounds a value in thousandths to a multiple of `scale`, half up. */
const roundTo = (v: number, scale: number) => Math.floor((v + scale / 2) / scale) * scale;

const G5: MathTemplate[] = [
  {
    key: 'dec', grade: 5, topic: 'Adding and subtracting decimals',
    make(rng) {
      let a = decimalOperand(rng);
      let b = decimalOperand(rng);
      if (a === b) b += 10;
      const add = rng() < 0.5;
      if (!add && a < b) [a, b] = [b, a];
      const ans = add ? a + b : a - b;
      const show = (v: number) => decimal(v, 2);
      const op = add ? '+' : '−';
      // Lining the digits up on the right: a one-place number read as hundredths.
      const oneA = a % 10 === 0;
      const oneB = b % 10 === 0;
      let slip: number | undefined;
      if (oneA !== oneB) {
        const [x, y] = oneA ? [a / 10, b] : [a, b / 10];
        slip = add ? x + y : x - y;
      }
      const tidy = fixed(ans, 2) === show(ans) ? '' : `, which is the same as ${show(ans)}`;
      return {
        text: `What is ${show(a)} ${op} ${show(b)}?`,
        answer: show(ans),
        wrong: [slip !== undefined && slip > 0 ? show(slip) : undefined, show(ans + 10), ans > 10 ? show(ans - 10) : undefined, show(ans + 100)],
        more: nearby(ans, show, 1, 1),
        explanation: `Line up the decimal points and fill empty places with zeros: ${fixed(a, 2)} ${op} ${fixed(b, 2)} = ${fixed(ans, 2)}${tidy}.`,
      };
    },
  },
  {
    key: 'fracadd', grade: 5, topic: 'Adding and subtracting fractions with unlike denominators',
    make(rng) {
      const [b, d] = shuffle(rng, DENOMINATORS).slice(0, 2);
      let x = properFraction(rng, b);
      let y = properFraction(rng, d);
      const add = rng() < 0.65;
      if (!add && x.n * y.d < y.n * x.d) [x, y] = [y, x];
      const L = lcm(x.d, y.d);
      const xn = x.n * (L / x.d);
      const yn = y.n * (L / y.d);
      const num = add ? xn + yn : xn - yn;
      const ans = reduce(num, L);
      const op = add ? '+' : '-';
      const naive = add ? { n: x.n + y.n, d: x.d + y.d } : { n: x.n - y.n, d: x.d - y.d };
      const unscaled = { n: add ? x.n + y.n : x.n - y.n, d: L };
      const candidates: Frac[] = [naive, unscaled, { n: num + 1, d: L }, { n: num - 1, d: L }];
      const wrong = candidates
        .filter((f) => f.n > 0 && f.d > 0 && !sameValue(f, ans))
        .map((f) => showFrac(f, true));
      const rewrite = (f: Frac, n: number) => (f.d === L ? `$\\frac{${f.n}}{${f.d}}$ already has denominator ${L}` : `$\\frac{${f.n}}{${f.d}} = \\frac{${n}}{${L}}$`);
      const target = fracBody(ans, true);
      const simplified = target === `\\frac{${num}}{${L}}` ? '' : ` = ${target}`;
      return {
        text: `What is $\\frac{${x.n}}{${x.d}} ${op} \\frac{${y.n}}{${y.d}}$?`,
        answer: showFrac(ans, true),
        wrong,
        more: (i) => showFrac({ n: num + i + 1, d: L }, true),
        explanation: `Use the common denominator ${L}: ${rewrite(x, xn)} and ${rewrite(y, yn)}. Then $\\frac{${xn}}{${L}} ${op} \\frac{${yn}}{${L}} = \\frac{${num}}{${L}}${simplified}$.`,
      };
    },
  },
  {
    key: 'volume', grade: 5, topic: 'Volume of a box',
    make(rng) {
      const l = int(rng, 2, 10);
      const w = int(rng, 2, 10);
      const h = int(rng, 2, 10);
      const v = l * w * h;
      const cm3 = (n: number) => `${n} cm³`;
      return {
        text: `A box is ${l} cm long, ${w} cm wide and ${h} cm high. What is its volume?`,
        answer: cm3(v),
        wrong: [cm3(l + w + h), cm3(l * w), cm3(2 * (l * w + l * h + w * h)), cm3(v + l * w)],
        more: nearby(v, cm3, 1, 1),
        explanation: `Volume = length × width × height = ${l} × ${w} × ${h} = ${v} cm³. That is how many 1 cm cubes would fill the box.`,
      };
    },
  },
  {
    key: 'order', grade: 5, topic: 'Order of operations',
    make(rng) {
      const f = orderForm(rng);
      return {
        text: `What is ${f.expr}?`,
        answer: str(f.ans),
        wrong: [f.slip >= 0 ? str(f.slip) : undefined, str(f.ans + 1), f.ans > 1 ? str(f.ans - 1) : undefined, str(f.ans + 10)],
        more: nearby(f.ans, str, 1, 0),
        explanation: f.explanation,
      };
    },
  },
  {
    key: 'decround', grade: 5, topic: 'Rounding decimals',
    make(rng) {
      let v = int(rng, 1001, 29999);
      if (v % 10 === 0) v += 7;
      const place = pick(rng, PLACES);
      const show = (x: number, p: (typeof PLACES)[number]) => fixed(x / (1000 / 10 ** p.places), p.places);
      const ans = roundTo(v, place.scale);
      const down = Math.floor(v / place.scale) * place.scale;
      const other = ans === down ? down + place.scale : down;
      const digit = Math.floor(v / (place.scale / 10)) % 10;
      const candidates: number[] = [other];
      const alt = PLACES.filter((p) => p !== place);
      const wrong: string[] = [show(other, place)];
      for (const p of alt) {
        const r = roundTo(v, p.scale);
        if (r !== ans && !candidates.includes(r)) {
          candidates.push(r);
          wrong.push(show(r, p));
        }
      }
      for (const r of [ans + place.scale, ans - place.scale, ans + 2 * place.scale]) {
        if (r > 0 && r !== ans && !candidates.includes(r)) {
          candidates.push(r);
          wrong.push(show(r, place));
        }
      }
      return {
        text: `Round ${fixed(v, 3)} to the nearest ${place.name}.`,
        answer: show(ans, place),
        wrong,
        explanation: `Look at the ${place.digitName} digit, just to the right of the ${place.name === 'whole number' ? 'ones' : place.name + 's'} place: it is ${digit}. ${digit >= 5 ? 'It is 5 or more, so round up' : 'It is less than 5, so round down'}: ${fixed(v, 3)} ≈ ${show(ans, place)}.`,
      };
    },
  },
];

export const TEMPLATES_35: readonly MathTemplate[] = [...G3, ...G4, ...G5];
