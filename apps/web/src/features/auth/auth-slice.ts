import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TPlanType, TUserInfo } from '@launchpad/shared';
import { sessionExpired } from '@/lib/api';

/** SPEC §4 session: logged out (all null) or logged in (user and tokens). */
export type TSession = {
  user: TUserInfo | null;
  accessToken: string | null;
  refreshToken: string | null;
};

export type TPlanFlag = keyof Pick<TPlanType, 'tools' | 'build_startup_ai'>;

export const signedOutSession: TSession = { user: null, accessToken: null, refreshToken: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: signedOutSession,
  reducers: {
    /** Login or sign-up succeeded. */
    signedIn: (_state, action: PayloadAction<{ user: TUserInfo; accessToken: string; refreshToken: string }>) =>
      action.payload,
    /** The stored user changed (profile edit, plan change after refresh). */
    userUpdated: (state, action: PayloadAction<TUserInfo>) => {
      state.user = action.payload;
    },
    tokensRefreshed: (state, action: PayloadAction<{ accessToken: string; refreshToken: string }>) => {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
    },
    loggedOut: () => signedOutSession,
  },
  extraReducers: (builder) => {
    // SPEC §4: a 401 from any call clears token, refresh token and user.
    builder.addCase(sessionExpired, () => signedOutSession);
  },
  selectors: {
    selectSession: (session) => session,
    selectUser: (session) => session.user,
    selectAccessToken: (session) => session.accessToken,
    selectIsLoggedIn: (session) => Boolean(session.accessToken && session.user),
    selectHasPlanFlag: (session, flag: TPlanFlag) => session.user?.planType?.[flag] === true,
  },
});

export const { signedIn, userUpdated, tokensRefreshed, loggedOut } = authSlice.actions;
export const { selectSession, selectUser, selectAccessToken, selectIsLoggedIn, selectHasPlanFlag } =
  authSlice.selectors;
export const authReducer = authSlice.reducer;
