import {
  AUTH_PATHS,
  OAUTH_FINISH_PATHS,
  OAUTH_PATHS,
  oauthStartPath,
  type TIdentityProviderName,
  type TIdentityProviderSummary,
  type TOAuthFinishRequest,
  type TOAuthSession,
  type TOAuthStart,
  type TRegisterRequest,
  type TSession,
  type TUserInfo,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import { userReceived } from '@/lib/session-events';

/** `{ success, message?, data }`: the envelope of every answer (contracts/envelope). */
type TEnvelope<T> = { success: true; message?: string; data: T };
/** `{ success, message }`: answers that only say what happened. */
export type TMessageAnswer = { success: true; message: string };

const post = <TBody>(url: string, body?: TBody) => ({ url, method: 'POST', body: body ?? {} });
const unwrap = <T>(response: TEnvelope<T>) => response.data;
/** 401 from these means "wrong password / spent token", not "your session expired". */
const credentialCheck = { checksCredentials: true } as const;

/** SPEC §7 "Auth and user": /api/auth/*. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TSession, { email: string; password: string }>({
      query: (body) => post(AUTH_PATHS.login, body),
      transformResponse: unwrap<TSession>,
      extraOptions: credentialCheck,
    }),
    register: build.mutation<TSession, TRegisterRequest>({
      query: (body) => post(AUTH_PATHS.register, body),
      transformResponse: unwrap<TSession>,
      extraOptions: credentialCheck,
    }),
    /** Name and email only (checkout): a password is chosen later through the reset flow. */
    partialRegister: build.mutation<TSession, Omit<TRegisterRequest, 'password'>>({
      query: (body) => post(AUTH_PATHS.partialRegister, body),
      transformResponse: unwrap<TSession>,
      extraOptions: credentialCheck,
    }),
    checkExistingUser: build.mutation<boolean, { email: string }>({
      query: (body) => post(AUTH_PATHS.checkExistingUser, body),
      transformResponse: (response: TEnvelope<{ exists: boolean }>) => response.data.exists,
    }),
    /** The baseQuery sends the refresh token and stores the new pair (null: another tab already had). */
    updateCreds: build.mutation<TSession | null, void>({
      query: () => post(AUTH_PATHS.updateCreds),
      transformResponse: (response: TEnvelope<TSession> | null) => response?.data ?? null,
      extraOptions: { sessionRefresh: true },
    }),
    logout: build.mutation<TMessageAnswer, { refreshToken: string }>({
      query: (body) => post(AUTH_PATHS.logout, body),
      extraOptions: credentialCheck,
    }),
    sendResetOtp: build.mutation<TMessageAnswer, { email: string }>({
      query: (body) => post(AUTH_PATHS.sendResetOtp, body),
    }),
    verifyOtp: build.mutation<TMessageAnswer, { email: string; otp: string }>({
      query: (body) => post(AUTH_PATHS.verifyOtp, { ...body, purpose: 'reset_password' }),
    }),
    resetPassword: build.mutation<TMessageAnswer, { email: string; otp: string; password: string }>({
      query: (body) => post(AUTH_PATHS.resetPassword, body),
    }),
    requestVerifyMail: build.mutation<TMessageAnswer, void>({
      query: () => post(AUTH_PATHS.requestVerifyMail),
    }),
    /** The link token from the email, or (signed in) the 6-digit code from the same email. */
    verifyMail: build.mutation<TUserInfo, { token: string } | { code: string }>({
      query: (body) => post(AUTH_PATHS.verifyMail, body),
      transformResponse: (response: TEnvelope<{ user: TUserInfo }>) => response.data.user,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(userReceived(data));
      },
    }),
    emailChange: build.mutation<TMessageAnswer, { newEmail: string; password?: string }>({
      query: (body) => post(AUTH_PATHS.emailChange, body),
    }),
    passwordChange: build.mutation<TSession, { currentPassword: string; newPassword: string }>({
      query: (body) => post(AUTH_PATHS.passwordChange, body),
      transformResponse: unwrap<TSession>,
    }),
    /** The current password; an account without one sends `{}` and must have signed in minutes ago. */
    deleteAccount: build.mutation<TMessageAnswer, { password?: string }>({
      query: (body) => post(AUTH_PATHS.deleteAccount, body),
      invalidatesTags: ['User', 'Cart', 'Orders'],
    }),

    /** Third-party sign-in: only the providers configured on the server (may be none). */
    identityProviders: build.query<TIdentityProviderSummary[], void>({
      query: () => OAUTH_PATHS.providers,
      transformResponse: unwrap<TIdentityProviderSummary[]>,
    }),
    startOAuth: build.mutation<TOAuthStart, { provider: TIdentityProviderName; returnTo?: string; signupref?: string }>(
      {
        query: ({ provider, ...body }) => post(oauthStartPath(provider), body),
        transformResponse: unwrap<TOAuthStart>,
      },
    ),
    finishOAuth: build.mutation<TOAuthSession, TOAuthFinishRequest & { provider: TIdentityProviderName }>({
      query: ({ provider, ...body }) => post(OAUTH_FINISH_PATHS[provider], body),
      transformResponse: unwrap<TOAuthSession>,
      extraOptions: credentialCheck,
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  usePartialRegisterMutation,
  useCheckExistingUserMutation,
  useLogoutMutation,
  useSendResetOtpMutation,
  useVerifyOtpMutation,
  useResetPasswordMutation,
  useRequestVerifyMailMutation,
  useVerifyMailMutation,
  useEmailChangeMutation,
  usePasswordChangeMutation,
  useDeleteAccountMutation,
  useIdentityProvidersQuery,
  useStartOAuthMutation,
  useFinishOAuthMutation,
} = authApi;
