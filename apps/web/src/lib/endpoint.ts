import {
  type TAnyEndpoint,
  type TListPageMeta,
  type TPathParamNames,
  type TPathParams,
  type TAnyRoute,
  type TRouteOf,
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

/*
 * Each call is built on an endpoint's route (`catalogRoutes.product`, generated from the definitions), never on
 * the definition itself: the route holds only the method and path the request needs, and its type carries
 * the definition's, so the calls are typed as exactly while the browser evaluates no zod schema (issue 23).
 */

/** The definition a route stands for: a union of routes (`writes[type].create`) stands for the union. */
export type TDefinitionOf<TRoute extends TAnyRoute> = NonNullable<TRoute['definition']>;

/** The request RTK Query sends for one call: url from the route's path, its method, query and body. */
export function endpointRequest<TRoute extends TAnyRoute>(
  route: TRoute,
  call: TEndpointCall<TDefinitionOf<TRoute>>,
): FetchArgs {
  const { params, query, body } = (call ?? {}) as TCallParts;
  const url = (pathOf as (e: { path: string }, p?: Record<string, string | number>) => string)(route, params);
  return {
    url,
    method: route.method,
    ...(query !== undefined && { params: query }),
    ...(body !== undefined && { body }),
  };
}

/**
 * An RTK Query `query` + `transformResponse` from an endpoint's route. `toCall` turns the hook's
 * argument into the call's parts (path parameters, query, body), so a hook keeps the argument its callers
 * already pass. The result is the envelope's `data`, typed by the definition, or what `transform` makes of
 * the whole answer (`written`, `pageOf`, …).
 */
export function fromEndpoint<TRoute extends TAnyRoute, TArg, TResult = TDataOf<TDefinitionOf<TRoute>>>(
  route: TRoute,
  toCall: (arg: TArg) => TEndpointCall<TDefinitionOf<TRoute>>,
  transform?: (response: TResponseOf<TDefinitionOf<TRoute>>) => TResult,
) {
  return {
    query: (arg: TArg) => endpointRequest(route, toCall(arg)),
    // NoInfer: the hook's result comes from here, never from what build.query expects of it.
    transformResponse: (response: TResponseOf<TDefinitionOf<TRoute>>): NoInfer<TResult> =>
      transform ? transform(response) : (response as { data: TResult }).data,
  };
}

/**
 * An RTK Query `query` + `transformResponse` for an endpoint whose answer is a file (`produces`): fetched with
 * the access token like any call, answered as an object URL the caller saves and revokes.
 */
export function fileFromEndpoint<TRoute extends TRouteOf<TAnyEndpoint & { produces: readonly string[] }>, TArg>(
  route: TRoute,
  toCall: (arg: TArg) => TEndpointCall<TDefinitionOf<TRoute>>,
) {
  return {
    query: (arg: TArg): FetchArgs => ({ ...endpointRequest(route, toCall(arg)), responseHandler: fileAsObjectUrl }),
    transformResponse: (objectUrl: string) => objectUrl,
  };
}
