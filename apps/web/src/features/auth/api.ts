import {
  type TIdentityProviderName,
  type TOAuthFinishRequest,
  type TRegisterRequest,
  type TSession,
  authRoutes as routes,
  type authEndpoints as endpoints,
  oauthFinishRoutes,
  type oauthFinishEndpoints,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import { type TResponseOf, endpointRequest, fromEndpoint } from '@/lib/endpoint';
import { userReceived } from '@/lib/session-events';

/** `{ success, message }`: answers that only say what happened. */
const whole = <TResponse>(response: TResponse) => response;
/** 401 from these means "wrong password / spent token", not "your session expired". */
const credentialCheck = { checksCredentials: true } as const;

/** SPEC §7 "Auth and user": /api/auth/*. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation({
      ...fromEndpoint(routes.login, (body: { email: string; password: string }) => ({ body })),
      extraOptions: credentialCheck,
    }),
    register: build.mutation({
      ...fromEndpoint(routes.register, (body: TRegisterRequest) => ({ body })),
      extraOptions: credentialCheck,
    }),
    /** Name and email only (checkout): a password is chosen later through the reset flow. */
    partialRegister: build.mutation({
      ...fromEndpoint(routes.partialRegister, (body: Omit<TRegisterRequest, 'password'>) => ({ body })),
      extraOptions: credentialCheck,
    }),
    checkExistingUser: build.mutation(
      fromEndpoint(
        routes.checkExistingUser,
        (body: { email: string }) => ({ body }),
        (response) => response.data.exists,
      ),
    ),
    /** The baseQuery sends the refresh token and stores the new pair (null: another tab already had). */
    updateCreds: build.mutation<TSession | null, void>({
      query: () => ({ url: routes.updateCreds.path, method: routes.updateCreds.method }),
      transformResponse: (response: TResponseOf<typeof endpoints.updateCreds> | null) => response?.data ?? null,
      extraOptions: { sessionRefresh: true },
    }),
    logout: build.mutation({
      ...fromEndpoint(routes.logout, (body: { refreshToken: string }) => ({ body }), whole),
      extraOptions: credentialCheck,
    }),
    sendResetOtp: build.mutation(fromEndpoint(routes.sendResetOtp, (body: { email: string }) => ({ body }), whole)),
    verifyOtp: build.mutation(
      fromEndpoint(
        routes.verifyOtp,
        (body: { email: string; otp: string }) => ({ body: { ...body, purpose: 'reset_password' as const } }),
        whole,
      ),
    ),
    resetPassword: build.mutation(
      fromEndpoint(routes.resetPassword, (body: { email: string; otp: string; password: string }) => ({ body }), whole),
    ),
    requestVerifyMail: build.mutation(fromEndpoint(routes.requestVerifyMail, (_: void) => ({}), whole)),
    /** The link token from the email, or (signed in) the 6-digit code from the same email. */
    verifyMail: build.mutation({
      ...fromEndpoint(
        routes.verifyMail,
        (body: { token: string } | { code: string }) => ({ body }),
        (response) => response.data.user,
      ),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(userReceived(data));
      },
    }),
    emailChange: build.mutation(
      fromEndpoint(routes.emailChange, (body: { newEmail: string; password?: string }) => ({ body }), whole),
    ),
    passwordChange: build.mutation(
      fromEndpoint(routes.passwordChange, (body: { currentPassword: string; newPassword: string }) => ({ body })),
    ),
    /** The current password; an account without one sends `{}` and must have signed in minutes ago. */
    deleteAccount: build.mutation({
      ...fromEndpoint(routes.deleteAccount, (body: { password?: string }) => ({ body }), whole),
      invalidatesTags: ['User', 'Cart', 'Orders'],
    }),

    /** Third-party sign-in: only the providers configured on the server (may be none). */
    identityProviders: build.query(fromEndpoint(routes.identityProviders, (_: void) => ({}))),
    startOAuth: build.mutation(
      fromEndpoint(
        routes.startOAuth,
        ({ provider, ...body }: { provider: TIdentityProviderName; returnTo?: string; signupref?: string }) => ({
          params: { provider },
          body,
        }),
      ),
    ),
    /** Each provider finishes on its own path; the definitions differ only in it. */
    finishOAuth: build.mutation({
      query: ({ provider, ...body }: TOAuthFinishRequest & { provider: TIdentityProviderName }) =>
        endpointRequest(oauthFinishRoutes[provider], { body }),
      transformResponse: (response: TResponseOf<(typeof oauthFinishEndpoints)[TIdentityProviderName]>) => response.data,
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
