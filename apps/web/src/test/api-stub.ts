import { vi } from 'vitest';

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
 * Stands in for the api at the browser's edge (`fetch`): `routes` maps "METHOD /path" to a handler;
 * anything else answers 404 like the real api. Returns every call made, in order.
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
    return handler(call);
  });
  return {
    calls,
    /** The calls to one "METHOD /path". */
    to: (route: string) => calls.filter((c) => `${c.method} ${c.path.split('?')[0]}` === route),
  };
}
