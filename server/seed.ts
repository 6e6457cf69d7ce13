// Demo content for a fresh database, so every feature has someone to show: a teacher, a parent
// with two children, and students across grades. All demo accounts share one documented password.
import type { Logger } from './log.ts';
import type { AuthService, NewUser } from './features/auth/service.ts';

export const DEMO_PASSWORD = 'brainclimb';

const DEMO_USERS: Omit<NewUser, 'password'>[] = [
  { username: 'ms_rivera', displayName: 'Ms Rivera', role: 'teacher' },
  { username: 'sam_parent', displayName: 'Sam Okafor', role: 'parent' },
  { username: 'ava_s', displayName: 'Ava', role: 'student', grade: 3 },
  { username: 'noah_k', displayName: 'Noah', role: 'student', grade: 5 },
  { username: 'zoe_l', displayName: 'Zoe', role: 'student', grade: 7 },
  { username: 'kai_k', displayName: 'Kai', role: 'student', grade: 0 },
];
const DEMO_CHILDREN = [
  { username: 'mia_o', display_name: 'Mia', grade: 2 },
  { username: 'leo_o', display_name: 'Leo', grade: 6 },
];

/** Seeds once: does nothing when the first demo user already exists. */
export async function seedDemo(auth: AuthService, log: Logger): Promise<void> {
  if (await auth.findByUsername(DEMO_USERS[0].username)) return;
  try {
    await createDemoUsers(auth);
  } catch (err) {
    // Another process sharing the database seeded at the same moment.
    if ((err as { code?: string }).code === 'username_taken') return;
    throw err;
  }
  log.info({ users: DEMO_USERS.length + DEMO_CHILDREN.length }, `seeded demo accounts (password "${DEMO_PASSWORD}")`);
}

async function createDemoUsers(auth: AuthService): Promise<void> {
  const made = new Map<string, number>();
  for (const u of DEMO_USERS) made.set(u.username, (await auth.createUser({ ...u, password: DEMO_PASSWORD })).id);
  const parent = await auth.findById(made.get('sam_parent')!);
  for (const c of DEMO_CHILDREN) {
    await auth.createUser({ username: c.username, password: DEMO_PASSWORD, displayName: c.display_name, role: 'student', grade: c.grade, parentId: parent!.id });
  }
}
