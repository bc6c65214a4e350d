import type { THealth, THealthCheck } from '@launchpad/shared';
import type { TDeps } from '../../core';
import { API_VERSION } from '../../lib/paths';
import { readJobQueue } from '../jobs';

type THealthDeps = Pick<TDeps, 'database' | 'storage' | 'startedAt'> & {
  config: Pick<TDeps['config'], 'JOBS_ENABLED'>;
};

/** A check that has not answered by then counts as down: a hung disk or bucket must not hang the probe. */
const CHECK_TIMEOUT_MS = 5000;

/** Whether `check` settles without error within CHECK_TIMEOUT_MS. */
async function passes(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((settle) => {
    timer = setTimeout(() => settle(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      check().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a load balancer or an operator needs to know: the database answers, uploads can be stored, and the
 * job queue every instance shares (pg-boss's tables in the database) answers. Any one down is
 * listed in `failing` and makes the status degraded.
 */
export async function checkHealth(deps: THealthDeps): Promise<THealth> {
  const [databaseUp, storageUp, jobsUp] = await Promise.all([
    passes(async () => {
      if (!(await deps.database.ping())) throw new Error('database did not answer');
    }),
    passes(() => deps.storage.check()),
    passes(() => readJobQueue(deps.database.db)),
  ]);
  const results: Record<THealthCheck, boolean> = { database: databaseUp, storage: storageUp, jobs: jobsUp };
  const failing = (Object.keys(results) as THealthCheck[]).filter((check) => !results[check]);
  return {
    status: failing.length === 0 ? 'ok' : 'degraded',
    database: { engine: deps.database.engine, up: databaseUp },
    storage: { provider: deps.storage.name, up: storageUp },
    jobs: { enabled: deps.config.JOBS_ENABLED, up: jobsUp },
    failing,
    version: API_VERSION,
    uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
  };
}
