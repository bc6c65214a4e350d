// The launchpad module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { requireBuilderAccess } from './launchpad-access.store';
export { landingExperimentId, validationPlan } from './launchpad-experiments.store';
export { requireOwnedIdea } from './launchpad-ideas.service';
export { readSection } from './launchpad-sections.service';

// What the app starts: its routes, and the servers and jobs server.ts runs.
export { launchpadRoutes } from './launchpad.routes';
