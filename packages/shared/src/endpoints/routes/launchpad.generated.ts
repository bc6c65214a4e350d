// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { launchpadEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const launchpadRoutes: TRoutesOf<typeof launchpadEndpoints> = {
  create: { method: 'POST', path: '/api/tools/launchpad' },
  previousIdeas: { method: 'GET', path: '/api/tools/launchpad/previous-ideas' },
  allowance: { method: 'POST', path: '/api/tools/ai_id' },
  idea: { method: 'POST', path: '/api/tools/launchpad/:id/query' },
  addQuery: { method: 'POST', path: '/api/tools/launchpad/:id/addQuery' },
  correctBrief: { method: 'POST', path: '/api/tools/launchpad/:id/brief' },
  versions: { method: 'POST', path: '/api/tools/launchpad/:id/versions' },
  restore: { method: 'POST', path: '/api/tools/launchpad/:id/restore' },
  experiment: { method: 'POST', path: '/api/tools/launchpad/:id/experiments/:experimentId' },
  section: { method: 'POST', path: '/api/tools/launchpad/:id/:section' },
};
