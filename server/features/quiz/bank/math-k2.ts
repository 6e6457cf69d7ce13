// Math templates for kindergarten to grade 2: counting, adding and taking away, comparing,
// tens and ones, skip counting, clocks and coins. Plain text only (no LaTeX at these grades).
import { int, pick, shuffle } from './random.ts';
import { nearby, range, type MathTemplate } from './math-util.ts';

const str = (n: number) => String(n);
const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

const COUNT_THINGS = [
  { emoji: '🍎', one: 'apple', many: 'apples' },
  { emoji: '🌟', one: 'star', many: 'stars' },
  { emoji: '🐟', one: 'fish', many: 'fish' },
  { emoji: '🌸', one: 'flower', many: 'flowers' },
  { emoji: '🚗', one: 'car', many: 'cars' },
  { emoji: '🎈', one: 'balloon', many: 'balloons' },
  { emoji: '🐞', one: 'ladybug', many: 'ladybugs' },
  { emoji: '🍓', one: 'strawberry', many: 'strawberries' },
] as const;

const K: MathTemplate[] = [
  {
    key: 'count', grade: 0, topic: 'Counting objects up to 10',
    make(rng) {
      const thing = pick(rng, COUNT_THINGS);
      const n = int(rng, 1, 10);
      return {
        text: `How many ${thing.many} are there? ${thing.emoji.repeat(n)}`,
        answer: str(n),
        wrong: [n + 1, n - 1, n + 2, n - 2].filter((v) => v >= 1).map(str),
        more: (i) => str(n + 2 + i),
        explanation: `Count them one at a time: ${range(1, n).join(', ')}. There ${n === 1 ? 'is' : 'are'} ${plural(n, thing.one, thing.many)}.`,
      };
    },
  },
  {
    key: 'add10', grade: 0, topic: 'Adding within 10',
    make(rng) {
      const sum = int(rng, 2, 10);
      const a = int(rng, 0, sum);
      const b = sum - a;
      const big = Math.max(a, b);
      const small = Math.min(a, b);
      const explanation = small === 0
        ? `Adding 0 changes nothing: ${a} + ${b} = ${sum}.`
        : `Start at ${big} and count on ${small} more: ${range(big + 1, sum).join(', ')}. So ${a} + ${b} = ${sum}.`;
      return {
        text: `What is ${a} + ${b}?`,
        answer: str(sum),
        wrong: [str(sum + 1), str(sum - 1), str(Math.abs(a - b)), str(sum + 2)],
        more: nearby(sum, str),
        explanation,
      };
    },
  },
  {
    key: 'sub10', grade: 0, topic: 'Taking away within 10',
    make(rng) {
      const a = int(rng, 2, 10);
      const b = int(rng, 1, a);
      const r = a - b;
      return {
        text: `What is ${a} − ${b}?`,
        answer: str(r),
        wrong: [str(r + 1), r >= 1 ? str(r - 1) : undefined, str(a + b), str(r + 2)],
        more: nearby(r, str),
        explanation: `Start at ${a} and count back ${b}: ${range(a - 1, r).join(', ')}. So ${a} − ${b} = ${r}.`,
      };
    },
  },
  {
    key: 'compare', grade: 0, topic: 'Comparing numbers up to 10',
    make(rng) {
      const nums = shuffle(rng, range(0, 10)).slice(0, 4);
      const biggest = rng() < 0.5;
      const answer = biggest ? Math.max(...nums) : Math.min(...nums);
      const others = nums.filter((v) => v !== answer).sort((x, y) => x - y);
      const list = `${nums.slice(0, 3).join(', ')} or ${nums[3]}`;
      return {
        text: `Which number is the ${biggest ? 'biggest' : 'smallest'}: ${list}?`,
        answer: str(answer),
        wrong: others.map(str),
        explanation: biggest
          ? `Count up from 0: you reach ${others.join(', ')} before ${answer}, so ${answer} is the biggest.`
          : `Count up from 0: you reach ${answer} first, before ${others.join(', ')}, so ${answer} is the smallest.`,
      };
    },
  },
  {
    key: 'next', grade: 0, topic: 'Counting on: the number just after or before',
    make(rng) {
      if (rng() < 0.6) {
        const n = int(rng, 0, 19);
        return {
          text: `What number comes just after ${n}?`,
          answer: str(n + 1),
          wrong: [n >= 1 ? str(n - 1) : undefined, str(n + 2), str(n + 3)],
          more: (i) => str(n + 3 + i),
          explanation: `When we count, we say ${n}, then ${n + 1}. The number just after ${n} is 1 more: ${n + 1}.`,
        };
      }
      const n = int(rng, 1, 20);
      return {
        text: `What number comes just before ${n}?`,
        answer: str(n - 1),
        wrong: [str(n + 1), n >= 2 ? str(n - 2) : undefined, str(n + 2)],
        more: (i) => str(n + 2 + i),
        explanation: `When we count, we say ${n - 1}, then ${n}. The number just before ${n} is 1 less: ${n - 1}.`,
      };
    },
  },
];

