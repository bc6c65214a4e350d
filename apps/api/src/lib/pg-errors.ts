/** The error and its causes (drizzle wraps the driver's error), nearest first. */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** PostgreSQL's code for a unique violation is on the error or its cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (const cause of causes(error)) if (cause.code === '23505') return true;
  return false;
}

/** Socket errors a database client reports when the server cannot be reached or went away. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

/**
 * The database could not be reached or dropped the connection: PostgreSQL's connection exceptions (class
 * 08), shutdowns (57P01–57P03), socket errors, a database closed to connections, or node-postgres's
 * "Connection terminated".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (code.startsWith('08') || /^57P0[123]$/.test(code) || SOCKET_CODES.has(code)) return true;
    const message = typeof cause.message === 'string' ? cause.message : '';
    // "Connection terminated…" (node-postgres), "database … is not currently accepting connections" (55000).
    if (/^Connection terminated|is not currently accepting connections/.test(message)) return true;
  }
  return false;
}

/**
 * PostgreSQL refused text it cannot store: a NUL character (22P05 untranslatable_character, 22021
 * character_not_in_repertoire). The client sent it, so it is their input to fix, not a server fault.
 */
export function isUnstorableText(error: unknown): boolean {
  for (const cause of causes(error)) {
    if (cause.code === '22P05' || cause.code === '22021') return true;
    if (
      typeof cause.message === 'string' &&
      /unsupported Unicode escape sequence|invalid byte sequence/.test(cause.message)
    ) {
      return true;
    }
  }
  return false;
}
