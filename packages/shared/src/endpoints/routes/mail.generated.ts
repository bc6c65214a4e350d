// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { mailEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const mailRoutes: TRoutesOf<typeof mailEndpoints> = { devOutbox: { method: 'GET', path: '/api/dev/outbox' } };
