import { ERROR_STATUS, type TAppErrorCode } from '@launchpad/shared';

/** A failure a person can act on: the message is shown to them as is (for statuses below 500). */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: TAppErrorCode,
    message: string,
    /** Sent as Retry-After: when a refused caller (429) may try again. */
    readonly retryAfterSeconds?: number,
    /** The same sentences by the request's field path ("card.number"), for a form to show under each field. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

/** What a request hears when the account behind its token has been deleted. */
export const ACCOUNT_GONE = 'Your account no longer exists. Please sign in again.';

/**
 * A 400 for input that breaks the rules of named fields: the message is the sentences joined for people
 * ("Name is required; Price must be whole pence"), and `fields` keeps each by its field path.
 */
export function invalidFields(issues: { field: string; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.field] ??= issue.message;
  return new AppError('BAD_REQUEST', [...new Set(issues.map((issue) => issue.message))].join('; '), undefined, fields);
}
