// Publishing an idea's landing page on a domain the founder owns here (issue 24), and taking it down.
// A step that fails undoes the ones before it: nothing is left half-done.
//
//   launchpad    the builder's plan, and the founder's idea (its landing page from the idea's sections)
//   publishing   the domain is theirs and active, its host not published yet; the site and its first
//                version
//   registrar    whose nameservers the domain uses
//   domains      on our nameservers: the site's records added to the domain's zone (one recorded change),
//                taken out again if the certificate fails
//   publishing   the certificate for the apex and www (ACME), then live
//   (elsewhere)  on other nameservers the site waits for the records the founder adds (checkSite)
import type { TRequiredRecord } from '@launchpad/shared';
import { AppError } from '../lib/app-error';
import { requireBuilderAccess, requireOwnedIdea } from '../modules/launchpad';
import {
  type TSiteRecord,
  addSiteRecords,
  checkPublicRecords,
  platformIpv4,
  removeSiteRecords,
  siteRecords,
  type TAsker,
  type TPublishOutcome,
  type TPublishingDeps,
  access,
  createSite,
  deleteSite,
  detailOf,
  domainOfSite,
  ideaLandingPage,
  issueFor,
  markRecordsAdded,
  markUnpublished,
  needsRecordsMessage,
  requireOwnedActiveDomain,
  resolverOf,
  siteOnHost,
} from '../modules/publishing';

/**
 * Publish the idea's landing page on the domain. On our nameservers: records, certificate, live, or
 * (on any failure) the records put back as they were and no site kept. On other nameservers: the site
 * waits for DNS (`needs_records`, the records to add named) until `checkSite` finds them.
 */
export async function publishSite(
  deps: TPublishingDeps,
  options: TAsker & { ideaId: string; domainId: string },
): Promise<TPublishOutcome> {
  await requireBuilderAccess(deps.db, options.userId);
  const userId = options.userId as string;
  const idea = await requireOwnedIdea(deps.db, userId, options.ideaId);
  const domain = await requireOwnedActiveDomain(deps.db, userId, options.domainId);
  if (!platformIpv4(deps.config)) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Publishing is not set up on this server yet (PUBLISH_IPV4).');
  }
  const taken = await siteOnHost(deps.db, domain.name);
  if (taken) {
    throw new AppError(
      'CONFLICT',
      taken.userId === userId
        ? `${domain.name} is already published: update its content or unpublish it first.`
        : `${domain.name} is already published.`,
    );
  }
  const content = await ideaLandingPage(deps, userId, idea.id);
  const nameservers = await deps.registrar.getNameservers(domain.name);
  const foreign = nameservers.length > 0;
  const site = await createSite(deps.db, { userId, ideaId: idea.id, domainId: domain.id, host: domain.name, content });
  const wanted = siteRecords(deps.config, domain.name);
  if (foreign) {
    const required: TRequiredRecord[] = await checkPublicRecords(resolverOf(deps), domain.name, wanted);
    const missing = required.filter((r) => !r.found);
    if (missing.length === 0)
      return { kind: 'live', detail: await issueFor(deps, site, wanted, { keepOnFailure: true }) };
    return {
      kind: 'needs_records',
      detail: await detailOf(deps, site, required),
      message: needsRecordsMessage(domain.name, missing),
    };
  }
  let before;
  try {
    before = await addSiteRecords(deps, domain, userId, wanted);
  } catch (error) {
    await deleteSite(deps.db, site.id);
    throw error;
  }
  const withRecords = await markRecordsAdded(deps.db, site.id, wanted);
  try {
    return { kind: 'live', detail: await issueFor(deps, withRecords, wanted) };
  } catch (error) {
    // Nothing half-done: the zone goes back to what it was and the attempt is not kept.
    await removeSiteRecords(deps, domain, userId, wanted, before).catch(() => undefined);
    await deleteSite(deps.db, site.id);
    throw error;
  }
}

/** Unpublish: the records leave the zone (one recorded change) and the host stops serving the page. */
export async function unpublishSite(deps: TPublishingDeps, options: TAsker & { siteId: string }) {
  const site = await access(deps, options);
  if (site.status === 'unpublished') return detailOf(deps, site);
  if (site.records.length > 0) {
    const domain = await domainOfSite(deps.db, site);
    if (domain) await removeSiteRecords(deps, domain, site.userId, site.records as TSiteRecord[]);
  }
  return detailOf(deps, await markUnpublished(deps.db, site.id));
}
