import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import type { TUserInfo } from '@launchpad/shared';
import { authRoutes } from '@launchpad/shared/endpoints/routes/auth.generated';
import { env } from '@/config/env';
import { DEFAULT_ERROR_MESSAGE } from '@/config/messages';
import { paths } from '@/config/paths';
import { storageKeys } from '@/config/storage-keys';
import { navigateTo } from '@/lib/navigation';
import { sessionExpired, sessionRefreshed } from '@/lib/session-events';
import { readString } from '@/lib/storage';

/** How long a call may take before it fails with TIMEOUT_ERROR. */
export const API_TIMEOUT_MS = 30_000;

/**
 * The session refresh call (SPEC §4), on every page: its route from the auth group's generated routes alone, so
 * the first load carries neither zod nor every route some other page uses.
 */
const { updateCreds } = authRoutes;

/** SPEC §8 client error types: FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR, otherwise the status. */
export type TApiErrorStatus = number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';

/** Every failed call looks like this: `message` is ready to show to a person. */
export type TApiError = { status: TApiErrorStatus; message: string; data?: unknown };

/** Per-endpoint options (`extraOptions` in injectEndpoints). */
export type TApiExtraOptions = {
  /**
   * A 401 from this call answers the credentials it carries (a wrong password, a spent refresh
   * token), not the session: no refresh, no logout, no redirect.
   */
  checksCredentials?: boolean;
  /**
   * This call is updateCreds: the baseQuery sends the session's refresh token itself, as the one
   * refresh in flight, and stores the new pair.
   */
  sessionRefresh?: boolean;
};

const MESSAGES = {
  FETCH_ERROR: "We couldn't reach Launchpad. Check your connection and try again.",
  TIMEOUT_ERROR: 'The server took too long to answer. Please try again.',
  PARSING_ERROR: 'The server sent a response we could not read. Please try again.',
  SESSION_ENDED: 'Your session has ended. Please sign in again.',
} as const;

/** The tokens live in the auth slice; only their shape is known here. */
type TStateWithSession = { auth?: { accessToken?: string | null; refreshToken?: string | null } };
const sessionOf = (api: Pick<BaseQueryApi, 'getState'>) => (api.getState() as TStateWithSession).auth ?? {};

function serverMessage(data: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

function toApiError(error: FetchBaseQueryError): TApiError {
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return { status: error.status, message: MESSAGES[error.status] };
    case 'PARSING_ERROR':
      return { status: error.status, message: MESSAGES.PARSING_ERROR, data: error.data };
    default: // an HTTP status (or a queryFn's CUSTOM_ERROR): show the server's own message
      return { status: error.status, message: serverMessage(error.data) ?? DEFAULT_ERROR_MESSAGE, data: error.data };
  }
}

function httpStatusOf(error: FetchBaseQueryError): number | null {
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : null;
}

/**
 * True when the server turned the session down (any 4xx), as opposed to being unreachable, slow
 * or broken: only then is the session given up.
 */
export function isSessionRejection(error: TApiError): boolean {
  return typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}

/**
 * Where a 401 sends the browser: /login, remembering the page so login can come back to it; null
 * when already on /login (a wrong password must not wipe the page's own ?next=).
 */
function loginPathFor(location: Location | undefined): string | null {
  if (!location) return paths.login;
  if (location.pathname === paths.login) return null;
  const here = `${location.pathname}${location.search}`;
  return here === paths.home ? paths.login : paths.loginThenReturnTo(here);
}

/** The part of updateCreds' answer the session needs (its definition is authEndpoints.updateCreds). */
function sessionFrom(body: unknown): { accessToken: string; refreshToken: string; user: TUserInfo } | null {
  const data = (body as { data?: { accessToken?: unknown; refreshToken?: unknown; user?: unknown } } | null)?.data;
  if (!data || typeof data.accessToken !== 'string' || typeof data.refreshToken !== 'string') return null;
  if (typeof data.user !== 'object' || data.user === null) return null;
  return { accessToken: data.accessToken, refreshToken: data.refreshToken, user: data.user as TUserInfo };
}

