// Opens the database the config names (PostgreSQL when DATABASE_URL is set, otherwise the embedded
// PGlite in DATA_DIR, or in memory for tests), applies the migrations, and hands back one Drizzle
// handle. Whoever calls openDatabase closes it.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; memory: boolean }): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  if (!opts.memory) {
    dir = path.join(opts.dataDir, 'pglite');
    await fs.mkdir(dir, { recursive: true });
  }
  const client = await PGlite.create(dir);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
