// The database schema (Drizzle). One schema for PGlite and PostgreSQL; migrations are generated
// from it with `npm run db:generate` into server/db/migrations and applied at start.
import { sql } from 'drizzle-orm';
import { ROLES } from '../features/auth/schema.ts';
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';


export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ROLES }).notNull(),
  /** School grade for students: 0 is kindergarten, 1 to 8 the grades. */
  grade: integer('grade'),
  /** Set for a child profile made by a parent. */
  parentId: integer('parent_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  avatarId: integer('avatar_id'),
  backgroundId: integer('background_id'),
  freemium: boolean('freemium').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // Usernames are unique regardless of case: "Mia" and "mia" are the same name.
  uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
  index('users_parent_id_idx').on(t.parentId),
  check('users_role_check', sql`${t.role} in ('student', 'parent', 'teacher')`),
  check('users_grade_check', sql`${t.grade} is null or (${t.grade} between 0 and 8)`),
]);

export const sessions = pgTable('sessions', {
  /** SHA-256 of the cookie token: a leaked table does not give usable cookies. */
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('sessions_user_id_idx').on(t.userId)]);

/** Secrets generated on first start (e.g. the key that signs CSRF tokens), kept with the data. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

// ---- Quizzes (server/features/quiz) ----------------------------------------------------------

/** A teacher's class quiz or a friend challenge, found by its 6-character code. */
export const quizzes = pgTable('quizzes', {
  id: serial('id').primaryKey(),
  /** Stored uppercase; 6 characters from A-Z and 2-9 without I and O (see quiz/codes.ts). */
  code: text('code').notNull().unique(),
  ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  subject: text('subject').notNull(),
  grade: integer('grade'),
  mode: text('mode', { enum: ['teacher', 'friend'] }).notNull(),
  /** An archived quiz is no longer found by its code. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('quizzes_owner_id_idx').on(t.ownerId),
  check('quizzes_mode_check', sql`${t.mode} in ('teacher', 'friend')`),
  check('quizzes_grade_check', sql`${t.grade} is null or (${t.grade} between 0 and 8)`),
]);

export const quizQuestions = pgTable('quiz_questions', {
  /** Public id "qq-<id>"; bank questions keep their own ids. */
  id: serial('id').primaryKey(),
  quizId: integer('quiz_id').notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  text: text('text').notNull(),
  choices: jsonb('choices').$type<string[]>().notNull(),
  correctIndex: integer('correct_index').notNull(),
  explanation: text('explanation').notNull().default(''),
}, (t) => [
  uniqueIndex('quiz_questions_quiz_position_key').on(t.quizId, t.position),
  check('quiz_questions_correct_index_check', sql`${t.correctIndex} >= 0`),
]);

/**
 * One energy refill: opened by the first correct answer after the previous refill, completed by the
 * third distinct correct answer (its token is then issued), consumed once by a game room. At most
 * one open window per user or visitor (partial unique indexes).
 */
export const refillWindows = pgTable('refill_windows', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the visitor's CSRF cookie when not signed in. */
  visitorKey: text('visitor_key'),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('refill_windows_open_user_key').on(t.userId).where(sql`${t.completedAt} is null and ${t.userId} is not null`),
  uniqueIndex('refill_windows_open_visitor_key').on(t.visitorKey).where(sql`${t.completedAt} is null and ${t.visitorKey} is not null`),
  check('refill_windows_owner_check', sql`(${t.userId} is null) <> (${t.visitorKey} is null)`),
]);

/**
 * Every question the server served to a player (GET /api/quiz/question). An answer consumes one
 * serving; only a correct answer to a question that was served counts toward a refill, so refills
 * cannot be earned by answering questions rebuilt from their ids without being shown them.
 */
export const servedQuestions = pgTable('served_questions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  visitorKey: text('visitor_key'),
  questionId: text('question_id').notNull(),
  servedAt: timestamp('served_at', { withTimezone: true }).notNull().defaultNow(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
}, (t) => [
  index('served_questions_user_idx').on(t.userId, t.questionId),
  index('served_questions_visitor_idx').on(t.visitorKey, t.questionId),
  check('served_questions_owner_check', sql`(${t.userId} is null) <> (${t.visitorKey} is null)`),
]);