/** Runs `task` holding a lock shared by every tab of the site (Web Locks), or directly without them. */
function underTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request('launchpad.session-refresh', task) as Promise<T>;
}

type TBaseQueryOptions = { baseUrl?: string; timeoutMs?: number };

/**
 * Server rendering (src/entry-server.tsx): the api answers the page's calls in its own process. The store's
 * thunk extra argument carries this function; in the browser there is none and calls go over the network.
 */
export type TServerFetch = (request: {
  method: string;
  url: string;
  body?: unknown;
}) => Promise<{ status: number; body: unknown }>;

function serverFetchOf(api: BaseQueryApi): TServerFetch | null {
  const extra = api.extra as { serverFetch?: TServerFetch } | undefined;
  return typeof extra?.serverFetch === 'function' ? extra.serverFetch : null;
}

/** One call answered by the server's own routes (no session: server renders are always signed out). */
async function sendInProcess(serverFetch: TServerFetch, args: string | FetchArgs): Promise<TOutcome> {
  const { url, method = 'GET', body, params } = typeof args === 'string' ? { url: args } : args;
  const query = params ? `?${new URLSearchParams(params as Record<string, string>).toString()}` : '';
  try {
    const response = await serverFetch({ method: method.toUpperCase(), url: `${url}${query}`, body });
    if (response.status >= 200 && response.status < 300) return { data: response.body };
    return { error: toApiError({ status: response.status, data: response.body }) };
  } catch (cause) {
    return { error: { status: 'FETCH_ERROR', message: MESSAGES.FETCH_ERROR, data: String(cause) } };
  }
}
type TOutcome =
  | { data: unknown; meta?: FetchBaseQueryMeta; error?: undefined }
  | { error: TApiError; meta?: FetchBaseQueryMeta; data?: undefined };

/** '' means "this origin"; spelt out so every request URL is absolute, whatever the runtime. */
const sameOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * The one baseQuery: prefixes VITE_API_URL, sends JSON with `Authorization: Bearer <token>`, times
 * out, and turns every failure into a `TApiError`.
 *
 * Sessions (SPEC §4): access tokens live 15 minutes, so a 401 on a call that carried one first
 * trades the refresh token for a new pair (updateCreds) and sends the call again. Only if that fails
 * is the session cleared and the browser sent to /login. Refresh tokens are single-use — the server
 * ends the whole session when one is sent twice — so there is never more than one refresh at a time:
 * calls refused together wait for the same refresh, and tabs take turns through a Web Lock, adopting
 * the pair another tab has just stored instead of spending their own.
 */
