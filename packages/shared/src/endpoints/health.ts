import { ZHealth } from '../contracts/health';
import { defineEndpoint } from './define';

/** Liveness and readiness for load balancers and monitors. */
export const healthEndpoints = {
  /**
   * 200 when every check is up, 503 with the same envelope (and a message naming what fails) when one is
   * down: the api registers it by hand for that second status, on this definition's path and answer.
   */
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Health: database, storage and jobs up, version and uptime',
    access: 'public',
    data: ZHealth,
    tags: ['health'],
  }),
};
