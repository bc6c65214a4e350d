// Scheduled and background jobs run through pg-boss, a maintained job queue kept in the database itself
// (schema `pgboss`), on both engines: in-process PGlite through pg-boss's own PGlite adapter, PostgreSQL
// through the app's connection pool. Every instance offers each job once per period; the database keeps
// one job per period however many offer it (a throttle slot, `singletonSeconds`), the queue's `stately`
// policy lets one run at a time across all instances, and a failed run is retried with exponential backoff.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { type Db, type JobWithMetadata, PgBoss, fromPglite } from 'pg-boss';
import type { TDeps } from '../../core';
import type { TDatabase, TDb } from '../../db/client';

export const JOB_QUEUE_SCHEMA = 'pgboss';

/** The database the queue lives in (the app's; only its connection and engine are used). */
type TQueueDatabase = Pick<TDatabase, 'db' | 'engine'>;

export type TJob = {
  name: string;
  /** How often the job runs across all instances. */
  everyMs: number;
  /** The longest a run may take; one still active then (its process died) is failed and retried. */
  leaseMs?: number;
  /** Retries of a failed run before it waits for its next period (3 by default). */
  retryLimit?: number;
  /** The first retry's delay; each next one doubles (pg-boss's retryBackoff), at most `everyMs` apart. */
  retryDelayMs?: number;
  run: (now: Date) => Promise<unknown>;
};

