// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { cardEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const cardRoutes: TRoutesOf<typeof cardEndpoints> = {
  list: { method: 'POST', path: '/api/user/cards' },
  add: { method: 'POST', path: '/api/user/addcard' },
  confirm: { method: 'POST', path: '/api/user/cards/confirm' },
  setPrimary: { method: 'POST', path: '/api/user/cards/:id' },
  remove: { method: 'DELETE', path: '/api/user/cards/:id' },
};