const G1: MathTemplate[] = [
  {
    key: 'add20', grade: 1, topic: 'Adding within 20',
    make(rng) {
      const sum = int(rng, 6, 20);
      const a = int(rng, 1, sum - 1);
      const b = sum - a;
      const big = Math.max(a, b);
      const small = Math.min(a, b);
      let explanation: string;
      if (big < 10 && sum > 10) {
        const need = 10 - big;
        explanation = `Make a ten: ${big} + ${need} = 10, and ${small} − ${need} = ${small - need} is left over. 10 + ${small - need} = ${sum}, so ${a} + ${b} = ${sum}.`;
      } else {
        explanation = `Start at ${big} and count on ${small}: ${range(big + 1, sum).join(', ')}. So ${a} + ${b} = ${sum}.`;
      }
      return {
        text: `What is ${a} + ${b}?`,
        answer: str(sum),
        wrong: [str(sum + 1), str(sum - 1), str(sum + 2), str(sum - 2)],
        more: nearby(sum, str),
        explanation,
      };
    },
  },
  {
    key: 'sub20', grade: 1, topic: 'Subtracting within 20',
    make(rng) {
      const a = int(rng, 6, 20);
      const b = int(rng, 1, Math.min(a, 10));
      const r = a - b;
      return {
        text: `What is ${a} − ${b}?`,
        answer: str(r),
        wrong: [str(r + 1), r >= 1 ? str(r - 1) : undefined, str(a + b), str(r + 2)],
        more: nearby(r, str),
        explanation: `Think addition: ${b} + ? = ${a}. Since ${b} + ${r} = ${a}, ${a} − ${b} = ${r}.`,
      };
    },
  },
  {
    key: 'tens', grade: 1, topic: 'Tens and ones',
    make(rng) {
      const t = int(rng, 1, 9);
      const o = int(rng, 0, 9);
      const n = 10 * t + o;
      return {
        text: `What number has ${plural(t, 'ten')} and ${plural(o, 'one')}?`,
        answer: str(n),
        wrong: [o > 0 ? str(10 * o + t) : undefined, str(t + o), str(100 * t + o), str(n + 10), str(n - 1)],
        more: nearby(n, str, 10),
        explanation: o === 0
          ? `${plural(t, 'ten')} ${t === 1 ? 'is' : 'make'} ${10 * t}, and there are no ones to add, so the number is ${n}.`
          : `${plural(t, 'ten')} ${t === 1 ? 'is' : 'make'} ${10 * t}, and ${plural(o, 'one')} ${o === 1 ? 'is' : 'make'} ${o}. ${10 * t} + ${o} = ${n}.`,
      };
    },
  },
  {
    key: 'missing', grade: 1, topic: 'Finding a missing number in an addition',
    make(rng) {
      const a = int(rng, 1, 10);
      const total = int(rng, a + 1, 20);
      const x = total - a;
      return {
        text: `What number makes this true: ${a} + __ = ${total}?`,
        answer: str(x),
        wrong: [str(total + a), str(total), str(x + 1), x >= 1 ? str(x - 1) : undefined],
        more: nearby(x, str),
        explanation: `Count on from ${a} to ${total}: that is ${x} more. Check: ${a} + ${x} = ${total}.`,
      };
    },
  },
  {
    key: 'tenmore', grade: 1, topic: '10 more and 10 less',
    make(rng) {
      if (rng() < 0.5) {
        const n = int(rng, 10, 89);
        const ans = n + 10;
        return {
          text: `What is 10 more than ${n}?`,
          answer: str(ans),
          wrong: [str(n + 1), str(n - 10), str(n + 20), str(n + 11)],
          more: nearby(ans, str, 10),
          explanation: `10 more means one more ten. ${n} has ${plural(Math.floor(n / 10), 'ten')} and ${plural(n % 10, 'one')}, so 10 more has ${plural(Math.floor(ans / 10), 'ten')} and ${plural(ans % 10, 'one')}: ${ans}.`,
        };
      }
      const n = int(rng, 20, 99);
      const ans = n - 10;
      return {
        text: `What is 10 less than ${n}?`,
        answer: str(ans),
        wrong: [str(n - 1), str(n + 10), str(n - 20), str(n - 11)],
        more: nearby(ans, str, 10),
        explanation: `10 less means one ten fewer. ${n} has ${plural(Math.floor(n / 10), 'ten')} and ${plural(n % 10, 'one')}, so 10 less has ${plural(Math.floor(ans / 10), 'ten')} and ${plural(ans % 10, 'one')}: ${ans}.`,
      };
    },
  },
];

