import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { jobLeases } from '../../db/schema';

export type TJob = {
  name: string;
  /** How often the job runs across all instances. */
  everyMs: number;
  /** The longest a run may take before another instance may take the job over. */
  leaseMs?: number;
  run: (now: Date) => Promise<unknown>;
};

export type TJobLog = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export type TScheduler = {
  /** Run every job that is due now, once (what each tick does). Resolves when they have finished. */
  tick: (now?: Date) => Promise<string[]>;
  stop: () => Promise<void>;
};

/**
 * Take the job's lease when the job is due (its last run started at least `everyMs` ago) and nobody
 * else holds it. One statement, so two instances asking at once cannot both win.
 */
export async function takeLease(db: TDb, job: TJob, holder: string, now: Date): Promise<boolean> {
  const leasedUntil = new Date(now.getTime() + (job.leaseMs ?? 10 * 60_000));
  const dueBefore = new Date(now.getTime() - job.everyMs);
  const rows = await db
    .insert(jobLeases)
    .values({ name: job.name, holder, leasedUntil, lastStartedAt: now })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, leasedUntil, lastStartedAt: now },
      setWhere: and(
        sql`${jobLeases.leasedUntil} <= ${now.toISOString()}`,
        sql`(${jobLeases.lastStartedAt} is null or ${jobLeases.lastStartedAt} <= ${dueBefore.toISOString()})`,
      ),
    })
    .returning({ name: jobLeases.name });
  return rows.length === 1;
}

/** Free the lease taken at `startedAt` (the scheduler's clock, so tests can run it at any time). */
async function releaseLease(db: TDb, name: string, holder: string, startedAt: Date, error: string | null) {
  await db
    .update(jobLeases)
    .set({ leasedUntil: startedAt, lastFinishedAt: new Date(), lastError: error })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}

/**
 * Runs scheduled jobs on a timer (renewals, reminders). Safe with several api instances on one
 * database: a lease in job_leases lets one instance run each job per period. The timer does not keep
 * the process alive; `stop` waits for a run in progress.
 */
export function startScheduler(
  deps: { db: TDb; log: TJobLog },
  jobs: TJob[],
  options: { tickMs?: number; holder?: string } = {},
): TScheduler {
  const holder = options.holder ?? randomUUID();
  let running: Promise<string[]> | null = null;

  const tick = (now = new Date()): Promise<string[]> => {
    if (running) return running;
    running = (async () => {
      const ran: string[] = [];
      for (const job of jobs) {
        const won = await takeLease(deps.db, job, holder, now).catch((error: unknown) => {
          deps.log.error({ job: job.name, err: error }, 'could not take a job lease');
          return false;
        });
        if (!won) continue;
        try {
          const result = await job.run(now);
          deps.log.info({ job: job.name, result }, 'job finished');
          await releaseLease(deps.db, job.name, holder, now, null);
          ran.push(job.name);
        } catch (error) {
          deps.log.error({ job: job.name, err: error }, 'job failed');
          const message = error instanceof Error ? error.message : String(error);
          // The lease then runs out on its own and another tick takes the job again; said in the log.
          await releaseLease(deps.db, job.name, holder, now, message).catch((release: unknown) =>
            deps.log.error({ job: job.name, err: release }, 'could not release a failed job’s lease'),
          );
        }
      }
      return ran;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void tick(), options.tickMs ?? 60_000);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      // Waits for a tick in progress to end; anything it hit was already logged inside the tick.
      await running?.catch((error: unknown) => deps.log.error({ err: error }, 'job tick ended with an error'));
    },
  };
}
