import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './pg-errors';

const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('pg-errors', () => {
  it('finds a unique violation on the error or its cause', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(wrapped({ code: '23505' }))).toBe(true);
    expect(isUniqueViolation(wrapped({ code: '23503' }))).toBe(false);
  });

  it('recognises a database that cannot be reached or went away', () => {
    expect(isDatabaseUnavailable(wrapped({ code: '57P01', message: 'terminating connection' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(
      isDatabaseUnavailable(wrapped({ code: '55000', message: 'database "x" is not currently accepting connections' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
