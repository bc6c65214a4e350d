import type { TErrorBody } from '@launchpad/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable, isUnstorableText } from '../lib/pg-errors';

type TValidationIssue = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };

/** Turns schema issues into one sentence a person can act on, naming each field. */
export function describeValidation(context: string | undefined, issues: TValidationIssue[]): string {
  const parts = issues.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params.keys as string[] | undefined) ?? [];
      const where = field ? ` in ${field}` : '';
      return `Unknown field${keys.length === 1 ? '' : 's'}${where}: ${keys.join(', ')}`;
    }
    if (issue.keyword === 'invalid_type' && /received undefined$/.test(issue.message ?? '')) {
      return `${field || context || 'body'} is required`;
    }
    return field ? `${field}: ${issue.message}` : `${context ?? 'request'}: ${issue.message}`;
  });
  return parts.join('; ');
}

/** Fastify's own request errors, reworded for the person reading them. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON with Content-Type: application/json.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

/**
 * One place maps every failure to `{ success: false, message }`: messages below 500 are shown as they
 * are; a 5xx is logged with its details and the client sees a generic sentence, never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The browser went away mid-response (a reload cancels requests in flight): nothing failed on our side.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && (request.raw.destroyed || reply.raw.destroyed)) {
      request.log.info('client closed the connection before the response was complete');
      return reply;
    }
    let status: number;
    let message: string;
    if (error instanceof AppError) {
      status = error.statusCode;
      message = error.message;
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      message = describeValidation(error.validationContext, error.validation);
    } else if (error.validation) {
      status = 400;
      message = error.message;
    } else if (error.code && FRAMEWORK_MESSAGES[error.code]) {
      status = error.statusCode ?? 400;
      message = FRAMEWORK_MESSAGES[error.code] as string;
    } else if (isUnstorableText(error)) {
      status = 400;
      message = 'Text may not contain NUL characters (\\u0000). Remove them and try again.';
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      message = error.message;
    } else if (isDatabaseUnavailable(error)) {
      // Retrying is safe: payments and checkouts are idempotent, so nothing is charged twice.
      status = 503;
      message = 'Our service is briefly unavailable. Please try again in a moment: nothing will be charged twice.';
      reply.header('retry-after', '5');
    } else {
      status = 500;
      message = 'Something went wrong on our side. Please try again.';
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const body: TErrorBody = { success: false, message };
    return reply.code(status).send(body);
  });
}
