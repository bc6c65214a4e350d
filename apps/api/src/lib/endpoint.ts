import type { TAnyEndpoint } from '@launchpad/shared';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
} from 'fastify';
import type { z } from 'zod';

type TOutput<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : undefined;

/** The request a handler gets: params, query and body as the definition's schemas parse them. */
export type TEndpointRequest<TEndpoint extends TAnyEndpoint> = FastifyRequest<{
  Params: TOutput<TEndpoint['params']>;
  Querystring: TOutput<TEndpoint['query']>;
  Body: TOutput<TEndpoint['body']>;
}>;

/**
 * What a handler answers: the envelope without `success` (`{ data, message? }`, plus `page_meta` when paged).
 * The definition's message is the answer's unless the handler writes another.
 */
export type TEndpointAnswer<TEndpoint extends TAnyEndpoint> = Omit<z.input<TEndpoint['response']>, 'success'>;

type TCheck = (request: FastifyRequest) => Promise<void>;

export type TEndpointOptions<TEndpoint extends TAnyEndpoint> = {
  /** Route config passed through to Fastify (the body depth an upload allows, for one; a rate limit is in the definition). */
  config?: FastifyContextConfig;
  /** A public endpoint that answers signed-in callers differently reads the caller when a token is sent. */
  readsUser?: boolean;
  /** Other answers the handler sends itself (`return reply.code(422).send(report)`), by status, for the document. */
  otherAnswers?: Record<number, z.ZodType>;
  handler: (
    request: TEndpointRequest<TEndpoint>,
    reply: FastifyReply,
  ) => Promise<TEndpointAnswer<TEndpoint> | FastifyReply>;
} & (TEndpoint['access'] extends 'influencer'
  ? {
      /** Whether the signed-in caller is an approved influencer (the influencer module knows). */
      approvedInfluencer: TCheck;
    }
  : { approvedInfluencer?: never }) &
  (TEndpoint['access'] extends 'build_startup_ai'
    ? {
        /**
         * Whether the caller, anonymous too, may use the AI builder (the launchpad module knows): strangers
         * are told to subscribe (403) rather than sent to sign in (SPEC §5, §8).
         */
        builderAccess: TCheck;
      }
    : { builderAccess?: never });

/** The preValidation guard of an access level: before the body is validated, so refusals come first. */
function guardOf(
  app: FastifyInstance,
  endpoint: TAnyEndpoint,
  options: { readsUser?: boolean; approvedInfluencer?: TCheck; builderAccess?: TCheck },
) {
  switch (endpoint.access) {
    case 'public':
      return options.readsUser ? app.optionalUser : undefined;
    case 'signed-in':
      return app.requireUser;
    case 'tools':
      return app.requirePlanFeature(endpoint.access);
    case 'build_startup_ai': {
      const builderAccess = options.builderAccess;
      if (!builderAccess) throw new Error(`${endpoint.method} ${endpoint.path} needs the builder access check`);
      return async (request: FastifyRequest) => {
        await app.optionalUser(request);
        await builderAccess(request);
      };
    }
    case 'admin':
      return app.requireRole('admin');
    case 'influencer': {
      const approved = options.approvedInfluencer;
      if (!approved) throw new Error(`${endpoint.method} ${endpoint.path} needs the approved-influencer check`);
      return async (request: FastifyRequest) => {
        await app.requireUser(request);
        await approved(request);
      };
    }
  }
}

/**
 * Registers an endpoint from its definition (packages/shared/src/endpoints): method, path, schemas, tags
 * and summary for the OpenAPI document, the guard its access calls for, and the success envelope around
 * what the handler answers.
 */
export function addEndpoint<TEndpoint extends TAnyEndpoint>(
  app: FastifyInstance,
  endpoint: TEndpoint,
  options: TEndpointOptions<TEndpoint>,
): void {
  const guard = guardOf(app, endpoint, options);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...((endpoint.rateLimit || options.config) && {
      config: { ...(endpoint.rateLimit && { rateLimit: endpoint.rateLimit }), ...options.config },
    }),
    ...(guard && { preValidation: guard as preValidationHookHandler }),
    schema: {
      summary: endpoint.summary,
      ...(endpoint.tags && { tags: [...endpoint.tags] }),
      ...(endpoint.access !== 'public' && { security: [{ bearer: [] }] }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.upload && { consumes: ['multipart/form-data'] }),
      ...(endpoint.produces && { produces: [...endpoint.produces] }),
      // A file answer has no envelope to describe: its media types say what it is, and the document keeps
      // its default 200 answer (an empty response map would leave the operation without a success answer).
      ...((!endpoint.produces || options.otherAnswers) && {
        response: {
          ...(!endpoint.produces && { [endpoint.status ?? 200]: endpoint.response }),
          ...options.otherAnswers,
        },
      }),
    },
    handler: async (request, reply) => {
      const answer = await options.handler(request as TEndpointRequest<TEndpoint>, reply);
      // The handler sent another answer itself (see otherAnswers).
      if (reply.sent) return reply;
      if (endpoint.status) reply.code(endpoint.status);
      return {
        success: true as const,
        ...(endpoint.message !== undefined && { message: endpoint.message }),
        ...answer,
      };
    },
  });
}

