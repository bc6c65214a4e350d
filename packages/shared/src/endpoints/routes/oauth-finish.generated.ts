// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { oauthFinishEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const oauthFinishRoutes: TRoutesOf<typeof oauthFinishEndpoints> = {
  google: { method: 'POST', path: '/api/auth/google' },
  meta: { method: 'POST', path: '/api/auth/meta' },
  linkedin: { method: 'POST', path: '/api/auth/linkdin' },
  apple: { method: 'POST', path: '/api/auth/apple' },
};
