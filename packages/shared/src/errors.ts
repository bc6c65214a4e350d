import { z } from 'zod';

/** Every failure the api reports has one of these codes; the error handler maps it to a status. */
export const AppErrorCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  UNPROCESSABLE: 'UNPROCESSABLE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;
export type TAppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode];

export const ERROR_STATUS: Record<TAppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The body of every api error: SPEC-wide envelope `{ success: false, message }`. `message` is written for
 * people (no field names as prefixes); when the input broke the rules of named fields, `fields` holds the
 * same sentences by field path (`card.number`, `links.0.url`) so a form can show each under its field.
 */
export const ZErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
