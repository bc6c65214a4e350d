// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { contentWriteEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const contentWriteRoutes: TRoutesOf<typeof contentWriteEndpoints> = {
  community: {
    create: { method: 'POST', path: '/api/admin/content/community' },
    update: { method: 'PUT', path: '/api/admin/content/community/:id' },
  },
  investor: {
    create: { method: 'POST', path: '/api/admin/content/investor' },
    update: { method: 'PUT', path: '/api/admin/content/investor/:id' },
  },
  event: {
    create: { method: 'POST', path: '/api/admin/content/event' },
    update: { method: 'PUT', path: '/api/admin/content/event/:id' },
  },
  organizer: {
    create: { method: 'POST', path: '/api/admin/content/organizer' },
    update: { method: 'PUT', path: '/api/admin/content/organizer/:id' },
  },
  perk: {
    create: { method: 'POST', path: '/api/admin/content/perk' },
    update: { method: 'PUT', path: '/api/admin/content/perk/:id' },
  },
  founder: {
    create: { method: 'POST', path: '/api/admin/content/founder' },
    update: { method: 'PUT', path: '/api/admin/content/founder/:id' },
  },
  blog: {
    create: { method: 'POST', path: '/api/admin/content/blog' },
    update: { method: 'PUT', path: '/api/admin/content/blog/:id' },
  },
  guide: {
    create: { method: 'POST', path: '/api/admin/content/guide' },
    update: { method: 'PUT', path: '/api/admin/content/guide/:id' },
  },
  tip: {
    create: { method: 'POST', path: '/api/admin/content/tip' },
    update: { method: 'PUT', path: '/api/admin/content/tip/:id' },
  },
  learn: {
    create: { method: 'POST', path: '/api/admin/content/learn' },
    update: { method: 'PUT', path: '/api/admin/content/learn/:id' },
  },
};
