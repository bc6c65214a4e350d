import { z } from 'zod';

/** What /api/health checks; any one down makes the answer 503 and is listed in `failing`. */
export const HEALTH_CHECKS = ['database', 'storage', 'jobs'] as const;
export type THealthCheck = (typeof HEALTH_CHECKS)[number];

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), up: z.boolean() }),
  /** Uploaded files: a probe file written and deleted (local disk), or the bucket reachable (S3). */
  storage: z.object({ provider: z.enum(['local', 's3']), up: z.boolean() }),
  /** Scheduled jobs: their lease table answers; `enabled` says whether this instance runs them. */
  jobs: z.object({ enabled: z.boolean(), up: z.boolean() }),
  failing: z.array(z.enum(HEALTH_CHECKS)),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type THealth = z.infer<typeof ZHealth>;
