import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLeases } from '../../db/schema';
import { type TTestContext, createTestContext } from '../../test/context';
import { type TJob, startScheduler } from './jobs.scheduler';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const quiet = { info: () => undefined, error: () => undefined };

describe('scheduled jobs', () => {
  it('run once per period across two instances on one database', async () => {
    const runs: string[] = [];
    const job = (instance: string): TJob => ({
      name: 'count-runs',
      everyMs: 60_000,
      run: async () => {
        runs.push(instance);
      },
    });
    const a = startScheduler({ db: ctx.database.db, log: quiet }, [job('a')], { holder: 'a' });
    const b = startScheduler({ db: ctx.database.db, log: quiet }, [job('b')], { holder: 'b' });
    const t0 = new Date('2026-11-22T10:00:00Z');
    await Promise.all([a.tick(t0), b.tick(t0)]);
    expect(runs).toHaveLength(1);

    // Within the period nobody runs it again; after it, one instance does.
    await Promise.all([a.tick(new Date(t0.getTime() + 30_000)), b.tick(new Date(t0.getTime() + 30_000))]);
    expect(runs).toHaveLength(1);
    await Promise.all([a.tick(new Date(t0.getTime() + 61_000)), b.tick(new Date(t0.getTime() + 61_000))]);
    expect(runs).toHaveLength(2);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('record a failure and let the next period try again', async () => {
    let attempts = 0;
    const job: TJob = {
      name: 'flaky',
      everyMs: 1_000,
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('registrar unreachable');
      },
    };
    const scheduler = startScheduler({ db: ctx.database.db, log: quiet }, [job], { holder: 'solo' });
    const t0 = new Date('2026-11-22T11:00:00Z');
    expect(await scheduler.tick(t0)).toEqual([]);
    const [failed] = await ctx.database.db.select().from(jobLeases).where(eq(jobLeases.name, 'flaky'));
    expect(failed?.lastError).toBe('registrar unreachable');
    expect(await scheduler.tick(new Date(t0.getTime() + 2_000))).toEqual(['flaky']);
    const [ok] = await ctx.database.db.select().from(jobLeases).where(eq(jobLeases.name, 'flaky'));
    expect(ok?.lastError).toBeNull();
    await scheduler.stop();
  });

  it('leave a job alone while another instance holds its lease', async () => {
    let runs = 0;
    const job: TJob = { name: 'held', everyMs: 1_000, leaseMs: 60_000, run: async () => void (runs += 1) };
    const t0 = new Date('2026-11-22T12:00:00Z');
    await ctx.database.db
      .insert(jobLeases)
      .values({ name: 'held', holder: 'crashed', leasedUntil: new Date(t0.getTime() + 30_000), lastStartedAt: t0 });
    const scheduler = startScheduler({ db: ctx.database.db, log: quiet }, [job], { holder: 'me' });
    expect(await scheduler.tick(new Date(t0.getTime() + 10_000))).toEqual([]);
    // The crashed holder's lease runs out: the job is taken over.
    expect(await scheduler.tick(new Date(t0.getTime() + 31_000))).toEqual(['held']);
    expect(runs).toBe(1);
    await scheduler.stop();
  });
});
