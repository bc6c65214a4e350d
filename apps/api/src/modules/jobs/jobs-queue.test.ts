import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { type TTestContext, createTestContext } from '../../test/context';
import { JOB_QUEUE_SCHEMA, type TJob, type TJobQueue, startJobQueue } from './jobs-queue.service';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const errors: Array<{ job?: string }> = [];
const log = { info: () => undefined, error: (details: object) => void errors.push(details) };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what: string, probe: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(100);
  }
}

/** An instance of the api's job queue on the test database, offering only when told. */
const instance = (jobs: TJob[]) =>
  startJobQueue({ database: ctx.database, log }, jobs, { offerEveryMs: 0, pollingIntervalSeconds: 0.5 });

describe('the job queue (pg-boss)', () => {
  it('comes with the test database: its schema is installed in the template', async () => {
    const found = rowsOf<{ name: string }>(
      await ctx.database.db.execute(
        sql`select schema_name as name from information_schema.schemata where schema_name = ${JOB_QUEUE_SCHEMA}`,
      ),
    );
    expect(found).toHaveLength(1);
  });

  it('runs a job once per period however many instances offer it', async () => {
    const runs: string[] = [];
    const job = (instanceName: string): TJob => ({
      name: 'count-runs',
      everyMs: 3_600_000,
      run: async () => void runs.push(instanceName),
    });
    const queues: TJobQueue[] = [await instance([job('a')]), await instance([job('b')])];
    try {
      const offered = (await Promise.all(queues.map((queue) => queue.offer()))).flat();
      expect(offered).toHaveLength(1);
      const [run] = offered;
      if (!run) throw new Error('nothing was queued');
      await until('the run to finish', async () => (await queues[0]?.job(run.name, run.id))?.state === 'completed');
      expect(runs).toHaveLength(1);

      // Offered again within the same period, by either instance: nothing more is queued.
      expect((await Promise.all(queues.map((queue) => queue.offer()))).flat()).toEqual([]);
      expect(runs).toHaveLength(1);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  });

  it('retries a failed run with backoff, and logs the failure with the job', async () => {
    let attempts = 0;
    const seen: Date[] = [];
    const queue = await instance([
      {
        name: 'flaky',
        everyMs: 60_000,
        retryDelayMs: 1_000,
        run: async (now) => {
          attempts += 1;
          seen.push(now);
          if (attempts === 1) throw new Error('registrar unreachable');
        },
      },
    ]);
    try {
      const at = new Date('2026-11-22T11:00:00Z');
      const outcome = await queue.runNow('flaky', at);
      expect(outcome).toMatchObject({ state: 'completed', retryCount: 1 });
      expect(attempts).toBe(2);
      // The retry runs with the clock the run was queued with.
      expect(seen.map((date) => date.toISOString())).toEqual([at.toISOString(), at.toISOString()]);
      expect(errors).toContainEqual(expect.objectContaining({ job: 'flaky', jobId: outcome.id }));
      const record = await queue.job('flaky', outcome.id);
      expect(record).toMatchObject({ retryBackoff: true, retryDelay: 1, retryLimit: 3 });
    } finally {
      await queue.stop();
    }
  });

  it('gives up on a run after its retries and keeps its error', async () => {
    const queue = await instance([
      {
        name: 'always-down',
        everyMs: 60_000,
        retryLimit: 1,
        retryDelayMs: 1_000,
        run: async () => {
          throw new Error('mail server down');
        },
      },
    ]);
    try {
      const outcome = await queue.runNow('always-down');
      expect(outcome).toMatchObject({ state: 'failed', retryCount: 1 });
      expect(JSON.stringify(outcome.output)).toContain('mail server down');
    } finally {
      await queue.stop();
    }
  });

  it('runs one at a time across instances: a second run waits for the first', async () => {
    let active = 0;
    let most = 0;
    let started = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job: TJob = {
      name: 'one-at-a-time',
      everyMs: 60_000,
      run: async () => {
        started += 1;
        active += 1;
        most = Math.max(most, active);
        await gate;
        active -= 1;
      },
    };
    const queues = [await instance([job]), await instance([job])];
    try {
      const first = queues[0]?.runNow('one-at-a-time');
      await until('the first run to start', () => started === 1);
      const second = queues[1]?.runNow('one-at-a-time');
      // Both instances poll every half second: the second run stays queued while the first holds the job.
      await sleep(2_000);
      expect(started).toBe(1);
      release();
      const outcomes = await Promise.all([first, second]);
      expect(outcomes.map((outcome) => outcome?.state)).toEqual(['completed', 'completed']);
      expect(started).toBe(2);
      expect(most).toBe(1);
    } finally {
      release();
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  });

  it('takes over a run whose instance stopped answering once its lease has run out', async () => {
    let attempts = 0;
    let unblock: () => void = () => undefined;
    const hung = new Promise<void>((resolve) => {
      unblock = resolve;
    });
    const job: TJob = {
      name: 'lease-runs-out',
      everyMs: 60_000,
      leaseMs: 1_000,
      retryDelayMs: 1_000,
      run: async () => {
        attempts += 1;
        // The first run hangs, as a process frozen or killed while holding it would.
        if (attempts === 1) await hung;
      },
    };
    const stuck = await instance([job]);
    const healthy = await instance([job]);
    try {
      const outcome = stuck.runNow('lease-runs-out');
      await until('the first run to start', () => attempts === 1);
      // Past the lease, the supervisor fails the held run and the queue retries it on a free worker.
      await sleep(1_500);
      await healthy.supervise();
      await until('the run to be retried', () => attempts === 2);
      expect(await outcome).toMatchObject({ state: 'completed', retryCount: 1 });
    } finally {
      unblock();
      await Promise.all([stuck.stop(), healthy.stop()]);
    }
  });
});
