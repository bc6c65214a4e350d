// Publishing an idea's landing page on a domain the founder owns here (issue 24): records in the zone,
// a certificate for the apex and www, then the page is served for that host name (publishing.host.ts).
// A step that fails undoes the ones before it: nothing is left half-done.
import { Resolver } from 'node:dns/promises';
import {
  type TLandingPageContent,
  type TPreview,
  type TPublishStep,
  type TPublishedSite,
  type TPublishedSiteDetail,
  type TRequiredRecord,
  type TSiteVersion,
  ZLandingPageContent,
} from '@launchpad/shared';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { launchpadIdeas, publishedSiteVersions, publishedSites, registeredDomains } from '../../db/schema';
import type { TPublishedSiteRow } from '../../db/schema/publishing';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { landingExperimentId, readSection, requireBuilderAccess, requireOwnedIdea, validationPlan } from '../launchpad';
import { type TIssued, obtainCertificate, sealKey } from './publishing-certificates.service';
import { renderLandingPage } from './publishing-page.service';
import {
  type TResolver,
  type TSiteRecord,
  checkPublicRecords,
  describeRecords,
  siteRecords,
  systemResolver,
} from './publishing-records.service';
import { waitlistCounts } from './publishing-waitlist.store';

export type TPublishingDeps = Pick<TDeps, 'db' | 'registrar' | 'mailer' | 'config' | 'outbox' | 'llm'>;
export type TAsker = { userId: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SITE_NOT_FOUND = 'We could not find that published site.';
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

// ---- reading ---------------------------------------------------------------------------------------------

async function contentOf(db: TDb, siteId: string, version: number): Promise<TLandingPageContent | null> {
  const [row] = await db
    .select({ content: publishedSiteVersions.content })
    .from(publishedSiteVersions)
    .where(and(eq(publishedSiteVersions.siteId, siteId), eq(publishedSiteVersions.version, version)))
    .limit(1);
  return row?.content ?? null;
}

/** The page content the site serves now. */
export const servedContent = (db: TDb, site: TPublishedSiteRow) => contentOf(db, site.id, site.currentVersion);

async function toSites(db: TDb, rows: TPublishedSiteRow[]): Promise<TPublishedSite[]> {
  const counts = await waitlistCounts(
    db,
    rows.map((r) => r.id),
  );
  const result: TPublishedSite[] = [];
  for (const row of rows) {
    const content = await servedContent(db, row);
    const [idea] = await db
      .select({ currentVersion: launchpadIdeas.currentVersion })
      .from(launchpadIdeas)
      .where(eq(launchpadIdeas.id, row.ideaId))
      .limit(1);
    const experimentId = idea ? landingExperimentId(await validationPlan(db, row.ideaId, idea.currentVersion)) : null;
    result.push({
      id: row.id,
      ideaId: row.ideaId,
      title: content?.main_title ?? row.host,
      domainId: row.domainId,
      domain: row.host,
      status: row.status,
      currentVersion: row.currentVersion,
      url: `https://${row.host}/`,
      failureReason: row.failureReason,
      certificateExpiresAt: isoOrNull(row.certificateExpiresAt),
      waitlist: counts.get(row.id) ?? { total: 0, confirmed: 0 },
      experimentId,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return result;
}

function stepsOf(row: TPublishedSiteRow, required: TRequiredRecord[]): TPublishStep[] {
  const ours = row.records.length > 0;
  const expiry = row.certificateExpiresAt?.toISOString().slice(0, 10);
  if (row.status === 'unpublished') {
    return [
      { key: 'records', status: 'pending', message: 'Unpublished: the records were removed from the zone.' },
      { key: 'dns', status: 'pending', message: 'Unpublished.' },
      { key: 'certificate', status: 'pending', message: 'Unpublished.' },
      { key: 'live', status: 'pending', message: `Unpublished: ${row.host} no longer serves the page.` },
    ];
  }
  const missing = required.filter((r) => !r.found);
  const records: TPublishStep = ours
    ? { key: 'records', status: 'done', message: `Added to the zone: ${describeRecords(row.records)}.` }
    : row.status === 'pending_dns'
      ? {
          key: 'records',
          status: 'pending',
          message: `Add these records at your DNS provider: ${describeRecords(required)}.`,
        }
      : { key: 'records', status: 'done', message: `Found at your DNS provider: ${describeRecords(required)}.` };
  const dns: TPublishStep =
    row.status === 'pending_dns'
      ? {
          key: 'dns',
          status: 'pending',
          message:
            missing.length > 0
              ? `The DNS does not answer yet: ${describeRecords(missing)}. Changes can take up to a few hours to show.`
              : 'Waiting for the DNS to answer.',
        }
      : { key: 'dns', status: 'done', message: `${row.host} answers with the platform's address.` };
  const certificate: TPublishStep =
    row.certificatePem && row.certificateExpiresAt
      ? {
          key: 'certificate',
          status: 'done',
          message: `Issued for ${row.host} and www.${row.host}, valid until ${expiry}.`,
        }
      : row.status === 'failed'
        ? { key: 'certificate', status: 'failed', message: row.failureReason ?? 'The certificate was not issued.' }
        : { key: 'certificate', status: 'pending', message: 'Requested once the DNS answers.' };
  const live: TPublishStep =
    row.status === 'live'
      ? { key: 'live', status: 'done', message: `https://${row.host}/ serves version ${row.currentVersion}.` }
      : row.status === 'failed'
        ? { key: 'live', status: 'failed', message: 'Not live: fix the problem above and check again.' }
        : { key: 'live', status: 'pending', message: 'Not live yet.' };
  return [records, dns, certificate, live];
}

export async function detailOf(deps: TPublishingDeps, row: TPublishedSiteRow, required?: TRequiredRecord[]) {
  const [site] = await toSites(deps.db, [row]);
  const needed =
    required ??
    (row.status === 'pending_dns' ? siteRecords(deps.config, row.host).map((r) => ({ ...r, found: false })) : []);
  const detail: TPublishedSiteDetail = {
    site: site as TPublishedSite,
    steps: stepsOf(row, needed),
    url: `https://${row.host}/`,
    requiredRecords: row.status === 'pending_dns' ? needed : [],
  };
  return detail;
}

async function requireOwnedSite(db: TDb, userId: string, siteId: string): Promise<TPublishedSiteRow> {
  if (!UUID.test(siteId)) throw new AppError('NOT_FOUND', SITE_NOT_FOUND);
  const [row] = await db
    .select()
    .from(publishedSites)
    .where(and(eq(publishedSites.id, siteId.toLowerCase()), eq(publishedSites.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', SITE_NOT_FOUND);
  return row;
}

/** The builder's plan, then the caller's site. */
export async function access(deps: TPublishingDeps, options: TAsker & { siteId: string }) {
  await requireBuilderAccess(deps.db, options.userId);
  return requireOwnedSite(deps.db, options.userId as string, options.siteId);
}

export async function listSites(deps: TPublishingDeps, options: TAsker): Promise<TPublishedSite[]> {
  await requireBuilderAccess(deps.db, options.userId);
  const rows = await deps.db
    .select()
    .from(publishedSites)
    .where(eq(publishedSites.userId, options.userId as string))
    .orderBy(desc(publishedSites.createdAt));
  return toSites(deps.db, rows);
}

export async function readSite(deps: TPublishingDeps, options: TAsker & { siteId: string }) {
  return detailOf(deps, await access(deps, options));
}

export async function siteForFounder(deps: TPublishingDeps, options: TAsker & { siteId: string }) {
  return access(deps, options);
}

// ---- the idea's page -------------------------------------------------------------------------------------

/** The idea's current landing page (generated now if the build page has not asked for it yet). */
export async function ideaLandingPage(
  deps: TPublishingDeps,
  userId: string,
  ideaId: string,
): Promise<TLandingPageContent> {
  const section = await readSection(deps, { userId, ideaId, section: 'LandingPageContent' });
  const parsed = ZLandingPageContent.safeParse(JSON.parse(section.content));
  if (!parsed.success) throw new AppError('UNPROCESSABLE', 'The landing page of this idea cannot be published.');
  return parsed.data;
}

export async function previewIdea(deps: TPublishingDeps, options: TAsker & { ideaId: string }): Promise<TPreview> {
  await requireBuilderAccess(deps.db, options.userId);
  const idea = await requireOwnedIdea(deps.db, options.userId as string, options.ideaId);
  const content = await ideaLandingPage(deps, options.userId as string, idea.id);
  return { html: renderLandingPage(content), title: content.main_title };
}

export async function previewSite(deps: TPublishingDeps, options: TAsker & { siteId: string }): Promise<TPreview> {
  const site = await access(deps, options);
  const content = await ideaLandingPage(deps, options.userId as string, site.ideaId);
  return { html: renderLandingPage(content), title: content.main_title };
}

// ---- publishing ------------------------------------------------------------------------------------------

export function resolverOf(deps: TPublishingDeps): TResolver {
  const server = deps.config.PUBLISH_DNS_RESOLVER;
  if (!server) return systemResolver;
  const resolver = new Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([server]);
  return resolver;
}

export async function requireOwnedActiveDomain(db: TDb, userId: string, domainId: string) {
  const refusal = new AppError('NOT_FOUND', 'That domain is not one of yours: pick a domain you own here.');
  if (!UUID.test(domainId)) throw refusal;
  const [domain] = await db
    .select()
    .from(registeredDomains)
    .where(and(eq(registeredDomains.id, domainId.toLowerCase()), eq(registeredDomains.userId, userId)))
    .limit(1);
  if (!domain || domain.status === 'failed' || domain.status === 'cancelled') throw refusal;
  if (domain.status !== 'active') {
    throw new AppError('CONFLICT', `${domain.name} is ${domain.status}: only an active domain can be published.`);
  }
  return domain;
}

async function saveCertificate(deps: TPublishingDeps, siteId: string, issued: TIssued, now = new Date()) {
  const [row] = await deps.db
    .update(publishedSites)
    .set({
      status: 'live',
      certificatePem: issued.certificatePem,
      sealedPrivateKey: sealKey(deps.config.JWT_SECRET, issued.privateKeyPem),
      certificateExpiresAt: issued.expiresAt,
      failureReason: null,
      renewalFailedAt: null,
      updatedAt: now,
    })
    .where(eq(publishedSites.id, siteId))
    .returning();
  return row as TPublishedSiteRow;
}

export type TPublishOutcome =
  | { kind: 'live'; detail: TPublishedSiteDetail }
  | { kind: 'needs_records'; detail: TPublishedSiteDetail; message: string };

export const needsRecordsMessage = (host: string, missing: TRequiredRecord[]) =>
  `${host} uses other nameservers, so we cannot add its records. Add these records at your DNS provider: ${describeRecords(missing)}; then check again.`;

/** Certificate for apex and www, then live. `keepOnFailure`: the site stays, marked failed with the reason. */
export async function issueFor(
  deps: TPublishingDeps,
  site: TPublishedSiteRow,
  wanted: TSiteRecord[],
  options: { keepOnFailure?: boolean } = {},
): Promise<TPublishedSiteDetail> {
  // Records at another provider are not in a zone we can read: the ones found in public DNS stand for it.
  const zone =
    site.records.length > 0
      ? await deps.registrar.getRecords(site.host)
      : wanted.map((r) => ({ ...r, ttl: 300, priority: null, weight: null, port: null }));
  let issued: TIssued;
  try {
    issued = await obtainCertificate(deps, {
      siteId: site.id,
      apex: site.host,
      names: [site.host, `www.${site.host}`],
      zone,
    });
  } catch (error) {
    if (options.keepOnFailure) {
      const reason = error instanceof AppError ? error.message : 'The certificate could not be issued.';
      await deps.db
        .update(publishedSites)
        .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
        .where(eq(publishedSites.id, site.id));
    }
    throw error;
  }
  const live = await saveCertificate(deps, site.id, issued);
  return detailOf(deps, live);
}

/** Look at the DNS again (a domain on other nameservers), and go live when it answers. */
export async function checkSite(deps: TPublishingDeps, options: TAsker & { siteId: string }) {
  const site = await access(deps, options);
  if (site.status === 'unpublished') throw new AppError('CONFLICT', `${site.host} is unpublished: publish it again.`);
  if (site.status === 'live') return detailOf(deps, site);
  const wanted = siteRecords(deps.config, site.host);
  if (site.records.length === 0) {
    const required = await checkPublicRecords(resolverOf(deps), site.host, wanted);
    const missing = required.filter((r) => !r.found);
    if (missing.length > 0) {
      await deps.db
        .update(publishedSites)
        .set({ status: 'pending_dns', updatedAt: new Date() })
        .where(eq(publishedSites.id, site.id));
      return detailOf(deps, { ...site, status: 'pending_dns' }, required);
    }
  }
  return issueFor(deps, site, wanted, { keepOnFailure: true });
}

// ---- the site rows, as the steps of publishing (flows/publish-site.ts) change them -------------------------

/** A site not unpublished that already serves this host, whoever's it is. */
export async function siteOnHost(db: TDb, host: string): Promise<TPublishedSiteRow | undefined> {
  const [row] = await db
    .select()
    .from(publishedSites)
    .where(and(eq(publishedSites.host, host), ne(publishedSites.status, 'unpublished')))
    .limit(1);
  return row;
}

/** A new site waiting for its DNS, with the page as its first version (one host serves one site). */
export async function createSite(
  db: TDb,
  site: { userId: string; ideaId: string; domainId: string; host: string; content: TLandingPageContent },
): Promise<TPublishedSiteRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(publishedSites)
        .values({
          userId: site.userId,
          ideaId: site.ideaId,
          domainId: site.domainId,
          host: site.host,
          status: 'pending_dns',
        })
        .returning();
      if (!row) throw new Error('published_sites insert returned nothing');
      await tx.insert(publishedSiteVersions).values({ siteId: row.id, version: 1, content: site.content });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', `${site.host} is already published.`);
    throw error;
  }
}

/** The domain a site is published on (its records are in that domain's zone). */
export async function domainOfSite(db: TDb, site: TPublishedSiteRow) {
  const [domain] = await db.select().from(registeredDomains).where(eq(registeredDomains.id, site.domainId));
  return domain;
}

/** An attempt that did not go through is not kept. */
export async function deleteSite(db: TDb, siteId: string): Promise<void> {
  await db.delete(publishedSites).where(eq(publishedSites.id, siteId));
}

/** The site's records are in the zone: the certificate comes next. */
export async function markRecordsAdded(db: TDb, siteId: string, records: TSiteRecord[]): Promise<TPublishedSiteRow> {
  const [row] = await db
    .update(publishedSites)
    .set({ records, status: 'pending_certificate', updatedAt: new Date() })
    .where(eq(publishedSites.id, siteId))
    .returning();
  return row as TPublishedSiteRow;
}

/** The host no longer serves the page; the records were taken out of the zone. */
export async function markUnpublished(db: TDb, siteId: string): Promise<TPublishedSiteRow> {
  const [row] = await db
    .update(publishedSites)
    .set({ status: 'unpublished', records: [], challenges: {}, updatedAt: new Date() })
    .where(eq(publishedSites.id, siteId))
    .returning();
  return row as TPublishedSiteRow;
}

// ---- versions --------------------------------------------------------------------------------------------

/** A new version from the idea's current landing page (what the preview showed), served at once. */
export async function publishContent(deps: TPublishingDeps, options: TAsker & { siteId: string }) {
  const site = await access(deps, options);
  if (site.status === 'unpublished') throw new AppError('CONFLICT', `${site.host} is unpublished: publish it again.`);
  const content = await ideaLandingPage(deps, options.userId as string, site.ideaId);
  const row = await deps.db.transaction(async (tx) => {
    const [newest] = await tx
      .select({ version: publishedSiteVersions.version })
      .from(publishedSiteVersions)
      .where(eq(publishedSiteVersions.siteId, site.id))
      .orderBy(desc(publishedSiteVersions.version))
      .limit(1)
      .for('update');
    const version = (newest?.version ?? 0) + 1;
    await tx.insert(publishedSiteVersions).values({ siteId: site.id, version, content });
    const [updated] = await tx
      .update(publishedSites)
      .set({ currentVersion: version, updatedAt: new Date() })
      .where(eq(publishedSites.id, site.id))
      .returning();
    return updated as TPublishedSiteRow;
  });
  return detailOf(deps, row);
}

export async function listVersions(
  deps: TPublishingDeps,
  options: TAsker & { siteId: string },
): Promise<TSiteVersion[]> {
  const site = await access(deps, options);
  const rows = await deps.db
    .select()
    .from(publishedSiteVersions)
    .where(eq(publishedSiteVersions.siteId, site.id))
    .orderBy(desc(publishedSiteVersions.version));
  return rows.map((row) => ({
    version: row.version,
    title: row.content.main_title,
    current: row.version === site.currentVersion,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function restoreSiteVersion(deps: TPublishingDeps, options: TAsker & { siteId: string; version: number }) {
  const site = await access(deps, options);
  if (!(await contentOf(deps.db, site.id, options.version))) {
    throw new AppError('NOT_FOUND', `${site.host} has no version ${options.version}.`);
  }
  const [row] = await deps.db
    .update(publishedSites)
    .set({ currentVersion: options.version, updatedAt: new Date() })
    .where(eq(publishedSites.id, site.id))
    .returning();
  return detailOf(deps, row as TPublishedSiteRow);
}

/** Sites whose certificate ends within `withinMs` (the renewal job). */
export async function sitesDueForRenewal(db: TDb, before: Date) {
  const rows = await db
    .select()
    .from(publishedSites)
    .where(inArray(publishedSites.status, ['live']));
  return rows.filter((row) => row.certificateExpiresAt && row.certificateExpiresAt <= before);
}

export { saveCertificate };
