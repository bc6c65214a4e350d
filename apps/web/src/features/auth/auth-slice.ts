import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TPlanType, TUserInfo } from '@launchpad/shared';
import { sessionExpired, sessionRefreshed, sessionRevoked, userReceived } from '@/lib/session-events';

/** SPEC §4 session: logged out (all null) or logged in (user and tokens). */
export type TSession = {
  user: TUserInfo | null;
  accessToken: string | null;
  refreshToken: string | null;
};

export type TPlanFlag = keyof Pick<TPlanType, 'tools' | 'build_startup_ai'>;

export const signedOutSession: TSession = { user: null, accessToken: null, refreshToken: null };

/** SPEC §4: after a refresh the stored user is replaced when the plan's name or price changed. */
export function planChanged(before: TPlanType | null, after: TPlanType | null): boolean {
  return (before?.name ?? null) !== (after?.name ?? null) || (before?.price ?? null) !== (after?.price ?? null);
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: signedOutSession,
  reducers: {
    /** Login, sign-up, third-party sign-in or a password change produced a new session. */
    signedIn: (_state, action: PayloadAction<{ user: TUserInfo; accessToken: string; refreshToken: string }>) => ({
      user: action.payload.user,
      accessToken: action.payload.accessToken,
      refreshToken: action.payload.refreshToken,
    }),
    /** The stored user changed (profile edit, plan change after refresh). */
    userUpdated: (state, action: PayloadAction<TUserInfo>) => {
      state.user = action.payload;
    },
    /** Another tab of this browser signed in, refreshed or signed out: take its session as is. */
    sessionReplaced: (_state, action: PayloadAction<TSession>) => action.payload,
    loggedOut: () => signedOutSession,
  },
  extraReducers: (builder) => {
    // SPEC §4: a 401 that a refresh cannot cure clears token, refresh token and user.
    builder.addCase(sessionExpired, () => signedOutSession);
    builder.addCase(sessionRevoked, () => signedOutSession);
    builder.addCase(sessionRefreshed, (state, { payload }) => {
      if (!state.accessToken) return; // signed out meanwhile: the new pair is not wanted
      state.accessToken = payload.accessToken;
      state.refreshToken = payload.refreshToken;
      const fresh = payload.user;
      if (fresh && (!state.user || planChanged(state.user.planType, fresh.planType))) state.user = fresh;
    });
    builder.addCase(userReceived, (state, { payload }) => {
      if (payload && state.user && state.user.id === payload.id) state.user = payload;
    });
  },
  selectors: {
    selectSession: (session) => session,
    selectUser: (session) => session.user,
    selectAccessToken: (session) => session.accessToken,
    selectIsLoggedIn: (session) => Boolean(session.accessToken && session.user),
    selectHasPlanFlag: (session, flag: TPlanFlag) => session.user?.planType?.[flag] === true,
  },
});

export const { signedIn, userUpdated, sessionReplaced, loggedOut } = authSlice.actions;
export const { selectSession, selectUser, selectAccessToken, selectIsLoggedIn, selectHasPlanFlag } =
  authSlice.selectors;
export const authReducer = authSlice.reducer;
