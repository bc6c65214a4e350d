import { fieldLabel, sentence, type TErrorBody } from '@launchpad/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable, isUnstorableText } from '../lib/pg-errors';

type TValidationIssue = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };

/**
 * Schema issues as sentences a person can act on (`message`), and the same sentences by field path
 * (`fields`, e.g. `{ "card.number": "…" }`) so a form can show each one under its own field. The path
 * is never written into the sentence: "url: …" is for programs, not for people.
 */
export function describeValidation(
  context: string | undefined,
  issues: TValidationIssue[],
): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const parts = issues.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    let text: string;
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params.keys as string[] | undefined) ?? [];
      const where = field ? ` in ${fieldLabel(field).toLowerCase()}` : '';
      text = `Unknown field${keys.length === 1 ? '' : 's'}${where}: ${keys.join(', ')}`;
    } else if (issue.keyword === 'invalid_type' && /received undefined$/.test(issue.message ?? '')) {
      text = `${fieldLabel(field || context || 'body')} is required`;
    } else {
      text =
        (field && readableDefault(fieldLabel(field), issue.message)) ||
        sentence(issue.message ?? 'This value is not accepted');
    }
    if (field) fields[field] ??= text;
    return text;
  });
  return { message: [...new Set(parts)].join('; '), fields };
}

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

/**
 * zod's own English messages, for rules written without one ("Invalid input: expected string, received array",
 * "Too big: expected number to be <=50"), as a sentence about the field. Undefined for any other message.
 */
function readableDefault(label: string, message: string | undefined): string | undefined {
  const type = /^Invalid input: expected (\w+), received \w+$/.exec(message ?? '');
  if (type) return `${label} must be ${KIND[type[1] ?? ''] ?? type[1]}`;
  const size = /^Too (big|small): expected (\w+) to (?:have|be) ([<>]=?)(-?[\d.]+)(?: (\w+))?$/.exec(message ?? '');
  if (!size) return undefined;
  const [, , , comparison, limit, unit] = size;
  const bound = { '<=': 'at most', '<': 'less than', '>=': 'at least', '>': 'more than' }[comparison ?? ''];
  return `${label} must be ${bound} ${limit}${unit ? ` ${unit}` : ''}`;
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
    let fields: Record<string, string> | undefined;
    if (error instanceof AppError) {
      status = error.statusCode;
      message = error.message;
      fields = error.fields;
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      ({ message, fields } = describeValidation(error.validationContext, error.validation));
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
    const body: TErrorBody = { success: false, message, ...(fields && Object.keys(fields).length > 0 && { fields }) };
    return reply.code(status).send(body);
  });
}
