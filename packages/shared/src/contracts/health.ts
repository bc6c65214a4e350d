import { z } from 'zod';
import { success } from './envelope';

export const HEALTH_PATH = '/api/health';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), up: z.boolean() }),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type THealth = z.infer<typeof ZHealth>;
export const ZHealthResponse = success(ZHealth);