/** A request part as parsed, `unknown` (nothing to add) when absent, empty or optional and not sent. */
type TParsed<TSchema> = TSchema extends z.ZodType
  ? string extends keyof NonNullable<z.output<TSchema>>
    ? unknown
    : NonNullable<z.output<TSchema>>
  : unknown;

/**
 * What a service endpoint's function gets beside its dependencies: the caller's account id (every access
 * but `public` has one) and the request's params, query and body as the definition's schemas parse them,
 * in one object. The account id is written last, so no request field can stand in for it.
 */
export type TServiceInput<TEndpoint extends TAnyEndpoint> = (TEndpoint['access'] extends 'public'
  ? unknown
  : { userId: string }) &
  TParsed<TEndpoint['params']> &
  TParsed<TEndpoint['query']> &
  TParsed<TEndpoint['body']>;

/** Endpoints whose answer is `{ data, message }` and nothing else: no page meta, extras, uploads or files. */
type TServiceable<TEndpoint extends TAnyEndpoint> = TEndpoint['paged'] extends true
  ? false
  : TEndpoint['extra'] extends object
    ? false
    : TEndpoint['upload'] extends true
      ? false
      : TEndpoint['produces'] extends readonly string[]
        ? false
        : TEndpoint['access'] extends 'influencer' | 'build_startup_ai'
          ? false
          : true;

/**
 * The service function that answers an endpoint: it gets the app's dependencies and the request in one
 * object (TServiceInput), and resolves to the answer's `data` (nothing when the definition has none).
 */
export type TEndpointService<TEndpoint extends TAnyEndpoint> =
  TServiceable<TEndpoint> extends true
    ? (
        deps: FastifyInstance['deps'],
        input: TServiceInput<TEndpoint>,
      ) => Promise<TEndpoint['data'] extends z.ZodType ? z.input<TEndpoint['data']> : void>
    : never;

type TServiceEndpoint = {
  endpoint: TAnyEndpoint;
  service: (deps: FastifyInstance['deps'], input: Record<string, unknown>) => Promise<unknown>;
};

/**
 * A module's service endpoints: each endpoint of `group` named in `services` is answered by that function.
 * The module's routes file registers them with addServiceEndpoints; it writes a handler of its own only
 * for an answer that is more than `data` and the definition's message.
 */
export function serviceEndpoints<const TGroup extends Record<string, TAnyEndpoint>>(
  group: TGroup,
  services: { [K in keyof TGroup]?: TEndpointService<TGroup[K]> },
): readonly TServiceEndpoint[] {
  return Object.entries(services).map(([name, service]) => {
    const endpoint = group[name];
    if (!endpoint) throw new Error(`No endpoint named ${name} for its service`);
    if (!endpoint.data && !endpoint.message) {
      throw new Error(`${endpoint.method} ${endpoint.path} answers only a message: its definition needs one`);
    }
    return { endpoint, service: service as TServiceEndpoint['service'] };
  });
}

const objectOrEmpty = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

/** Registers service endpoints (see serviceEndpoints): the service's result is the answer's `data`. */
export function addServiceEndpoints(app: FastifyInstance, endpoints: readonly TServiceEndpoint[]): void {
  for (const { endpoint, service } of endpoints) {
    addEndpoint(app, endpoint, {
      handler: async (request) => {
        const input = {
          ...objectOrEmpty(request.params),
          ...objectOrEmpty(request.query),
          ...objectOrEmpty(request.body),
          ...(endpoint.access !== 'public' && { userId: request.auth.userId }),
        };
        const data = await service(app.deps, input);
        return (endpoint.data ? { data } : {}) as TEndpointAnswer<TAnyEndpoint>;
      },
    } as TEndpointOptions<TAnyEndpoint>);
  }
}
