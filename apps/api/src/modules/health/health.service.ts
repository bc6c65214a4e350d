import type { THealth } from '@launchpad/shared';
import type { TDatabase } from '../../db/client';
import { API_VERSION } from '../../lib/paths';

export async function checkHealth(deps: { database: TDatabase; startedAt: number }): Promise<THealth> {
  const up = await deps.database.ping();
  return {
    status: up ? 'ok' : 'degraded',
    database: { engine: deps.database.engine, up },
    version: API_VERSION,
    uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
  };
}
