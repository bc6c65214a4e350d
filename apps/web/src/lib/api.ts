import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { env } from '@/config/env';
import { DEFAULT_ERROR_MESSAGE } from '@/config/messages';
import { paths } from '@/config/paths';
import { navigateTo } from '@/lib/navigation';

/** How long a call may take before it fails with TIMEOUT_ERROR. */
export const API_TIMEOUT_MS = 30_000;

/** SPEC §8 client error types: FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR, otherwise the status. */
export type TApiErrorStatus = number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';

/** Every failed call looks like this: `message` is ready to show to a person. */
export type TApiError = { status: TApiErrorStatus; message: string; data?: unknown };

/**
 * Dispatched when the api answers 401. The auth slice clears the session (and storage) on it;
 * declared here so `lib` does not depend on a feature.
 */
export const sessionExpired = createAction('api/sessionExpired');

const MESSAGES = {
  FETCH_ERROR: "We couldn't reach Launchpad. Check your connection and try again.",
  TIMEOUT_ERROR: 'The server took too long to answer. Please try again.',
  PARSING_ERROR: 'The server sent a response we could not read. Please try again.',
} as const;

/** The token lives in the auth slice; only its shape is known here. */
type TStateWithToken = { auth?: { accessToken?: string | null } };

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
 * Where a 401 sends the browser: /login, remembering the page so login can come back to it; null
 * when already on /login (a wrong password must not wipe the page's own ?next=).
 */
function loginPathFor(location: Location | undefined): string | null {
  if (!location) return paths.login;
  if (location.pathname === paths.login) return null;
  const here = `${location.pathname}${location.search}`;
  return here === paths.home ? paths.login : paths.loginThenReturnTo(here);
}

type TBaseQueryOptions = { baseUrl?: string; timeoutMs?: number };

/** '' means "this origin"; spelt out so every request URL is absolute, whatever the runtime. */
const sameOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * The one baseQuery: prefixes VITE_API_URL, sends JSON with `Authorization: Bearer <token>`,
 * times out, turns every failure into a `TApiError`, and turns any 401 into logout + /login.
 */
export function createBaseQuery({
  baseUrl = env.VITE_API_URL || sameOrigin(),
  timeoutMs = API_TIMEOUT_MS,
}: TBaseQueryOptions = {}): BaseQueryFn<string | FetchArgs, unknown, TApiError, object, FetchBaseQueryMeta> {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    timeout: timeoutMs,
    prepareHeaders(headers, { getState }) {
      const token = (getState() as TStateWithToken).auth?.accessToken;
      if (token) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  });

  return async (args, api, extraOptions) => {
    let result: Awaited<ReturnType<typeof rawBaseQuery>>;
    try {
      result = await rawBaseQuery(args, api, extraOptions);
    } catch (cause) {
      // fetchBaseQuery throws (rather than returning an error) when it cannot even build the
      // request, e.g. an invalid URL. To the caller that is the same as an unreachable server.
      return { error: { status: 'FETCH_ERROR', message: MESSAGES.FETCH_ERROR, data: String(cause) } };
    }
    if (!result.error) return result.meta ? { data: result.data, meta: result.meta } : { data: result.data };

    // SPEC §4: any 401 clears the session and goes to /login.
    if (httpStatusOf(result.error) === 401) {
      api.dispatch(sessionExpired());
      const loginPath = loginPathFor(typeof window === 'undefined' ? undefined : window.location);
      if (loginPath) navigateTo(loginPath, { replace: true });
    }
    const error = toApiError(result.error);
    return result.meta ? { error, meta: result.meta } : { error };
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
export const API_TAGS = ['Cart', 'Orders', 'User', 'Domains', 'Ideas', 'Influencer', 'Products'] as const;

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
