// Accounts and sessions: sign-up, sign-in, sessions by cookie token, child profiles, the
// username check. Routes are thin adapters over this.
import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { sessions, users, type User } from '../../db/schema.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password.ts';
import { USERNAME_MESSAGES, usernameSchema, type PublicUser, type Role } from './schema.ts';

export const SESSION_DAYS = 30;

export function toPublicUser(u: User): PublicUser {
  return {
    id: u.id, username: u.username, display_name: u.displayName, role: u.role, grade: u.grade,
    parent_id: u.parentId, avatar_id: u.avatarId, background_id: u.backgroundId, freemium: u.freemium,
  };
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export interface NewUser {
  username: string;
  password: string;
  displayName?: string;
  role: Role;
  grade?: number;
  parentId?: number;
}

export class AuthService {
  #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  async findByUsername(username: string): Promise<User | undefined> {
    const [u] = await this.#db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
    return u;
  }

  async findById(id: number): Promise<User | undefined> {
    const [u] = await this.#db.select().from(users).where(eq(users.id, id));
    return u;
  }

  async createUser(input: NewUser): Promise<User> {
    if (input.role === 'student' && input.grade === undefined) throw unprocessable('Please choose your grade', 'grade_required');
    const passwordHash = await hashPassword(input.password);
    try {
      const [u] = await this.#db.insert(users).values({
        username: input.username,
        displayName: input.displayName ?? input.username,
        passwordHash,
        role: input.role,
        grade: input.role === 'student' ? input.grade : null,
        parentId: input.parentId ?? null,
      }).returning();
      return u;
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(USERNAME_MESSAGES.taken, 'username_taken');
      throw err;
    }
  }

  /** The user when the password matches, otherwise undefined (same work either way). */
  async authenticate(username: string, password: string): Promise<User | undefined> {
    const u = await this.findByUsername(username);
    const ok = await verifyPassword(password, u?.passwordHash ?? DUMMY_HASH);
    return ok ? u : undefined;
  }

  /** Starts a session; answers the cookie token (only its hash is stored). */
  async createSession(userId: number): Promise<{ token: string; maxAgeS: number }> {
    const token = crypto.randomBytes(32).toString('base64url');
    const maxAgeS = SESSION_DAYS * 24 * 3600;
    await this.#db.insert(sessions).values({ id: sha256(token), userId, expiresAt: new Date(Date.now() + maxAgeS * 1000) });
    // Expired sessions of this user are cleared as new ones are made.
    await this.#db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
    return { token, maxAgeS };
  }

  async userForSession(token: string): Promise<User | undefined> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
    const [row] = await this.#db.select({ user: users }).from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sha256(token)), gt(sessions.expiresAt, new Date())));
    return row?.user;
  }

  async destroySession(token: string): Promise<void> {
    await this.#db.delete(sessions).where(eq(sessions.id, sha256(token)));
  }

  /** Live picker check: is this name free (for this user, when renaming)? */
  async checkUsername(username: string, currentUserId?: number): Promise<{ valid: boolean; message: string }> {
    const parsed = usernameSchema.safeParse(username);
    if (!parsed.success) throw unprocessable(parsed.error.issues[0].message, 'invalid_username', { valid: false });
    const existing = await this.findByUsername(parsed.data);
    const free = !existing || existing.id === currentUserId;
    return { valid: free, message: free ? USERNAME_MESSAGES.available : USERNAME_MESSAGES.taken };
  }

  async addChild(parent: PublicUser, child: { username: string; password: string; display_name: string; grade: number }): Promise<User> {
    if (parent.role !== 'parent') throw forbidden('Only a parent account can add child profiles.', 'not_a_parent');
    return this.createUser({ username: child.username, password: child.password, displayName: child.display_name, role: 'student', grade: child.grade, parentId: parent.id });
  }

  async setChildPassword(parent: PublicUser, childId: number, password: string): Promise<void> {
    const child = await this.findById(childId);
    // Another family's child answers the same as a missing one: ids are not probed.
    if (!child || child.parentId !== parent.id) throw notFound('There is no such child profile.', 'no_such_child');
    await this.#db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, childId));
    await this.#db.delete(sessions).where(eq(sessions.userId, childId));
  }

  /** Sets (or, with null, clears) a user's avatar; the id was checked against AVATARS. */
  async setAvatar(userId: number, avatarId: number | null): Promise<User> {
    const [u] = await this.#db.update(users).set({ avatarId }).where(eq(users.id, userId)).returning();
    if (!u) throw notFound('There is no such account.', 'no_such_user');
    return u;
  }

  /** A parent chooses a child's avatar. */
  async setChildAvatar(parent: PublicUser, childId: number, avatarId: number | null): Promise<User> {
    const child = await this.findById(childId);
    if (!child || child.parentId !== parent.id) throw notFound('There is no such child profile.', 'no_such_child');
    return this.setAvatar(childId, avatarId);
  }

  async listChildren(parentId: number): Promise<User[]> {
    return this.#db.select().from(users).where(eq(users.parentId, parentId)).orderBy(users.id);
  }
}
