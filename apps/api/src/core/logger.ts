import { pino } from 'pino';
import type { TConfig } from '../config/env';
import type { TLogger } from './deps';

/** Never written to a log line, whatever object carries them. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.token',
  '*.refreshToken',
  '*.accessToken',
];

/**
 * The one logger of a process: services, jobs and Fastify (which adds its request fields) write through
 * it. LOG_LEVEL=silent writes nothing; `stream` replaces stdout (the security suite reads it for secrets).
 */
export function createLogger(config: Pick<TConfig, 'LOG_LEVEL'>, stream?: NodeJS.WritableStream): TLogger {
  const options = { level: config.LOG_LEVEL, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return stream ? pino(options, stream) : pino(options);
}
