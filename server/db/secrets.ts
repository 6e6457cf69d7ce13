// Secrets made on first start and kept in the database, so a restart keeps sessions valid and every
// process behind one database signs alike.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './connect.ts';
import { appSecrets } from './schema.ts';

export async function loadSecret(db: Db, name: string): Promise<string> {
  const fresh = crypto.randomBytes(32).toString('base64url');
  await db.insert(appSecrets).values({ name, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row.value;
}
