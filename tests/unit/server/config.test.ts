import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.ts';

describe('configuration from the environment', () => {
  it('defaults to the embedded database on port 3000 and seeds demo content', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, redisUrl: undefined, seedDemo: true, logLevel: 'info' });
    expect(c.dataDir).toMatch(/data$/);
  });

  it('reads PostgreSQL and Redis URLs and does not seed demo content on PostgreSQL by default', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://127.0.0.1:6379', PORT: '8080' });
    expect(c).toMatchObject({ port: 8080, databaseUrl: 'postgres://u@h/db', redisUrl: 'redis://127.0.0.1:6379', seedDemo: false });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://nope'],
    ['REDIS_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'maybe'],
  ])('names the variable when %s=%s is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment variable ${name}=`));
  });

  it('the server binary stops with one clear line and exit code 2 on a bad value', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const r = spawnSync(process.execPath, [path.join(root, 'server/main.ts')], { env: { ...process.env, PORT: 'lots' }, encoding: 'utf8', timeout: 20_000 });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual(['Invalid environment variable PORT="lots": expected a port number from 0 to 65535']);
  });
});
