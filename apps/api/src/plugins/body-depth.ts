import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * The deepest nesting of objects and arrays any JSON body may have. Recursive schemas (the organisation
 * chart) would otherwise recurse once per level and overflow the stack on a hostile body long before
 * their own depth rule is reached; no legitimate body comes close (a full chart is 53 levels).
 */
export const MAX_BODY_DEPTH = 64;

/** A route's own, tighter rule, set as `config: { bodyDepth: { max, message } }`. */
export type TBodyDepthRule = { max: number; message: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    bodyDepth?: TBodyDepthRule;
  }
}

/** Arrays and plain objects: what JSON.parse makes (a raw Buffer body or a stream is not walked). */
function isContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Whether `value` nests objects and arrays more than `max` levels deep (a flat object is 1). Walks with
 * its own stack, not recursion, and stops at the first container past the limit.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  if (!isContainer(value)) return false;
  const stack: { node: object; depth: number }[] = [{ node: value, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: object; depth: number };
    if (depth > max) return true;
    for (const child of Object.values(node)) {
      if (isContainer(child)) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return false;
}

/**
 * Every parsed JSON body is measured before schema validation runs: one nested too deeply is a 400 with
 * the route's message (or a general one), never a stack overflow inside the validator.
 */
export function registerBodyDepthLimit(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.bodyDepth;
    const max = Math.min(rule?.max ?? MAX_BODY_DEPTH, MAX_BODY_DEPTH);
    if (nestsDeeperThan(request.body, max)) {
      throw new AppError(
        'BAD_REQUEST',
        rule?.message ??
          `The request body is nested too deeply: at most ${MAX_BODY_DEPTH} levels of objects and arrays.`,
      );
    }
  });
}
