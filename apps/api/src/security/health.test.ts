// Issue 19: /api/health reports the database, whether uploads can be stored and the job queue, and answers
// 503 naming the check that is down (it used to say ok with a full disk).
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createTestContext } from '../test/context';

const dataDir = mkdtempSync(join(tmpdir(), 'lp-health-'));
const uploadsDir = join(dataDir, 'uploads');
let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const health = () => ctx.app.inject({ method: 'GET', url: '/api/health' });

describe('health: every check up', () => {
  it('answers 200 with the database, storage and jobs each up', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'ok',
      database: { up: true },
      storage: { provider: 'local', up: true },
      jobs: { enabled: true, up: true },
      failing: [],
    });
  });

  it('leaves no probe file behind in the uploads folder', async () => {
    await health();
    expect(readdirSync(uploadsDir).filter((name) => name.startsWith('.health-'))).toEqual([]);
  });
});

describe('health: uploads cannot be stored', () => {
  it('answers 503 naming storage while the uploads folder cannot be written, and 200 once it can', async () => {
    // A file where the uploads folder should be fails every write, as a full or read-only disk does.
    rmSync(uploadsDir, { recursive: true, force: true });
    writeFileSync(uploadsDir, '');
    try {
      const res = await health();
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Unavailable: storage.');
      expect(res.json().data).toMatchObject({
        status: 'degraded',
        database: { up: true },
        storage: { provider: 'local', up: false },
        jobs: { up: true },
        failing: ['storage'],
      });
    } finally {
      rmSync(uploadsDir, { force: true });
    }
    expect((await health()).statusCode).toBe(200);
  });
});

describe('health: the job queue is unreachable', () => {
  it('answers 503 naming jobs while the job queue’s tables cannot be read', async () => {
    await ctx.database.db.execute(sql`alter table pgboss.queue rename to queue_away`);
    try {
      const res = await health();
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Unavailable: jobs.');
      expect(res.json().data).toMatchObject({ database: { up: true }, jobs: { up: false }, failing: ['jobs'] });
    } finally {
      await ctx.database.db.execute(sql`alter table pgboss.queue_away rename to queue`);
    }
    expect((await health()).statusCode).toBe(200);
  });
});
