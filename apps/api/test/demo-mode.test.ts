import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { members, merchants } from '../src/db/schema';
import { seedIfEmpty } from '../src/seed/seed';
import { defaultHashingLimits } from '../src/security/password';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

const productionSecrets = {
  PUBLIC_ORIGIN: 'https://play.example.com',
  HUMAN_CHECK_SECRET: 'a-production-secret-of-32-characters!',
};

describe('demo mode (M10: no published default credentials outside a demonstration)', () => {
  it('is off unless DEMO_MODE turns it on', () => {
    expect(readConfig({}, [])).toMatchObject({ demoMode: false, production: false });
    expect(readConfig({ DEMO_MODE: '1' }, [])).toMatchObject({ demoMode: true, production: false });
    expect(readConfig({ DEMO_MODE: '0', NODE_ENV: 'production', ...productionSecrets }, [])).toMatchObject({
      demoMode: false,
      production: true,
    });
    expect(() => readConfig({ DEMO_MODE: 'maybe' }, [])).toThrow(ConfigError);
  });

  it('is refused by a production start, by NODE_ENV or by --production', () => {
    expect(() => readConfig({ DEMO_MODE: '1', NODE_ENV: 'production' }, [])).toThrow(/refused/u);
    expect(() => readConfig({ DEMO_MODE: '1' }, ['--production'])).toThrow(/refused/u);
  });

  it('a production start needs its public origin and lets nobody else frame the game unless told (L11)', () => {
    expect(() => readConfig({ NODE_ENV: 'production' }, [])).toThrow(/PUBLIC_ORIGIN is required/u);
    expect(() => readConfig({ PUBLIC_ORIGIN: 'play.example.com' }, [])).toThrow(ConfigError);
    expect(() => readConfig({ PUBLIC_ORIGIN: 'https://play.example.com/path' }, [])).toThrow(ConfigError);
    const production = readConfig({ NODE_ENV: 'production', ...productionSecrets }, []);
    expect(production).toMatchObject({ publicOrigin: 'https://play.example.com', frameAncestors: [] });
    expect(
      readConfig(
        {
          NODE_ENV: 'production',
          ...productionSecrets,
          PUBLIC_ORIGIN: 'https://a.example',
          FRAME_ANCESTORS: 'https://b.example  https://c.example',
        },
        [],
      ).frameAncestors,
    ).toEqual(['https://b.example', 'https://c.example']);
    // The human check's signing secret: a known default would let anyone sign solved challenges.
    expect(() =>
      readConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://play.example.com' }, []),
    ).toThrow(/HUMAN_CHECK_SECRET/u);
    expect(() =>
      readConfig({ ...productionSecrets, NODE_ENV: 'production', HUMAN_CHECK_SECRET: 'short' }, []),
    ).toThrow(/HUMAN_CHECK_SECRET/u);
    expect(production.humanCheckSecret).toBe(productionSecrets.HUMAN_CHECK_SECRET);
    // Development keeps the server's local defaults.
    expect(readConfig({}, []).frameAncestors).toBeNull();
  });

  it('hashes at the lowest priority unless told a nice value from 0 to 19', () => {
    expect(readConfig({}, []).hashing.threadPriority).toBe(19);
    expect(readConfig({ HASH_THREAD_PRIORITY: '0' }, []).hashing.threadPriority).toBe(0);
    expect(readConfig({ HASH_THREAD_PRIORITY: '10' }, []).hashing.threadPriority).toBe(10);
    for (const refused of ['-5', '20', '1.5', 'low'])
      expect(() => readConfig({ HASH_THREAD_PRIORITY: refused }, [])).toThrow(/HASH_THREAD_PRIORITY/u);
  });

  it('sizes the hashing pool from the cores unless told whole numbers of at least 1', () => {
    expect(readConfig({}, []).hashing).toMatchObject(defaultHashingLimits());
    expect(readConfig({ HASH_CONCURRENCY: '3', HASH_QUEUE: '12' }, []).hashing).toMatchObject({
      concurrency: 3,
      queue: 12,
    });
    for (const refused of ['0', '-1', '2.5', 'many']) {
      expect(() => readConfig({ HASH_CONCURRENCY: refused }, [])).toThrow(/HASH_CONCURRENCY/u);
      expect(() => readConfig({ HASH_QUEUE: refused }, [])).toThrow(/HASH_QUEUE/u);
    }
  });

  it('the server exits before opening the database when started in production with DEMO_MODE=1', async () => {
    const run = promisify(execFile)(tsx, ['src/main.ts', '--production'], {
      cwd: apiDir,
      env: { ...process.env, DEMO_MODE: '1', DATABASE_URL: '', PGLITE_DIR: '/nonexistent/never-created' },
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/refusing to start/u) });
  });

  it('an empty database is left empty outside demo mode: no account with the default password', async () => {
    const database = openDatabase({});
    try {
      await migrate(database);
      const outcome = await seedIfEmpty(database, { now: new Date(), demoMode: false });
      expect(outcome).toBe('empty, not seeded: demo mode is off');
      const [memberRows] = await database.db.select({ n: count() }).from(members);
      const [merchantRows] = await database.db.select({ n: count() }).from(merchants);
      expect(memberRows?.n).toBe(0);
      expect(merchantRows?.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});