/** Every answer the server checked (POST /api/quiz/answer). */
export const quizAnswers = pgTable('quiz_answers', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  visitorKey: text('visitor_key'),
  questionId: text('question_id').notNull(),
  quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'set null' }),
  correct: boolean('correct').notNull(),
  selectedIndex: integer('selected_index').notNull(),
  /** The refill window a correct answer counted toward. */
  refillWindowId: integer('refill_window_id').references(() => refillWindows.id, { onDelete: 'set null' }),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('quiz_answers_user_id_idx').on(t.userId),
  index('quiz_answers_visitor_key_idx').on(t.visitorKey),
  index('quiz_answers_refill_window_id_idx').on(t.refillWindowId),
]);

/** A signed-in player's run through a quiz in a feature (the jumping game), with results. */
export const quizCompletions = pgTable('quiz_completions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  quizId: integer('quiz_id').notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
  featureType: text('feature_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
}, (t) => [index('quiz_completions_user_id_idx').on(t.userId), index('quiz_completions_quiz_id_idx').on(t.quizId)]);

export const quizCompletionAnswers = pgTable('quiz_completion_answers', {
  id: serial('id').primaryKey(),
  completionId: integer('completion_id').notNull().references(() => quizCompletions.id, { onDelete: 'cascade' }),
  questionId: text('question_id').notNull(),
  selectedChoiceIndex: integer('selected_choice_index').notNull(),
  /** What the client said; `correct` is what the server computed. */
  claimedCorrect: boolean('claimed_correct'),
  correct: boolean('correct').notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
}, (t) => [index('quiz_completion_answers_completion_id_idx').on(t.completionId)]);

// ---- Jump game (server/features/jump-game) ---------------------------------------------------

export const jumpProgress = pgTable('jump_progress', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  highestLevel: integer('highest_level').notNull().default(1),
  totalGems: integer('total_gems').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('jump_progress_highest_level_check', sql`${t.highestLevel} between 1 and 1000`),
  check('jump_progress_total_gems_check', sql`${t.totalGems} >= 0`),
  index('jump_progress_highest_level_idx').on(t.highestLevel.desc(), t.userId),
]);

/** A signed-in player's game on a class or friend quiz, with counters the teacher sees. */
export const quizGameSessions = pgTable('quiz_game_sessions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  quizId: integer('quiz_id').notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
  quizCode: text('quiz_code').notNull(),
  questionsAnswered: integer('questions_answered').notNull().default(0),
  questionsCorrect: integer('questions_correct').notNull().default(0),
  levelsClimbed: integer('levels_climbed').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
}, (t) => [
  index('quiz_game_sessions_user_id_idx').on(t.userId),
  index('quiz_game_sessions_quiz_id_idx').on(t.quizId),
  check('quiz_game_sessions_counters_check', sql`${t.questionsAnswered} >= 0 and ${t.questionsCorrect} >= 0 and ${t.levelsClimbed} >= 0 and ${t.questionsCorrect} <= ${t.questionsAnswered}`),
]);

export type User = typeof users.$inferSelect;
export type Quiz = typeof quizzes.$inferSelect;
export type QuizQuestion = typeof quizQuestions.$inferSelect;
export type QuizGameSession = typeof quizGameSessions.$inferSelect;


// ---- Brain Climb rooms: what a room saw each signed-in player do on one level ----

/**
 * One player's climb of one level in a room. The room writes it (gems it saw collected, the frog
 * when the goal was reached); save_progress and save_gems accept only what these rows record, and
 * the next level's room carries energy and counters from a completed row once.
 */
