// The database schema (Drizzle). One schema for PGlite and PostgreSQL; migrations are generated
// from it with `npm run db:generate` into server/db/migrations and applied at start.
import { sql } from 'drizzle-orm';
import { ROLES } from '../features/auth/schema.ts';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';


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

export type User = typeof users.$inferSelect;