export function createBaseQuery({
  baseUrl = env.VITE_API_URL || sameOrigin(),
  timeoutMs = API_TIMEOUT_MS,
}: TBaseQueryOptions = {}): BaseQueryFn<string | FetchArgs, unknown, TApiError, TApiExtraOptions, FetchBaseQueryMeta> {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    timeout: timeoutMs,
    prepareHeaders(headers, { getState }) {
      const token = (getState() as TStateWithSession).auth?.accessToken;
      if (token) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  });

  /** One request; `unauthorized` marks a 401 so the caller can decide about the session. */
  async function send(
    args: string | FetchArgs,
    api: BaseQueryApi,
  ): Promise<{ outcome: TOutcome; unauthorized: boolean }> {
    let result: Awaited<ReturnType<typeof rawBaseQuery>>;
    try {
      result = await rawBaseQuery(args, api, {});
    } catch (cause) {
      // fetchBaseQuery throws (rather than returning an error) when it cannot even build the
      // request, e.g. an invalid URL. To the caller that is the same as an unreachable server.
      const error: TApiError = { status: 'FETCH_ERROR', message: MESSAGES.FETCH_ERROR, data: String(cause) };
      return { outcome: { error }, unauthorized: false };
    }
    const meta = result.meta ? { meta: result.meta } : {};
    if (!result.error) return { outcome: { data: result.data, ...meta }, unauthorized: false };
    return {
      outcome: { error: toApiError(result.error), ...meta },
      unauthorized: httpStatusOf(result.error) === 401,
    };
  }

  let refreshInFlight: Promise<TOutcome> | null = null;

  /**
   * The refresh itself, inside the lock. `refusedToken` is the access token a call was refused
   * with: if the session has moved on since, there is nothing to do but use the new one.
   */
  async function performRefresh(api: BaseQueryApi, refusedToken: string | null): Promise<TOutcome> {
    const held = sessionOf(api);
    if (refusedToken && held.accessToken && held.accessToken !== refusedToken) return { data: null };
    // Another tab of this browser may have refreshed first: its pair is in storage and ours is spent.
    const storedAccess = readString(storageKeys.accessToken);
    const storedRefresh = readString(storageKeys.refreshToken);
    if (storedAccess && storedRefresh && held.refreshToken && storedRefresh !== held.refreshToken) {
      api.dispatch(sessionRefreshed({ accessToken: storedAccess, refreshToken: storedRefresh }));
      return { data: null };
    }
    if (!held.refreshToken) return { error: { status: 401, message: MESSAGES.SESSION_ENDED } };

    const { outcome } = await send(
      { url: updateCreds.path, method: updateCreds.method, body: { refreshToken: held.refreshToken } },
      api,
    );
    if (outcome.error) return outcome;
    const session = sessionFrom(outcome.data);
    if (!session) return { error: { status: 'PARSING_ERROR', message: MESSAGES.PARSING_ERROR, data: outcome.data } };
    // Signed out while the refresh was on its way: the new pair is not wanted.
    if (sessionOf(api).refreshToken !== held.refreshToken) return { data: null };
    api.dispatch(sessionRefreshed(session));
    return outcome;
  }

  function refreshSession(api: BaseQueryApi, refusedToken: string | null): Promise<TOutcome> {
    refreshInFlight ??= underTabLock(() => performRefresh(api, refusedToken)).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  return async (args, api, extraOptions = {}) => {
    const serverFetch = serverFetchOf(api);
    if (serverFetch) return sendInProcess(serverFetch, args);
    if (extraOptions.sessionRefresh) return refreshSession(api, null);

    const sentToken = sessionOf(api).accessToken ?? null;
    let { outcome, unauthorized } = await send(args, api);
    if (!unauthorized || extraOptions.checksCredentials) return outcome;

    if (sentToken) {
      const refreshed = await refreshSession(api, sentToken);
      // Unreachable or failing server: keep the session (the refresh token may still be good).
      if (refreshed.error && !isSessionRejection(refreshed.error)) return { error: refreshed.error };
      if (!refreshed.error) ({ outcome, unauthorized } = await send(args, api));
      if (!unauthorized) return outcome;
    }

    // SPEC §4: a 401 that a refresh cannot cure clears the session and goes to /login.
    api.dispatch(sessionExpired());
    const loginPath = loginPathFor(typeof window === 'undefined' ? undefined : window.location);
    if (loginPath) navigateTo(loginPath, { replace: true });
    return outcome;
  };
}

/** A message for a person from anything a query or mutation may reject with. */
export function getErrorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** Tags per domain, so a checkout can invalidate cart and orders together. */
/**
 * For a query that downloads a file (a PDF, a document): the body as an object URL when the answer is
 * good (the caller saves it and revokes it), the error body otherwise, so failures read like any other.
 */
export const fileAsObjectUrl = async (response: Response): Promise<unknown> =>
  response.ok ? URL.createObjectURL(await response.blob()) : response.json().catch(() => null);

export const API_TAGS = [
  'Cart',
  'Orders',
  'User',
  'Cards',
  'Domains',
  'Ideas',
  'Influencer',
  'Products',
  'Sites',
] as const;

/**
 * The one api slice. Features add endpoints with `api.injectEndpoints` in
 * `src/features/<domain>/api.ts`. SPEC §9: data is not kept once unused and is refetched on mount.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: API_TAGS,
  keepUnusedDataFor: 0,
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});
