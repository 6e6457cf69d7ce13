// The question bank: what the quiz service, the energy-refill game and the summer workbook call.
// Written questions (science, history, geography, language arts) live in this folder; math is
// generated from its id. Everything is deterministic: the same inputs give the same questions.
import type { BankQuestion, Grade, Subject } from './types.ts';
import { GRADES, SUBJECTS, isGrade, isSubject } from './types.ts';
import { int, pick, rngFrom, shuffle, type Rng } from './random.ts';
import { generateMath, mathFromId, mathId, mathTemplates } from './math.ts';
import { buildWritten } from './written.ts';
import { SCIENCE } from './science.ts';
import { HISTORY } from './history.ts';
import { GEOGRAPHY } from './geography.ts';
import { LANGUAGE_ARTS } from './language_arts.ts';

export type { BankQuestion, Grade, Subject } from './types.ts';
export { GRADES, SUBJECTS, isGrade, isSubject } from './types.ts';

/** The built-in question shown when nothing else is available. */
export const FALLBACK_QUESTION: Readonly<BankQuestion & { title: string }> = Object.freeze({
  id: 'builtin-2plus2',
  subject: 'math',
  grade: 0,
  title: 'Math Practice',
  text: 'What is 2 + 2?',
  choices: ['3', '4', '5', '6'],
  correct_index: 1,
  explanation: '2 + 2 = 4: two and two more make four.',
});

/** How many generated math questions listQuestions shows per grade. */
export const MATH_SAMPLE_PER_GRADE = 20;

/** Generated math is drawn with n below this (ids stay short). */
const MATH_PICK_RANGE = 1_000_000;

const WRITTEN: readonly BankQuestion[] = [
  ...buildWritten('science', SCIENCE),
  ...buildWritten('history', HISTORY),
  ...buildWritten('geography', GEOGRAPHY),
  ...buildWritten('language_arts', LANGUAGE_ARTS),
];

const WRITTEN_BY_ID = new Map(WRITTEN.map((q) => [q.id, q]));
const WRITTEN_BY_CELL = new Map<string, BankQuestion[]>();
for (const q of WRITTEN) {
  const key = cell(q.subject, q.grade);
  const list = WRITTEN_BY_CELL.get(key) ?? [];
  list.push(q);
  WRITTEN_BY_CELL.set(key, list);
}

function cell(subject: Subject, grade: Grade): string {
  return `${subject}:${grade}`;
}

function written(subject: Subject, grade: Grade): readonly BankQuestion[] {
  return WRITTEN_BY_CELL.get(cell(subject, grade)) ?? [];
}

/** Callers get their own copy: the bank's questions are never shared mutable objects. */
function copy(q: BankQuestion): BankQuestion {
  return {
    id: q.id, subject: q.subject, grade: q.grade, text: q.text,
    choices: [...q.choices], correct_index: q.correct_index, explanation: q.explanation,
  };
}

/** Two generated questions are "the same" when they read the same and offer the same choices. */
function contentKey(q: BankQuestion): string {
  return `${q.text}\u0000${[...q.choices].sort().join('\u0001')}`;
}

/** The grade itself, then its neighbours, nearest first (the lower one first on a tie). */
function gradesByDistance(home: Grade): Grade[] {
  return [...GRADES].sort((a, b) => Math.abs(a - home) - Math.abs(b - home) || a - b);
}

function checkGrade(grade: unknown): asserts grade is Grade | undefined {
  if (grade !== undefined && !isGrade(grade)) throw new RangeError(`unknown grade: ${String(grade)}`);
}

function checkSubject(subject: unknown): asserts subject is Subject | undefined {
  if (subject !== undefined && !isSubject(subject)) throw new RangeError(`unknown subject: ${String(subject)}`);
}

/** A generated question for the grade whose id and content are not excluded, or undefined. */
function drawMath(rng: Rng, grade: Grade, exclude: ReadonlySet<string>, seen: ReadonlySet<string>): BankQuestion | undefined {
  const templates = mathTemplates(grade);
  for (let attempt = 0; attempt < 40; attempt++) {
    const t = pick(rng, templates);
    const n = int(rng, 0, MATH_PICK_RANGE - 1);
    if (exclude.has(mathId(grade, t.key, n))) continue;
    const q = generateMath(grade, t.key, n);
    if (!seen.has(contentKey(q))) return q;
  }
  return undefined;
}

function excludedMathContent(exclude: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const id of exclude) {
    const q = id === FALLBACK_QUESTION.id ? FALLBACK_QUESTION : id.startsWith('math-') ? mathFromId(id) : undefined;
    if (q) out.add(contentKey(q));
  }
  return out;
}

