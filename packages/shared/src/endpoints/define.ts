import type { z } from 'zod';
import { ZListPageMeta } from '../contracts/catalog';
import { messageOnly, success } from '../contracts/envelope';

// Paths need no zod: the web's light pages fill them too (paths.ts).
export * from './paths';

/** Who may call an endpoint (SPEC §6): anyone, any signed-in account, a plan feature, an influencer, staff. */
export const ENDPOINT_ACCESS = ['public', 'signed-in', 'tools', 'build_startup_ai', 'influencer', 'admin'] as const;
export type TAccess = (typeof ENDPOINT_ACCESS)[number];
/** The access of a route, as the authorisation matrix and the OpenAPI document read it. */
export type TRouteGuard = TAccess;

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an endpoint is: written once here, read by the api, the web and the tests. */
export type TEndpointSpec = {
  method: THttpMethod;
  /** Fastify form: `/api/payment/coupan-check/:id`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  access: TAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * What `data` of the success envelope holds. None when the answer only says what happened: then the
   * envelope is `{ success: true, message }`, the message always there.
   */
  data?: z.ZodType;
  /**
   * The message of the success answer (SPEC's wording), when it is the same every time. An endpoint without
   * `data` needs one, or a handler that writes it.
   */
  message?: string;
  /**
   * How often one address may call it, when the api's default (every write 120 times a minute) is not the
   * right limit: sign-in and sign-up, payments, anything that mails or costs money.
   */
  rateLimit?: { max: number; timeWindow: string };
  /** The status of the success answer: 201 when the call creates something, 200 otherwise. */
  status?: 200 | 201;
  /** A paged list: the envelope carries `page_meta` beside `data`. */
  paged?: boolean;
  /** Fields of the envelope beside `data` (a list's totals, say). */
  extra?: Record<string, z.ZodType>;
  /** The request is a multipart/form-data file upload, read by the handler (no JSON `body`). */
  upload?: true;
  /**
   * The success answer is a file of one of these media types, which the handler sends itself (no JSON
   * envelope): `data` is then `z.never()`.
   */
  produces?: readonly string[];
  tags?: readonly string[];
};

/**
 * The fields of an endpoint's success envelope: `success`, `message?`, `data`, then `page_meta` and extras;
 * `success` and `message` only when the endpoint has no data.
 */
type TEnvelopeShape<TSpec extends TEndpointSpec> = { success: z.ZodLiteral<true> } & (TSpec['data'] extends z.ZodType
  ? { message: z.ZodOptional<z.ZodString>; data: TSpec['data'] }
  : { message: z.ZodString }) &
  (TSpec['paged'] extends true ? { page_meta: typeof ZListPageMeta } : unknown) &
  (TSpec['extra'] extends Record<string, z.ZodType> ? TSpec['extra'] : unknown);

/** The success envelope of an endpoint: `{ success: true, message?, data }` (and `page_meta` when paged). */
export type TEnvelopeSchema<TSpec extends TEndpointSpec> = z.ZodObject<TEnvelopeShape<TSpec>>;

export type TEndpoint<TSpec extends TEndpointSpec = TEndpointSpec> = TSpec & {
  /** The 200 answer, derived from `data`. */
  response: TEnvelopeSchema<TSpec>;
};
/** Any endpoint definition, whatever its schemas. */
export type TAnyEndpoint = TEndpointSpec & { response: z.ZodType };

/** Defines an endpoint: the spec as written, plus its success envelope derived from `data`. */
export function defineEndpoint<const TSpec extends TEndpointSpec>(spec: TSpec): TEndpoint<TSpec> {
  const response = (spec.data ? success(spec.data) : messageOnly).extend({
    ...(spec.paged && { page_meta: ZListPageMeta }),
    ...spec.extra,
  });
  return { ...spec, response: response as unknown as TEnvelopeSchema<TSpec> };
}
