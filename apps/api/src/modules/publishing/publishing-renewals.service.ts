// Certificates of published sites renewed before they end (the `published-site-certificates` job): a
// new key and certificate through the same HTTP-01 validation; if that fails the founder is mailed, at
// most once a day, and the current certificate keeps serving until it ends.
import { eq } from 'drizzle-orm';
import { publishedSites, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { composeMail } from '../../providers/mail/templates';
import { mailDurably } from '../outbox';
import { obtainCertificate } from './publishing-certificates.service';
import { type TPublishingDeps, saveCertificate, sitesDueForRenewal } from './publishing.service';
import { siteRecords } from './publishing-records.service';

/** Renew this long before the end (Let's Encrypt's own advice: a third of 90 days). */
export const RENEW_BEFORE_MS = 30 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const RENEWAL_FAILED_TEMPLATE = 'published_site_certificate_failed';

export type TRenewalReport = { renewed: string[]; failed: string[] };

export async function renewSiteCertificates(deps: TPublishingDeps, now = new Date()): Promise<TRenewalReport> {
  const report: TRenewalReport = { renewed: [], failed: [] };
  const due = await sitesDueForRenewal(deps.db, new Date(now.getTime() + RENEW_BEFORE_MS));
  for (const site of due) {
    if (site.renewalFailedAt && now.getTime() - site.renewalFailedAt.getTime() < DAY_MS) continue;
    try {
      const zone =
        site.records.length > 0
          ? await deps.registrar.getRecords(site.host)
          : siteRecords(deps.config, site.host).map((r) => ({
              ...r,
              ttl: 300,
              priority: null,
              weight: null,
              port: null,
            }));
      const issued = await obtainCertificate(deps, {
        siteId: site.id,
        apex: site.host,
        names: [site.host, `www.${site.host}`],
        zone,
      });
      await saveCertificate(deps, site.id, issued, now);
      report.renewed.push(site.host);
    } catch (error) {
      report.failed.push(site.host);
      const reason = error instanceof AppError ? error.message : 'The certificate authority could not be reached.';
      await deps.db
        .update(publishedSites)
        .set({ renewalFailedAt: now, failureReason: reason, updatedAt: now })
        .where(eq(publishedSites.id, site.id));
      const [owner] = await deps.db.select().from(users).where(eq(users.id, site.userId)).limit(1);
      if (!owner) continue;
      const ends = site.certificateExpiresAt?.toISOString().slice(0, 10) ?? 'soon';
      await mailDurably(
        deps,
        RENEWAL_FAILED_TEMPLATE,
        composeMail(owner.email, `The certificate of ${site.host} could not be renewed`, 'Certificate not renewed', [
          { kind: 'p', text: `We could not renew the HTTPS certificate of ${site.host}, which ends on ${ends}.` },
          { kind: 'p', text: reason },
          {
            kind: 'p',
            text: 'Check that the domain still points at us (its A record and the www CNAME); we try again every day.',
          },
        ]),
        { siteId: site.id },
      );
    }
  }
  return report;
}