export interface PickOptions {
  grade?: Grade;
  subject?: Subject;
  /** The same seed (with the same other options) always picks the same question. */
  seed: string;
  /** Ids already seen (a set, or a list). Generated math is also skipped when it repeats the
   * content of an excluded question. */
  exclude?: ReadonlySet<string> | readonly string[];
}

/**
 * One question. Without a subject, every subject is equally likely; without a grade, every grade
 * is. With a grade, questions of that grade come first; when a written subject has nothing left
 * there after exclusion, the nearest grades are used (the lower one first). If everything is
 * excluded, exclusion is dropped rather than failing, so a question always comes back.
 */
export function pickQuestion(options: PickOptions): BankQuestion {
  checkGrade(options.grade);
  checkSubject(options.subject);
  const rng = rngFrom(`pick:${options.seed}`);
  const exclude: ReadonlySet<string> = options.exclude instanceof Set ? options.exclude : new Set(options.exclude ?? []);
  const home = options.grade ?? pick(rng, GRADES);
  const subjects = options.subject ? [options.subject] : shuffle(rng, SUBJECTS);
  let seenMath: Set<string> | undefined;
  for (const grade of gradesByDistance(home)) {
    for (const subject of subjects) {
      if (subject === 'math') {
        seenMath ??= excludedMathContent(exclude);
        const q = drawMath(rng, grade, exclude, seenMath);
        if (q) return q;
      } else {
        const left = written(subject, grade).filter((q) => !exclude.has(q.id));
        if (left.length > 0) return copy(pick(rng, left));
      }
    }
  }
  const subject = subjects[0];
  const pool = subject === 'math' ? [] : written(subject, home);
  if (pool.length > 0) return copy(pick(rng, pool));
  return drawMath(rng, home, new Set(), new Set()) ?? copy(FALLBACK_QUESTION);
}

/** Any question by id: rebuilds generated math, looks up written ones; undefined if unknown. */
export function findQuestion(id: string): BankQuestion | undefined {
  if (id === FALLBACK_QUESTION.id) return copy(FALLBACK_QUESTION);
  if (id.startsWith('math-')) return mathFromId(id);
  const q = WRITTEN_BY_ID.get(id);
  return q && copy(q);
}

const mathSamples = new Map<Grade, readonly BankQuestion[]>();

/** A fixed browseable sample of generated math: the templates in turn, n = 0, 1, 2… */
function mathSample(grade: Grade): readonly BankQuestion[] {
  const cached = mathSamples.get(grade);
  if (cached) return cached;
  const templates = mathTemplates(grade);
  const out: BankQuestion[] = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < MATH_SAMPLE_PER_GRADE && i < MATH_SAMPLE_PER_GRADE * 20; i++) {
    const t = templates[i % templates.length];
    const q = generateMath(grade, t.key, Math.floor(i / templates.length));
    if (seen.has(contentKey(q))) continue;
    seen.add(contentKey(q));
    out.push(q);
  }
  mathSamples.set(grade, out);
  return out;
}

export interface ListOptions {
  grade?: Grade;
  subject?: Subject;
}

/** Every written question plus a fixed sample of generated math, by subject, then grade. */
export function listQuestions(options: ListOptions = {}): BankQuestion[] {
  checkGrade(options.grade);
  checkSubject(options.subject);
  const subjects = options.subject ? [options.subject] : SUBJECTS;
  const grades = options.grade === undefined ? GRADES : [options.grade];
  const out: BankQuestion[] = [];
  for (const subject of subjects) {
    for (const grade of grades) {
      const list = subject === 'math' ? mathSample(grade) : written(subject, grade);
      for (const q of list) out.push(copy(q));
    }
  }
  return out;
}

