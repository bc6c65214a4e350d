import { z } from 'zod';

/** Success envelope: `{ success: true, message?, data }`. */
export const success = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

/** The answer of a call that only says what happened: `{ success: true, message }`. */
export const messageOnly = z.object({ success: z.literal(true), message: z.string() });