const pad2 = (n: number) => String(n).padStart(2, '0');

const COINS: Record<number, string> = { 1: 'one-cent', 2: 'two-cent', 5: 'five-cent', 10: 'ten-cent', 20: 'twenty-cent', 50: 'fifty-cent' };
const COIN_VALUES = [1, 2, 5, 10, 20, 50] as const;

const G2: MathTemplate[] = [
  {
    key: 'add100', grade: 2, topic: 'Adding two-digit numbers within 100',
    make(rng) {
      const regroup = rng() < 0.7;
      let oa: number, ob: number, ta: number, tb: number;
      if (regroup) {
        oa = int(rng, 1, 9);
        ob = int(rng, 10 - oa, 9);
        ta = int(rng, 1, 7);
        tb = int(rng, 1, 8 - ta);
      } else {
        oa = int(rng, 0, 9);
        ob = int(rng, 0, 9 - oa);
        ta = int(rng, 1, 8);
        tb = int(rng, 1, 9 - ta);
      }
      const a = 10 * ta + oa;
      const b = 10 * tb + ob;
      const sum = a + b;
      const ones = oa + ob;
      const explanation = regroup
        ? `Add the ones: ${oa} + ${ob} = ${ones}, which is 1 ten and ${plural(ones - 10, 'one')}. Add the tens: ${ta} + ${tb} + 1 = ${ta + tb + 1} tens. So ${a} + ${b} = ${sum}.`
        : `Add the ones: ${oa} + ${ob} = ${ones}. Add the tens: ${ta} + ${tb} = ${ta + tb} tens. So ${a} + ${b} = ${sum}.`;
      return {
        text: `What is ${a} + ${b}?`,
        answer: str(sum),
        wrong: regroup
          ? [str(sum - 10), str((ta + tb) * 100 + ones), str(sum + 1), str(sum + 10)]
          : [str(sum + 10), str(sum - 10), str(sum + 1), str(sum - 1)],
        more: nearby(sum, str),
        explanation,
      };
    },
  },
  {
    key: 'sub100', grade: 2, topic: 'Subtracting two-digit numbers within 100',
    make(rng) {
      const borrow = rng() < 0.7;
      let oa: number, ob: number;
      if (borrow) {
        oa = int(rng, 0, 8);
        ob = int(rng, oa + 1, 9);
      } else {
        oa = int(rng, 0, 9);
        ob = int(rng, 0, oa);
      }
      const ta = int(rng, 2, 9);
      const tb = int(rng, 1, ta - 1);
      const a = 10 * ta + oa;
      const b = 10 * tb + ob;
      const r = a - b;
      const explanation = borrow
        ? `You can't take ${ob} ones from ${oa} ones, so trade 1 ten for 10 ones: ${a} becomes ${plural(ta - 1, 'ten')} and ${oa + 10} ones. Ones: ${oa + 10} − ${ob} = ${oa + 10 - ob}. Tens: ${ta - 1} − ${tb} = ${ta - 1 - tb}. So ${a} − ${b} = ${r}.`
        : `Ones: ${oa} − ${ob} = ${oa - ob}. Tens: ${ta} − ${tb} = ${ta - tb}. So ${a} − ${b} = ${r}.`;
      return {
        text: `What is ${a} − ${b}?`,
        answer: str(r),
        wrong: borrow
          ? [str(10 * (ta - tb) + (ob - oa)), str(r + 10), str(r + 1), r > 10 ? str(r - 10) : undefined]
          : [str(r + 10), r > 10 ? str(r - 10) : undefined, str(a + b), str(r + 1)],
        more: nearby(r, str),
        explanation,
      };
    },
  },
  {
    key: 'skip', grade: 2, topic: 'Skip counting by 2s, 5s, 10s and 100s',
    make(rng) {
      const step = pick(rng, [2, 5, 10, 100] as const);
      const maxStart = { 2: 40, 5: 15, 10: 10, 100: 5 }[step];
      const start = step * int(rng, 0, maxStart);
      const seq = [0, 1, 2, 3].map((i) => start + i * step);
      const last = seq[3];
      const ans = last + step;
      return {
        text: `Skip count by ${step}s: ${seq.join(', ')}, __. What number comes next?`,
        answer: str(ans),
        wrong: [str(last + 1), str(ans + step), str(ans + 1), str(ans - 1)],
        more: nearby(ans, str),
        explanation: `Each number is ${step} more than the one before. ${last} + ${step} = ${ans}.`,
      };
    },
  },
  {
    key: 'time', grade: 2, topic: 'Telling time to 5 minutes',
    make(rng) {
      const h = int(rng, 1, 11);
      const m = int(rng, 1, 11);
      const mins = 5 * m;
      const answer = `${h}:${pad2(mins)}`;
      return {
        text: `On a clock, the hour hand is between ${h} and ${h + 1}, and the minute hand points to ${m}. What time is it?`,
        answer,
        wrong: [`${h + 1}:${pad2(mins)}`, `${h}:${pad2(m)}`, `${m}:${pad2(5 * h)}`],
        more: (i) => `${h}:${pad2((mins + 5 * i) % 60)}`,
        explanation: `The hour hand has passed ${h} but not reached ${h + 1}, so the hour is ${h}. Count by 5s up to the ${m} for the minutes: ${range(1, m).map((k) => 5 * k).join(', ')}. It is ${answer}.`,
      };
    },
  },
  {
    key: 'money', grade: 2, topic: 'Counting coins',
    make(rng) {
      let v1 = 10, v2 = 5, c1 = 3, c2 = 4;
      for (let tries = 0; tries < 50; tries++) {
        const [x, y] = shuffle(rng, COIN_VALUES).slice(0, 2).sort((p, q) => q - p);
        const cx = int(rng, 1, 4);
        const cy = int(rng, 1, 5);
        if (cx * x + cy * y <= 100) {
          [v1, v2, c1, c2] = [x, y, cx, cy];
          break;
        }
      }
      const total = c1 * v1 + c2 * v2;
      const coins = (c: number, v: number) => `${c} ${COINS[v]} coin${c === 1 ? '' : 's'}`;
      const verb = (c: number) => (c === 1 ? 'makes' : 'make');
      const cents = (n: number) => `${n} cents`;
      return {
        text: `You have ${coins(c1, v1)} and ${coins(c2, v2)}. How many cents do you have altogether?`,
        answer: cents(total),
        wrong: [cents(c1 + c2), cents(c1 * v2 + c2 * v1), cents(total + v2), cents(total + 10)],
        more: nearby(total, cents, 5, 1),
        explanation: `${coins(c1, v1)} ${verb(c1)} ${c1 * v1} cents, and ${coins(c2, v2)} ${verb(c2)} ${c2 * v2} cents. ${c1 * v1} + ${c2 * v2} = ${total} cents.`,
      };
    },
  },
];

export const TEMPLATES_K2: readonly MathTemplate[] = [...K, ...G1, ...G2];
