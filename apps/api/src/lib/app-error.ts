import { ERROR_STATUS, type TAppErrorCode } from '@launchpad/shared';

/** A failure a person can act on: the message is shown to them as is (for statuses below 500). */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: TAppErrorCode,
    message: string,
    /** Sent as Retry-After: when a refused caller (429) may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}