export type TJobLog = {
  /** Idle runs go here when the logger has it. */
  debug?: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** What a run is given: the clock a test sets (`runNow`), or none (the run's own time). */
type TJobData = { now?: string };

export type TJobQueue = {
  /** Offer every job for the current period (what the timer does); the runs this instance queued. */
  offer: () => Promise<Array<{ name: string; id: string }>>;
  /** Queue one run of `name` with the clock at `now`, wait for it, and answer how it ended. */
  runNow: (name: string, now?: Date) => Promise<TJobOutcome>;
  /** The queue's record of a job (its state, retries and output). */
  job: (name: string, id: string) => Promise<JobWithMetadata<TJobData> | null>;
  /** What pg-boss's supervisor does every 30 s: fail (and so retry) runs held past their lease. */
  supervise: () => Promise<void>;
  stop: () => Promise<void>;
};

export type TJobOutcome = { id: string; state: JobWithMetadata['state']; retryCount: number; output: unknown };

/** pg-boss on the app's own database connection: the PGlite instance, or PostgreSQL's pool. */
function queueDb(database: TQueueDatabase): { db: Db; backend: 'pglite' | 'postgres' } {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.engine === 'pglite') return { db: fromPglite(client as PGlite), backend: 'pglite' };
  const pool = client as pg.Pool;
  // pg-boss sends its multi-statement blocks without parameters, which node-postgres runs as one
  // simple query on one connection, as pg-boss's own pool does.
  return { db: { executeSql: (text, values) => pool.query(text, values) }, backend: 'postgres' };
}

function newBoss(database: TQueueDatabase, options: { supervise: boolean }): PgBoss {
  return new PgBoss({
    ...queueDb(database),
    schema: JOB_QUEUE_SCHEMA,
    // Our own timer offers the jobs (pg-boss's cron has a one-minute grain; the outbox runs every 15 s).
    schedule: false,
    supervise: options.supervise,
    // Active jobs past their lease (a process that died holding one) are failed, and so retried, this often.
    superviseIntervalSeconds: 30,
    migrate: true,
  });
}

/**
 * Install (or upgrade) pg-boss's schema in the database. The server does it at start-up; the tests'
 * template database has it already, so a test file does not pay for it.
 */
export async function installJobQueue(database: TQueueDatabase): Promise<void> {
  const boss = newBoss(database, { supervise: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/** Whether the queue's tables answer (the health check's `jobs`): one read of its queue list. */
export async function readJobQueue(db: TDb): Promise<void> {
  await db.execute(sql.raw(`select name from ${JOB_QUEUE_SCHEMA}.queue limit 1`));
}

const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

/** The queue's settings for a job: one at a time, retries with backoff, a lease, a week of history. */
function queueOptions(job: TJob) {
  return {
    retryLimit: job.retryLimit ?? 3,
    retryDelay: seconds(job.retryDelayMs ?? Math.min(job.everyMs, 60_000) / 2),
    retryBackoff: true,
    retryDelayMax: seconds(Math.max(job.everyMs, 60_000)),
    expireInSeconds: seconds(job.leaseMs ?? 10 * 60_000),
    retentionSeconds: 7 * 86_400,
    deleteAfterSeconds: 7 * 86_400,
  };
}

/** How often a worker asks for a queued run: every 2 s for the frequent jobs, up to 30 s for the hourly ones. */
const pollingSeconds = (job: TJob) => Math.min(30, Math.max(2, Math.round(job.everyMs / 1000 / 30)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Whether a run's result counts anything done (`{ delivered: 0, failed: 0 }` is an idle poll). */
const didWork = (result: unknown): boolean =>
  typeof result !== 'object' || result === null || Object.values(result).some((value) => value !== 0);
const FINISHED = new Set(['completed', 'failed', 'cancelled']);

/**
 * Start the job queue: make each job's queue, work them on this instance (unless `work` is false) and
 * offer them every `offerEveryMs` (0: only when `offer` is called). The timer does not keep the process
 * alive; `stop` lets a run in progress finish.
 */
export async function startJobQueue(
  deps: Pick<TDeps, 'database'> & { log: TJobLog },
  jobs: TJob[],
  options: { offerEveryMs?: number; pollingIntervalSeconds?: number; work?: boolean } = {},
): Promise<TJobQueue> {
  const boss = newBoss(deps.database, { supervise: true });
  boss.on('error', (error) => deps.log.error({ err: error }, 'job queue error'));
  await boss.start();
  const byName = new Map(jobs.map((job) => [job.name, job]));
  for (const job of jobs) {
    // `stately`: at most one waiting and one running, across every instance.
    await boss.createQueue(job.name, { policy: 'stately', ...queueOptions(job) });
    await boss.updateQueue(job.name, queueOptions(job));
  }
  if (options.work !== false) {
    for (const job of jobs) {
      await boss.work<TJobData>(
        job.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? pollingSeconds(job) },
        async ([entry]) => {
          const now = entry?.data?.now ? new Date(entry.data.now) : new Date();
          try {
            const result = await job.run(now);
            // A run that found nothing to do (most outbox and reconciliation polls) is not news in the log.
            const details = { job: job.name, jobId: entry?.id, result };
            if (didWork(result)) deps.log.info(details, 'job finished');
            else deps.log.debug?.(details, 'job finished');
            return result;
          } catch (error) {
            // pg-boss records the error on the job and retries it with backoff; said in the log too.
            deps.log.error({ job: job.name, jobId: entry?.id, err: error }, 'job failed; it will be retried');
            throw error;
          }
        },
      );
    }
  }

  const offer = async () => {
    const queued: Array<{ name: string; id: string }> = [];
    for (const job of jobs) {
      try {
        const id = await boss.send(job.name, {}, { singletonSeconds: seconds(job.everyMs) });
        if (id) queued.push({ name: job.name, id });
      } catch (error) {
        deps.log.error({ job: job.name, err: error }, 'could not offer a job');
      }
    }
    return queued;
  };

  const job = (name: string, id: string) => boss.getJobById<TJobData>(name, id);

  const runNow = async (name: string, now = new Date()): Promise<TJobOutcome> => {
    if (!byName.has(name)) throw new Error(`no job named ${name}`);
    const id = await boss.send(name, { now: now.toISOString() });
    if (!id) throw new Error(`the queue did not take a run of ${name}`);
    for (;;) {
      const found = await job(name, id);
      if (found && FINISHED.has(found.state))
        return { id, state: found.state, retryCount: found.retryCount, output: found.output };
      await sleep(100);
    }
  };

  const offerEveryMs = options.offerEveryMs ?? 15_000;
  const timer = offerEveryMs > 0 ? setInterval(() => void offer(), offerEveryMs) : undefined;
  timer?.unref();
  if (timer) void offer();
  return {
    offer,
    runNow,
    job,
    supervise: async () => {
      for (const { name } of jobs) await boss.supervise(name);
    },
    stop: async () => {
      clearInterval(timer);
      // Waits for runs in progress; the database connection stays the app's to close.
      await boss.stop({ graceful: true, close: false, timeout: 30_000 });
    },
  };
}
