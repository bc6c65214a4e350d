// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { authEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const authRoutes: TRoutesOf<typeof authEndpoints> = {
  register: { method: 'POST', path: '/api/auth/register' },
  partialRegister: { method: 'POST', path: '/api/auth/partial-register' },
  checkExistingUser: { method: 'POST', path: '/api/auth/check-existing-user' },
  login: { method: 'POST', path: '/api/auth/login' },
  updateCreds: { method: 'POST', path: '/api/auth/updateCreds' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  sendResetOtp: { method: 'POST', path: '/api/auth/send-reset-otp' },
  verifyOtp: { method: 'POST', path: '/api/auth/verify-otp' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password' },
  requestVerifyMail: { method: 'POST', path: '/api/auth/request-verify-mail' },
  verifyMail: { method: 'POST', path: '/api/auth/verify-mail' },
  emailChange: { method: 'POST', path: '/api/auth/emailChange' },
  passwordChange: { method: 'POST', path: '/api/auth/passwordChange' },
  deleteAccount: { method: 'POST', path: '/api/auth/delete-account' },
  identityProviders: { method: 'GET', path: '/api/auth/providers' },
  startOAuth: { method: 'POST', path: '/api/auth/oauth/:provider/start' },
};
