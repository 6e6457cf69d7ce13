// Configuration from environment variables, validated once at start. A bad value stops the
// process with one line that names the variable and says what is expected.
import path from 'node:path';
import { z } from 'zod';

export interface Config {
  port: number;
  host: string;
  /** Folder for the embedded database and media files. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Use an in-memory PGlite (tests). Ignored when databaseUrl is set. */
  memoryDatabase: boolean;
  /** Redis for Colyseus presence and driver, and pub/sub across processes. */
  redisUrl?: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Seed demo accounts when the database has no users yet. */
  seedDemo: boolean;
  /** Set the Secure flag on cookies (behind HTTPS). */
  secureCookies: boolean;
  /** The built client (vite build output). */
  clientDist: string;
  /** Where the org-avatar demo on the home page fetches from. */
  orgAvatarApiUrl: string;
  /** Public address of this process for Colyseus scale-out (host:port). */
  publicAddress?: string;
  /** Lets pages honour test-only parameters (e.g. a starting energy). Never on in production. */
  testHooks: boolean;
}

const ROOT = path.resolve(import.meta.dirname, '..');

const bool = z.enum(['1', '0', 'true', 'false', 'yes', 'no']).transform((v) => v === '1' || v === 'true' || v === 'yes');
const url = (protocols: string[]) => z.string().refine((v) => {
  try { return protocols.includes(new URL(v).protocol); } catch { return false; }
}, { message: `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` });

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'expected a port number from 0 to 65535' }).int('expected a port number from 0 to 65535').min(0, 'expected a port number from 0 to 65535').max(65535, 'expected a port number from 0 to 65535').default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(path.join(ROOT, 'data')),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.optional(),
  SECURE_COOKIES: bool.default(false),
  CLIENT_DIST: z.string().min(1).default(path.join(ROOT, 'dist')),
  ORG_AVATAR_API_URL: url(['http:', 'https:']).default('https://api.github.com/orgs/nodejs'),
  PUBLIC_ADDRESS: z.string().min(1).optional(),
  TEST_HOOKS: bool.default(false),
});

export class ConfigError extends Error {}

/** Reads the config from an environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid environment variable ${name}=${JSON.stringify(cleaned[name])}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    memoryDatabase: false,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    secureCookies: e.SECURE_COOKIES,
    clientDist: path.resolve(e.CLIENT_DIST),
    orgAvatarApiUrl: e.ORG_AVATAR_API_URL,
    publicAddress: e.PUBLIC_ADDRESS,
    testHooks: e.TEST_HOOKS,
  };
}
