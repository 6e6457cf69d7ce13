// Energy refills earned in the quiz: every checked answer is recorded; a correct one counts toward
// the player's open refill window. The window completes at REQUIRED distinct correct question ids
// (wrong answers never reset it; the same question twice counts once) and its token is issued: an
// HMAC over (player, window) that a game room verifies and consumes exactly once.
//
// Concurrency: at most one open window per player (partial unique indexes), and a correct answer
// locks that window row (SELECT ... FOR UPDATE) while it is counted, so two simultaneous answers
// cannot both complete one window; the loser's answer opens the next window instead.
import crypto from 'node:crypto';
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { quizAnswers, refillWindows, servedQuestions } from '../../db/schema.ts';
import { REFILL_REQUIRED, type RefillStatus } from './schema.ts';

/** Who answered: a signed-in user, or a visitor known by the hash of their CSRF cookie. */
export type Answerer = { userId: number } | { visitorKey: string };

export interface RecordedAnswer {
  questionId: string;
  quizId: number | null;
  correct: boolean;
  selectedIndex: number;
}

export interface RefillClaims {
  ownerKey: string;
  windowId: number;
  answerer: Answerer;
}

export const visitorKeyFor = (csrfCookie: string) => crypto.createHash('sha256').update(csrfCookie).digest('hex');
const ownerKeyOf = (a: Answerer) => ('userId' in a ? `u${a.userId}` : `v${a.visitorKey}`);
const INT_MAX = 2_147_483_647;
/** A served question can be answered within this long; later answers still get checked but do not count. */
export const SERVED_ANSWER_WINDOW_MINUTES = 120;

export class RefillService {
  #db: Db;
  #secret: string;
  constructor(db: Db, secret: string) {
    this.#db = db;
    this.#secret = secret;
  }

  /** Notes that this question was shown to this player, so one answer to it may count. */
  async recordServed(who: Answerer, questionId: string): Promise<void> {
    await this.#db.insert(servedQuestions).values({ ...ownerColumns(who), questionId });
  }

  /** Uses up one unanswered, recent serving of the question; false when there is none. */
  async #consumeServing(who: Answerer, questionId: string): Promise<boolean> {
    const owner = 'userId' in who ? sql`user_id = ${who.userId}` : sql`visitor_key = ${who.visitorKey}`;
    const result = (await this.#db.execute(sql`
      update served_questions set answered_at = now() where id = (
        select id from served_questions
        where ${owner} and question_id = ${questionId} and answered_at is null
          and served_at > now() - make_interval(mins => ${SERVED_ANSWER_WINDOW_MINUTES})
        order by id limit 1 for update skip locked)
      returning id`)) as unknown as { rows: unknown[] };
    return result.rows.length === 1;
  }

  /**
   * Stores a checked answer and answers where the player's refill stands afterwards. A correct
   * answer counts only when it uses up a serving of that question to this player.
   */
  async recordAnswer(who: Answerer, answer: RecordedAnswer): Promise<RefillStatus> {
    const row = { ...ownerColumns(who), questionId: answer.questionId, quizId: answer.quizId, correct: answer.correct, selectedIndex: answer.selectedIndex };
    const served = await this.#consumeServing(who, answer.questionId);
    if (!answer.correct || !served) {
      await this.#db.insert(quizAnswers).values(row);
      return this.status(who);
    }
    // A retry happens only when another answer completed the window between our insert and lock.
    for (let attempt = 0; attempt < 5; attempt++) {
      const result = await this.#db.transaction(async (tx) => {
        await tx.insert(refillWindows).values(ownerColumns(who)).onConflictDoNothing();
        const [open] = await tx.select({ id: refillWindows.id }).from(refillWindows)
          .where(and(ownerWhere(who), isNull(refillWindows.completedAt))).for('update');
        if (!open) return undefined;
        await tx.insert(quizAnswers).values({ ...row, refillWindowId: open.id });
        const n = await countDistinct(tx, open.id);
        if (n < REFILL_REQUIRED) return { correct_distinct: n, required: REFILL_REQUIRED, complete: false };
        await tx.update(refillWindows).set({ completedAt: sql`now()` }).where(eq(refillWindows.id, open.id));
        return { correct_distinct: n, required: REFILL_REQUIRED, complete: true, token: this.#token(ownerKeyOf(who), open.id) };
      });
      if (result) return result;
    }
    throw new Error('refill window kept closing under a correct answer');
  }

  /** Distinct correct answers since the last completed refill. */
  async status(who: Answerer): Promise<RefillStatus> {
    const [open] = await this.#db.select({ id: refillWindows.id }).from(refillWindows).where(and(ownerWhere(who), isNull(refillWindows.completedAt)));
    const n = open ? await countDistinct(this.#db, open.id) : 0;
    return { correct_distinct: n, required: REFILL_REQUIRED, complete: false };
  }

  /** The claims of a well-formed token with a valid signature (not whether it was consumed). */
  verifyRefillToken(token: string): RefillClaims | undefined {
    if (typeof token !== 'string' || token.length > 200) return undefined;
    const m = /^(u[1-9]\d{0,9}|v[0-9a-f]{64})\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!m) return undefined;
    const [, ownerKey, windowText, sig] = m;
    const windowId = Number(windowText);
    const userId = ownerKey.startsWith('u') ? Number(ownerKey.slice(1)) : undefined;
    if (windowId > INT_MAX || (userId !== undefined && userId > INT_MAX)) return undefined;
    const expected = Buffer.from(this.#sign(ownerKey, windowId));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
    const answerer: Answerer = userId !== undefined ? { userId } : { visitorKey: ownerKey.slice(1) };
    return { ownerKey, windowId, answerer };
  }

  /**
   * Marks the token's refill as used: true exactly once per completed window, false for a bad,
   * foreign (when `expected` is given) or already consumed token.
   */
  async consumeRefillToken(token: string, expected?: Answerer): Promise<boolean> {
    const claims = this.verifyRefillToken(token);
    if (!claims) return false;
    if (expected && ownerKeyOf(expected) !== claims.ownerKey) return false;
    const used = await this.#db.update(refillWindows).set({ consumedAt: sql`now()` })
      .where(and(eq(refillWindows.id, claims.windowId), ownerWhere(claims.answerer), isNotNull(refillWindows.completedAt), isNull(refillWindows.consumedAt)))
      .returning({ id: refillWindows.id });
    return used.length === 1;
  }

  #sign(ownerKey: string, windowId: number): string {
    return crypto.createHmac('sha256', this.#secret).update(`refill.${ownerKey}.${windowId}`).digest('base64url');
  }

  #token(ownerKey: string, windowId: number): string {
    return `${ownerKey}.${windowId}.${this.#sign(ownerKey, windowId)}`;
  }
}

function ownerColumns(who: Answerer) {
  return 'userId' in who ? { userId: who.userId, visitorKey: null } : { userId: null, visitorKey: who.visitorKey };
}

function ownerWhere(who: Answerer): SQL {
  return 'userId' in who ? eq(refillWindows.userId, who.userId) : eq(refillWindows.visitorKey, who.visitorKey);
}

async function countDistinct(db: Pick<Db, 'select'>, windowId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(distinct ${quizAnswers.questionId})::int` }).from(quizAnswers)
    .where(and(eq(quizAnswers.refillWindowId, windowId), eq(quizAnswers.correct, true)));
  return Number(row?.n ?? 0);
}
