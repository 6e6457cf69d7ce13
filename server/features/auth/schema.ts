// The shapes of the account calls, shared by the server (validation) and the client (forms and
// the live username picker). Messages are the ones a child or parent reads.
import { z } from 'zod';

export const ROLES = ['student', 'parent', 'teacher'] as const;
export type Role = (typeof ROLES)[number];

export const USERNAME_MIN_CHARS = 3;
export const USERNAME_MAX_CHARS = 20;
export const PASSWORD_MIN_CHARS = 8;
export const GRADE_MIN = 0; // kindergarten
export const GRADE_MAX = 8;
export const GRADE_LABELS = ['Kindergarten', 'Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5', 'Grade 6', 'Grade 7', 'Grade 8'] as const;

export const USERNAME_MESSAGES = {
  tooShort: 'Username must be at least 3 characters',
  tooLong: 'Username must be at most 20 characters',
  badChars: 'Use letters, numbers and underscores only, with no spaces or special characters',
  available: 'This username is available! ✨',
  taken: 'This username is already taken',
  error: 'Error checking username',
} as const;

const required = (prompt: string, label: string) => ({ error: (iss: { input: unknown }) => (iss.input === undefined || iss.input === null ? `Please enter ${prompt}` : `The ${label} must be text`) });

export const usernameSchema = z.string(required('a username', 'username')).trim()
  .min(USERNAME_MIN_CHARS, USERNAME_MESSAGES.tooShort)
  .max(USERNAME_MAX_CHARS, USERNAME_MESSAGES.tooLong)
  .regex(/^[A-Za-z0-9_]+$/, USERNAME_MESSAGES.badChars);

export const passwordSchema = z.string(required('a password', 'password'))
  .min(PASSWORD_MIN_CHARS, `Password must be at least ${PASSWORD_MIN_CHARS} characters`)
  .max(200, 'Password must be at most 200 characters');

export const displayNameSchema = z.string().trim().min(1, 'Please enter a name').max(40, 'Name must be at most 40 characters');

export const gradeSchema = z.coerce.number({ error: 'Grade must be a number from 0 (kindergarten) to 8' })
  .int('Grade must be a whole number')
  .min(GRADE_MIN, 'Grade must be from 0 (kindergarten) to 8')
  .max(GRADE_MAX, 'Grade must be from 0 (kindergarten) to 8');

export const signUpSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  display_name: displayNameSchema.optional(),
  role: z.enum(ROLES, { error: 'Please choose student, parent or teacher' }),
  grade: gradeSchema.optional(),
}).refine((v) => v.role !== 'student' || v.grade !== undefined, { message: 'Please choose your grade', path: ['grade'] });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  username: z.string(required('your username', 'username')).trim().min(1, 'Please enter your username').max(100),
  password: z.string(required('your password', 'password')).min(1, 'Please enter your password').max(200),
});

export const checkUsernameSchema = z.object({
  username: z.string(required('a username to check', 'username')),
  current_user_id: z.coerce.number().int().positive().optional(),
});

export const addChildSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  display_name: displayNameSchema,
  grade: gradeSchema,
});

export const childPasswordSchema = z.object({ password: passwordSchema });
export const idParamSchema = z.object({ id: z.coerce.number({ error: 'The id must be a number' }).int('The id must be a whole number').positive('The id must be a positive number').max(2_147_483_647, 'The id is too large') });

// ---- Avatars ----------------------------------------------------------------------------------

/**
 * The avatars a player can choose: original animal portraits made by assets/scripts/make-avatars.py
 * and served as /assets/art/avatars/<key>.svg. The id is what users.avatar_id stores; no avatar
 * chosen (null) shows the player's initial on a coloured badge instead.
 */
export const AVATARS = [
  { id: 1, key: 'fox', name: 'Fox' },
  { id: 2, key: 'bear', name: 'Bear' },
  { id: 3, key: 'bunny', name: 'Bunny' },
  { id: 4, key: 'cat', name: 'Cat' },
  { id: 5, key: 'puppy', name: 'Puppy' },
  { id: 6, key: 'panda', name: 'Panda' },
  { id: 7, key: 'owl', name: 'Owl' },
  { id: 8, key: 'penguin', name: 'Penguin' },
  { id: 9, key: 'lion', name: 'Lion' },
  { id: 10, key: 'koala', name: 'Koala' },
  { id: 11, key: 'piglet', name: 'Piglet' },
  { id: 12, key: 'mouse', name: 'Mouse' },
] as const;
export type Avatar = (typeof AVATARS)[number];

/** The avatar with this id, or undefined for none or an id that is not in the set. */
export const avatarById = (id: number | null | undefined): Avatar | undefined => AVATARS.find((a) => a.id === id);
export const avatarUrl = (a: Avatar) => `/assets/art/avatars/${a.key}.svg`;

const AVATAR_MESSAGE = `Please choose one of the ${AVATARS.length} avatars`;
/** A chosen avatar's id, or null to go back to the initial badge. */
export const setAvatarSchema = z.object({
  avatar_id: z.union([
    z.number({ error: AVATAR_MESSAGE }).int(AVATAR_MESSAGE).refine((id) => avatarById(id) !== undefined, AVATAR_MESSAGE),
    z.null(),
  ], { error: AVATAR_MESSAGE }),
});

/** What the server says about a user: never the password hash. */
export interface PublicUser {
  id: number;
  username: string;
  display_name: string;
  role: Role;
  grade: number | null;
  parent_id: number | null;
  avatar_id: number | null;
  background_id: number | null;
  freemium: boolean;
}

export interface SessionInfo {
  user: PublicUser | null;
  csrf_token: string;
}
