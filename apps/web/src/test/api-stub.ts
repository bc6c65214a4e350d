import { ENDPOINTS, matchesPath } from '@launchpad/shared';
import { expect, vi } from 'vitest';
import { z } from 'zod';

/** One recorded call to the api: method, path (with query) and the parsed JSON body, if any. */
export type TRecordedCall = { method: string; path: string; body: unknown; authorization: string | null };
type THandler = (call: TRecordedCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** `{ success: true, data }`, the api's success envelope. */
export const ok = (data: unknown, message?: string) =>
  json(200, message ? { success: true, message, data } : { success: true, data });
/** `{ success: false, message }` with `status`. */
export const fail = (status: number, message: string) => json(status, { success: false, message });
/** A refusal of named fields, as the api sends it: the sentences joined, and each by its field path. */
export const failFields = (status: number, fields: Record<string, string>) =>
  json(status, { success: false, message: Object.values(fields).join('; '), fields });

/**
 * Where a 2xx JSON answer of the stand-in differs from what the api may send for this call (the response
 * schema of the endpoint definition whose method and path match): one line per difference, none when it
 * matches or no definition covers the path.
 */
export async function driftFromDefinition(method: string, path: string, answer: Response): Promise<string[]> {
  if (answer.status < 200 || answer.status >= 300) return [];
  if (!answer.headers.get('content-type')?.includes('application/json')) return [];
  // A fixed path wins over a parameter, as in the api's router (`/api/products/add` is not `/api/products/:id`).
  const endpoint = ENDPOINTS.filter((e) => e.method === method && matchesPath(e, path)).sort(
    (a, b) => a.path.split(':').length - b.path.split(':').length,
  )[0];
  if (!endpoint) return [];
  const parsed = endpoint.response.safeParse(await answer.clone().json());
  return parsed.success
    ? []
    : [`${method} ${path}: the stand-in answer is not what the api sends\n${z.prettifyError(parsed.error)}`];
}

/**
 * Stands in for the api at the browser's edge (`fetch`): `routes` maps "METHOD /path" to a handler;
 * anything else answers 404 like the real api. Every 2xx answer for a path an endpoint definition covers
 * (packages/shared/src/endpoints) is held to that definition's response schema: an answer the api could
 * not give fails the test. Returns every call made, in order.
 */
export function stubApi(routes: Record<string, THandler>) {
  const calls: TRecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    const text = input.method === 'GET' || input.method === 'HEAD' ? '' : await input.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // multipart or other non-JSON bodies stay as text
    }
    const call = {
      method: input.method,
      path: `${url.pathname}${url.search}`,
      body,
      authorization: input.headers.get('authorization'),
    };
    calls.push(call);
    const handler = routes[`${input.method} ${url.pathname}`];
    if (!handler) return fail(404, `No route for ${input.method} ${url.pathname}.`);
    const answer = await handler(call);
    const drift = await driftFromDefinition(input.method, url.pathname, answer);
    expect.soft(drift, 'stand-in answers match the endpoint definitions').toEqual([]);
    return drift.length > 0 ? fail(500, drift.join('\n')) : answer;
  });
  return {
    calls,
    /** The calls to one "METHOD /path". */
    to: (route: string) => calls.filter((c) => `${c.method} ${c.path.split('?')[0]}` === route),
  };
}