export interface DailyOptions {
  subject: Subject;
  grade: Grade;
  /** The day, as YYYY-MM-DD. */
  date: string;
  /** How many questions (1 to 50); 10 unless given. */
  size?: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a valid YYYY-MM-DD date; throws RangeError otherwise. */
function dayNumber(date: string): number {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`date must be YYYY-MM-DD: ${date}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new RangeError(`not a calendar date: ${date}`);
  }
  return Math.round(ms / 86_400_000);
}

/**
 * The day's `perDay` items from a pool, without needing any other day's result. Days come in
 * pairs: the odd day of a pair takes a random draw of its own; the even day takes items that
 * neither its neighbour before (the previous odd day) nor after (the next odd day) has, and only
 * when the pool runs short shares a few with them, half with each. So one day to the next repeats
 * little or nothing, and nothing repeats on a fixed cycle.
 */
function dayPick<T>(pool: readonly T[], perDay: number, day: number, seed: string): T[] {
  const k = Math.min(perDay, pool.length);
  const pair = Math.floor(day / 2);
  const oddDraw = (p: number) => shuffle(rngFrom(`${seed}:odd:${p}`), pool).slice(0, k);
  if (day - 2 * pair === 1) return oddDraw(pair);
  const before = new Set(oddDraw(pair - 1));
  const after = new Set(oddDraw(pair));
  const order = shuffle(rngFrom(`${seed}:even:${pair}`), pool);
  const out = order.filter((x) => !before.has(x) && !after.has(x)).slice(0, k);
  const onlyBefore = order.filter((x) => before.has(x) && !after.has(x));
  const onlyAfter = order.filter((x) => after.has(x) && !before.has(x));
  while (out.length < k && (onlyBefore.length > 0 || onlyAfter.length > 0)) {
    const fromBefore = onlyAfter.length === 0 || (onlyBefore.length > 0 && onlyBefore.length >= onlyAfter.length);
    out.push((fromBefore ? onlyBefore : onlyAfter).shift() as T);
  }
  for (const x of order) if (out.length < k && before.has(x) && after.has(x)) out.push(x);
  return out;
}

/**
 * The day's questions for a subject and grade: the same for the same inputs, different from one
 * day to the next. Math is generated fresh for each date (templates in turn). Written subjects
 * take about half the set from the grade itself and the rest from the nearest grades (see dayPick),
 * so one day to the next repeats at most a few questions.
 */
export function dailySet(options: DailyOptions): BankQuestion[] {
  const { subject, grade, date } = options;
  const size = options.size ?? 10;
  checkGrade(grade);
  checkSubject(subject);
  if (grade === undefined || subject === undefined) throw new RangeError('dailySet needs a grade and a subject');
  if (!Number.isInteger(size) || size < 1 || size > 50) throw new RangeError(`size must be 1 to 50: ${size}`);
  const day = dayNumber(date);

  if (subject === 'math') {
    const rng = rngFrom(`daily:math:${grade}:${date}`);
    const templates = shuffle(rng, mathTemplates(grade));
    const out: BankQuestion[] = [];
    const seen = new Set<string>();
    for (let i = 0; out.length < size && i < size * 20; i++) {
      const t = templates[i % templates.length];
      const q = generateMath(grade, t.key, int(rng, 0, MATH_PICK_RANGE - 1));
      if (seen.has(contentKey(q))) continue;
      seen.add(contentKey(q));
      out.push(q);
    }
    return out;
  }

  const own = written(subject, grade);
  let ownCount = Math.min(Math.max(1, Math.floor(own.length / 2)), Math.ceil(size / 2), own.length);
  const near: BankQuestion[] = [];
  for (const g of gradesByDistance(grade).slice(1)) {
    if (near.length >= 2 * (size - ownCount)) break;
    near.push(...written(subject, g));
  }
  const nearCount = Math.min(size - ownCount, near.length);
  ownCount = Math.min(own.length, size - nearCount);
  const picked = [
    ...dayPick(own, ownCount, day, `daily:${subject}:${grade}:own`),
    ...dayPick(near, nearCount, day, `daily:${subject}:${grade}:near`),
  ];
  return shuffle(rngFrom(`daily:${subject}:${grade}:${date}`), picked).map(copy);
}

export interface BankStats {
  /** Questions per subject and grade, as listQuestions returns them (math: the fixed sample). */
  counts: Record<Subject, Record<Grade, number>>;
  totals: Record<Subject, number>;
  /** Written questions in all. */
  written: number;
  /** The math template keys for each grade (generated math is unlimited). */
  mathTemplates: Record<Grade, string[]>;
}

export function bankStats(): BankStats {
  const counts = {} as Record<Subject, Record<Grade, number>>;
  const totals = {} as Record<Subject, number>;
  for (const subject of SUBJECTS) {
    counts[subject] = {} as Record<Grade, number>;
    totals[subject] = 0;
    for (const grade of GRADES) {
      const n = subject === 'math' ? mathSample(grade).length : written(subject, grade).length;
      counts[subject][grade] = n;
      totals[subject] += n;
    }
  }
  const templates = {} as Record<Grade, string[]>;
  for (const grade of GRADES) templates[grade] = mathTemplates(grade).map((t) => t.key);
  return { counts, totals, written: WRITTEN.length, mathTemplates: templates };
}
