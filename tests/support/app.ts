// Boots the real composition root for a test: an ephemeral port, quiet logs, and a database of its
// own (in-memory PGlite, or a fresh PostgreSQL database when the backend is 'postgres').
import path from 'node:path';
import pg from 'pg';
import { createApp, type App } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';

export type Backend = 'pglite' | 'postgres';
const ROOT = path.resolve(import.meta.dirname, '../..');

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function backends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestApp extends App {
  stop(): Promise<void>;
}

export async function startTestApp(backend: Backend = 'pglite', overrides: Partial<Config> = {}): Promise<TestApp> {
  const db = backend === 'postgres' ? await freshPostgresDatabase() : undefined;
  const app = await createApp({
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(ROOT, 'data', 'test'),
    memoryDatabase: true,
    databaseUrl: db?.url,
    logLevel: 'silent',
    seedDemo: false,
    secureCookies: false,
    clientDist: path.join(ROOT, 'dist'),
    orgAvatarApiUrl: 'http://127.0.0.1:1/unreachable',
    testHooks: false,
    ...overrides,
  });
  return Object.assign(app, {
    stop: async () => {
      await app.close();
      await db?.drop();
    },
  });
}

/** A new, empty PostgreSQL database on the server `admin` points at; drop() removes it. */
export async function freshPostgresDatabase(admin = process.env.TEST_DATABASE_URL!, prefix = 'bc_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try { await client.query(sql); } finally { await client.end(); }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
