// The launchpad module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { requireBuilderAccess } from './launchpad-access.store';
export { requireOwnedIdea } from './launchpad-ideas.service';
