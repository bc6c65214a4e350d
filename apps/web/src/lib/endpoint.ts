import { type TAnyEndpoint, type TPathParamNames, type TPathParams, pathOf } from '@launchpad/shared';
import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { z } from 'zod';

/** The api's success envelope: `{ success: true, message?, data }`. */
export type TEnvelope<T> = { success: true; message?: string; data: T };
/** The `data` of a success envelope. */
export const unwrap = <T>(response: TEnvelope<T>): T => response.data;

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
 * An RTK Query `query` + `transformResponse` from an endpoint definition: the result is the envelope's
 * `data`, typed by the definition. `toCall` turns the hook's argument into the call's parts (path
 * parameters, query, body), so a hook keeps the argument its callers already pass.
 */
export function fromEndpoint<TEndpoint extends TAnyEndpoint, TArg>(
  endpoint: TEndpoint,
  toCall: (arg: TArg) => TEndpointCall<TEndpoint>,
) {
  return {
    query: (arg: TArg) => endpointRequest(endpoint, toCall(arg)),
    transformResponse: (response: TResponseOf<TEndpoint>) => (response as { data: TDataOf<TEndpoint> }).data,
  };
}
