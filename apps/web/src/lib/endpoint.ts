import {
  type TAnyEndpoint,
  type TListPageMeta,
  type TPathParamNames,
  type TPathParams,
  pathOf,
} from '@launchpad/shared';
import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { z } from 'zod';
import { fileAsObjectUrl } from '@/lib/api';

/** The api's success envelope: `{ success: true, message?, data }`. */
export type TEnvelope<T> = { success: true; message?: string | undefined; data: T };
/** The `data` of a success envelope. */
export const unwrap = <T>(response: TEnvelope<T>): T => response.data;

/** What a write answered: the server's message (shown as is) and its data. */
export type TWritten<T> = { message: string | null; data: T };
export const written = <T>(response: TEnvelope<T>): TWritten<T> => ({
  message: response.message ?? null,
  data: response.data,
});

/** One page of a paged list. */
export type TPageOf<T> = { items: T[]; pageMeta: TListPageMeta };
export const pageOf = <T>(response: TEnvelope<T[]> & { page_meta: TListPageMeta }): TPageOf<T> => ({
  items: response.data,
  pageMeta: response.page_meta,
});

/** The whole success answer of an endpoint, and its `data`, as the definition types them. */
export type TResponseOf<TEndpoint extends TAnyEndpoint> = z.output<TEndpoint['response']>;
export type TDataOf<TEndpoint extends TAnyEndpoint> = z.output<TEndpoint['data']>;

type TBodyPart<TSchema> = TSchema extends z.ZodType
  ? undefined extends z.input<TSchema>
    ? { body?: z.input<TSchema> | undefined }
    : { body: z.input<TSchema> }
  : unknown;
type TQueryPart<TSchema> = TSchema extends z.ZodType ? { query?: z.input<TSchema> | undefined } : unknown;
type TParamsPart<TPath extends string> = [TPathParamNames<TPath>] extends [never]
  ? unknown
  : { params: TPathParams<TPath> };

/** What one call of an endpoint sends: its path parameters, query and body, each only where it takes one. */
export type TEndpointCall<TEndpoint extends TAnyEndpoint> = TParamsPart<TEndpoint['path']> &
  TQueryPart<TEndpoint['query']> &
  TBodyPart<TEndpoint['body']>;

type TCallParts = { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };

/** The request RTK Query sends for one call: url from the definition's path, its method, query and body. */
export function endpointRequest<TEndpoint extends TAnyEndpoint>(
  endpoint: TEndpoint,
  call: TEndpointCall<TEndpoint>,
): FetchArgs {
  const { params, query, body } = (call ?? {}) as TCallParts;
  const url = (pathOf as (e: { path: string }, p?: Record<string, string | number>) => string)(endpoint, params);
  return {
    url,
    method: endpoint.method,
    ...(query !== undefined && { params: query }),
    ...(body !== undefined && { body }),
  };
}

/**
 * An RTK Query `query` + `transformResponse` from an endpoint definition. `toCall` turns the hook's
 * argument into the call's parts (path parameters, query, body), so a hook keeps the argument its callers
 * already pass. The result is the envelope's `data`, typed by the definition, or what `transform` makes of
 * the whole answer (`written`, `pageOf`, …).
 */
export function fromEndpoint<TEndpoint extends TAnyEndpoint, TArg, TResult = TDataOf<TEndpoint>>(
  endpoint: TEndpoint,
  toCall: (arg: TArg) => TEndpointCall<TEndpoint>,
  transform?: (response: TResponseOf<TEndpoint>) => TResult,
) {
  return {
    query: (arg: TArg) => endpointRequest(endpoint, toCall(arg)),
    // NoInfer: the hook's result comes from here, never from what build.query expects of it.
    transformResponse: (response: TResponseOf<TEndpoint>): NoInfer<TResult> =>
      transform ? transform(response) : (response as { data: TResult }).data,
  };
}

/**
 * An RTK Query `query` + `transformResponse` for an endpoint whose answer is a file (`produces`): fetched with
 * the access token like any call, answered as an object URL the caller saves and revokes.
 */
export function fileFromEndpoint<TEndpoint extends TAnyEndpoint & { produces: readonly string[] }, TArg>(
  endpoint: TEndpoint,
  toCall: (arg: TArg) => TEndpointCall<TEndpoint>,
) {
  return {
    query: (arg: TArg): FetchArgs => ({ ...endpointRequest(endpoint, toCall(arg)), responseHandler: fileAsObjectUrl }),
    transformResponse: (objectUrl: string) => objectUrl,
  };
}
