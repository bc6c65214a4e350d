import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const secret = { JWT_SECRET: 'x'.repeat(40) };

describe('config: parsing the environment', () => {
  it('applies defaults for a fresh machine', () => {
    const config = loadConfig({ ...secret });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DIR).toMatch(/data[\\/]db$/);
  });

  it('lets PORT override the port, and the public address follows it unless set', () => {
    const config = loadConfig({ ...secret, PORT: '4123' });
    expect(config.PORT).toBe(4123);
    expect(config.PUBLIC_URL).toBe('http://localhost:4123');
    expect(loadConfig({ ...secret, PORT: '4123', PUBLIC_URL: 'https://launchpad.example/' }).PUBLIC_URL).toBe(
      'https://launchpad.example',
    );
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ ...secret, PORT: 'eighty', DATABASE_URL: 'mysql://nope', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL: must be a postgres/);
      expect(message).toMatch(/LOG_LEVEL/);
    }
  });

  it('refuses to start in production without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required in production/);
  });

  it('refuses a short JWT secret', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });
});

/** The problems a configuration is refused for, or [] when it loads. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('config: the JWT secret in production', () => {
  const production = (JWT_SECRET: string) =>
    problemsOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/lp', S3_BUCKET: 'uploads', JWT_SECRET });

  it.each([
    ['one character repeated', 'a'.repeat(32)],
    ['a word repeated', 'password'.repeat(5)],
    ['a short pattern repeated', 'abc1'.repeat(10)],
    ['runs of letters and digits', 'abcdefghijklmnopqrstuvwxyz123456'],
    ['two characters', 'abbaababbbaabababbaabababbbabaab'],
    ['a word and a run of digits', 'Password123456789012345678901234'],
    ['a few words', 'supersecretpasswordforjwtsigning'],
    ['a few words with a repeat', 'correct horse battery staple correct horse'],
  ])('refuses %s, without printing it', (_label, secret) => {
    const problems = production(secret);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^JWT_SECRET: is too easy to guess \(about \d+ bits of entropy, at least 128 needed/);
    expect(problems[0]).not.toContain(secret);
  });

  it.each([
    'thisismysupersecretjwtsecretkey123',
    'my-launchpad-production-jwt-secret-2026',
    'test-secret-that-is-long-enough-for-hs256-signing',
  ])('refuses a long phrase of English words (%s)', (secret) => {
    expect(production(secret)).toEqual([
      'JWT_SECRET: is made mostly of English words; use a random value such as the output of `openssl rand -base64 48`',
    ]);
  });

  it('accepts random secrets as generators print them (hex and base64url, 32 characters and more)', () => {
    // Fixed samples of `openssl rand -hex 16` (exactly 128 bits) and fresh random ones of each kind.
    for (const secret of ['3f9c1b7e0d5a42c8961e7b2fa4d03c55', 'b81e4a09f7c2d6e35a0c9f1842e7bd60']) {
      expect(production(secret), secret).toEqual([]);
    }
    for (let i = 0; i < 20; i += 1) {
      for (const secret of [
        randomBytes(24).toString('base64url'),
        randomBytes(32).toString('base64url'),
        randomBytes(48).toString('base64'),
        randomBytes(32).toString('hex'),
      ]) {
        expect(production(secret), secret).toEqual([]);
      }
    }
  });

  it('leaves the secret alone outside production, where tests use simple ones', () => {
    expect(problemsOf({ NODE_ENV: 'test', JWT_SECRET: 'a'.repeat(32) })).toEqual([]);
  });
});

describe('config: staff addresses', () => {
  it('names each entry of ADMIN_EMAILS that is not an address', () => {
    const problems = problemsOf({ ...secret, ADMIN_EMAILS: 'boss@example.test, not-an-email ,ops@' });
    expect(problems).toEqual([
      'ADMIN_EMAILS: "not-an-email" is not an email address',
      'ADMIN_EMAILS: "ops@" is not an email address',
    ]);
  });

  it('keeps valid addresses, trimmed and in lower case', () => {
    expect(loadConfig({ ...secret, ADMIN_EMAILS: ' Boss@Example.test,ops@example.test ' }).ADMIN_EMAILS).toEqual([
      'boss@example.test',
      'ops@example.test',
    ]);
  });
});

describe('config: the data folder', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'lp-data-dir-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('creates DATA_DIR, parents included, when it is missing', () => {
    const dataDir = join(scratch, 'new', 'nested', 'data');
    const config = loadConfig({ ...secret, DATA_DIR: dataDir });
    expect(config.DATA_DIR).toBe(dataDir);
    expect(statSync(dataDir).isDirectory()).toBe(true);
  });

  it('names DATA_DIR and its path when a file stands in the way', () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, 'not a folder');
    expect(problemsOf({ ...secret, DATA_DIR: file })).toEqual([
      `DATA_DIR: ${file} cannot be used: a file stands where a folder is needed`,
    ]);
    expect(problemsOf({ ...secret, DATA_DIR: join(file, 'data') })).toEqual([
      `DATA_DIR: ${join(file, 'data')} cannot be used: a file stands where a folder is needed`,
    ]);
  });

  it('names DATA_DIR and its path when the server may not create it', () => {
    // /sys refuses new folders to every user, root included (EPERM, EACCES or EROFS by system).
    const problems = problemsOf({ ...secret, DATA_DIR: '/sys/launchpad-data' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^DATA_DIR: \/sys\/launchpad-data cannot be used: (permission denied|it is on a read-only file system)/,
    );
  });

  it('does not touch DATA_DIR when nothing keeps files there (PostgreSQL, S3 and a set secret)', () => {
    const file = join(scratch, 'unused-file');
    writeFileSync(file, '');
    const env = { ...secret, DATA_DIR: file, DATABASE_URL: 'postgres://db/lp', S3_BUCKET: 'uploads' };
    expect(problemsOf(env)).toEqual([]);
  });
});

describe('config: the checkout fault of the crash tests', () => {
  const stores = { DATABASE_URL: 'postgres://db/lp', S3_BUCKET: 'uploads' };
  const fault = { PAYMENT_FAULT_PAUSE_MS: '600000' };
  const refused = 'PAYMENT_FAULT_PAUSE_MS: holds checkouts for crash tests; it may be set only with NODE_ENV=test';

  it('is refused in production and in development, and off when unset', () => {
    const strong = randomBytes(48).toString('base64url');
    expect(problemsOf({ ...stores, ...fault, NODE_ENV: 'production', JWT_SECRET: strong })).toEqual([refused]);
    expect(problemsOf({ ...stores, ...fault, ...secret, NODE_ENV: 'development' })).toEqual([refused]);
    const production = loadConfig({ ...stores, NODE_ENV: 'production', JWT_SECRET: strong });
    expect(production.PAYMENT_FAULT_PAUSE_MS).toBeUndefined();
  });

  it('is read under NODE_ENV=test, with the points checkouts take in turn', () => {
    const config = loadConfig({
      ...stores,
      ...secret,
      ...fault,
      NODE_ENV: 'test',
      PAYMENT_FAULT_PAUSE_AT: 'after-charge, before-charge',
    });
    expect(config.PAYMENT_FAULT_PAUSE_MS).toBe(600_000);
    expect(config.PAYMENT_FAULT_PAUSE_AT).toEqual(['after-charge', 'before-charge']);
    expect(loadConfig({ ...stores, ...secret, ...fault, NODE_ENV: 'test' }).PAYMENT_FAULT_PAUSE_AT).toEqual([
      'after-charge',
    ]);
    const problems = problemsOf({
      ...stores,
      ...secret,
      ...fault,
      NODE_ENV: 'test',
      PAYMENT_FAULT_PAUSE_AT: 'mid-charge',
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PAYMENT_FAULT_PAUSE_AT/);
  });
});
