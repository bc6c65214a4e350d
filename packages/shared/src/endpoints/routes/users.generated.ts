// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { usersEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const usersRoutes: TRoutesOf<typeof usersEndpoints> = {
  profile: { method: 'POST', path: '/api/user' },
  updateProfile: { method: 'PUT', path: '/api/user' },
  uploadProfileImage: { method: 'POST', path: '/api/user/profile-image' },
  removeProfileImage: { method: 'DELETE', path: '/api/user/profile-image' },
};