export const climbRecords = pgTable('climb_records', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  level: integer('level').notNull(),
  roomId: text('room_id').notNull(),
  quizCode: text('quiz_code'),
  gems: integer('gems').notNull().default(0),
  gemsClaimed: integer('gems_claimed').notNull().default(0),
  coins: integer('coins').notNull().default(0),
  /** The frog at the goal (energy, max jumps, counters), carried into the next level. */
  frog: jsonb('frog').$type<{ energy: number; maxJumps: number; gems: number; coins: number; orbs: number }>(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  carriedAt: timestamp('carried_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('climb_records_user_level_idx').on(t.userId, t.level),
  check('climb_records_gems_check', sql`${t.gemsClaimed} between 0 and ${t.gems}`),
]);

// ---- Summer workbook (server/features/workbook) ------------------------------------------------

/** A signed-in player's finished workbook quiz: one subject, one day's set, the server's score. */
export const workbookResults = pgTable('workbook_results', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  grade: integer('grade').notNull(),
  /** The day of the set, YYYY-MM-DD. */
  day: text('day').notNull(),
  /** Recomputed by the server from the answers; the client's claim is kept beside it. */
  score: integer('score').notNull(),
  claimedScore: integer('claimed_score').notNull(),
  totalQuestions: integer('total_questions').notNull(),
  answers: jsonb('answers').$type<{ questionId: string; selectedIndex: number; correct: boolean; claimedCorrect: boolean }[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('workbook_results_user_id_idx').on(t.userId, t.createdAt),
  check('workbook_results_score_check', sql`${t.score} between 0 and ${t.totalQuestions}`),
  check('workbook_results_grade_check', sql`${t.grade} between 0 and 8`),
]);

/** The highest level reached (a level completed + 1) per user per week, for the weekly board. */
export const levelWeeks = pgTable('level_weeks', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  week: text('week').notNull(),
  level: integer('level').notNull(),
}, (t) => [
  uniqueIndex('level_weeks_user_week_idx').on(t.userId, t.week),
  index('level_weeks_week_level_idx').on(t.week, t.level.desc(), t.userId),
]);

// ---- Rewards (server/features/rewards): the coin ledger, balances and Learning World runs ----

/** Every coin credit, append-only; (user, reason, ref) makes one verified event credit once. */
export const coinLedger = pgTable('coin_ledger', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  reason: text('reason').notNull(),
  ref: text('ref').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('coin_ledger_event_idx').on(t.userId, t.reason, t.ref),
  check('coin_ledger_amount_check', sql`${t.amount} between 1 and 1000`),
]);

/** The sum of a user's ledger, kept in the same transaction as each credit (leaderboard reads it). */
export const coinBalances = pgTable('coin_balances', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  coins: integer('coins').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('coin_balances_coins_idx').on(t.coins.desc(), t.userId)]);

/** Coins per user per week (weeks start Monday, UTC), for the weekly board. */
export const coinWeeks = pgTable('coin_weeks', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  week: text('week').notNull(),
  coins: integer('coins').notNull().default(0),
}, (t) => [
  uniqueIndex('coin_weeks_user_week_idx').on(t.userId, t.week),
  index('coin_weeks_week_coins_idx').on(t.week, t.coins.desc(), t.userId),
]);

/** Learning World: the best gem run a room verified, per user per week and all time ('all'). */
export const gemRuns = pgTable('gem_runs', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  week: text('week').notNull(),
  best: integer('best').notNull().default(0),
  /** The last run a room saw end (a catch answered wrongly), waiting for update_gem_count. */
  pending: integer('pending'),
}, (t) => [
  uniqueIndex('gem_runs_user_week_idx').on(t.userId, t.week),
  index('gem_runs_week_best_idx').on(t.week, t.best.desc(), t.userId),
]);

// ---- Replays (server/features/teacher/replays.ts): recorded climbs of class quiz players ----

/** The input stream of a Brain Climb world (sim replay format) and the frog a teacher follows. */
export const climbReplays = pgTable('climb_replays', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  quizId: integer('quiz_id').notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
  level: integer('level').notNull(),
  playerKey: text('player_key').notNull(),
  ticks: integer('ticks').notNull(),
  replay: jsonb('replay').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('climb_replays_quiz_user_idx').on(t.quizId, t.userId, t.createdAt)]);

// ---- Assignments (server/features/teacher/assignments.ts): class quizzes given to students ----

/** A teacher's class quiz assigned to one student, who then sees it on their /quizzes page. */
export const quizAssignments = pgTable('quiz_assignments', {
  id: serial('id').primaryKey(),
  quizId: integer('quiz_id').notNull().references(() => quizzes.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('quiz_assignments_quiz_student_key').on(t.quizId, t.studentId),
  index('quiz_assignments_student_idx').on(t.studentId, t.createdAt),
]);
