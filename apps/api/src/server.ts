import { ConfigError, loadConfig } from './config/env';
import { buildApp } from './app';
import { seedDatabase } from './db/seed';
import { startDnsServer } from './modules/domains/dns.server';
import { runDomainRenewals } from './modules/domains/domains.reminders';
import { installJobQueue, startJobQueue } from './modules/jobs/jobs.queue';
import { paymentReconcileJob } from './modules/payments/reconcile.service';
import { startHttpsServer } from './modules/publishing/publishing.hosts';
import { renewSiteCertificates } from './modules/publishing/publishing.renewals';
import { finishPendingRefunds } from './modules/payments/refunds.service';
import { renewDueSubscriptions } from './modules/subscriptions/subscriptions.renewals';
import { createChargeLookup } from './providers/payments/charge-lookup';

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 20_000;

/** Start-up: parse config, open the database, migrate, seed (idempotent), listen. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.deps.database.migrate();
  await seedDatabase(app.deps.db, config.PUBLIC_URL, { devCoupons: config.NODE_ENV !== 'production' });
  // The job queue's schema (pg-boss) is installed by every instance, so health can read it; an instance
  // with JOBS_ENABLED=false then stays out of the rota.
  await installJobQueue(app.deps.database);
  const jobs = config.JOBS_ENABLED
    ? await startJobQueue({ database: app.deps.database, log: app.log }, [
        { name: 'subscription-renewals', everyMs: 15 * 60_000, run: (now) => renewDueSubscriptions(app.deps, now) },
        { name: 'domain-renewals', everyMs: 30 * 60_000, run: (now) => runDomainRenewals(app.deps, now) },
        // Certificates of published landing pages, renewed 30 days before they end (issue 24).
        {
          name: 'published-site-certificates',
          everyMs: 6 * 60 * 60_000,
          leaseMs: 30 * 60_000,
          run: (now) => renewSiteCertificates(app.deps, now),
        },
        // The outbox worker: retries of mails and processor calls that failed after their commit.
        { name: 'outbox', everyMs: 15_000, leaseMs: 60_000, run: (now) => app.deps.outbox.run(now) },
        // Staff refunds the processor did not answer (or a crash cut short) are asked again with their key.
        {
          name: 'refund-completion',
          everyMs: 60_000,
          leaseMs: 120_000,
          run: (now) => finishPendingRefunds({ ...app.deps, log: app.log }, { now, graceMs: 2 * 60_000 }),
        },
        paymentReconcileJob(
          { ...app.deps, log: app.log },
          {
            lookup: createChargeLookup(config, app.deps.db),
            graceMs: config.PAYMENT_RECONCILE_GRACE_SECONDS * 1000,
          },
        ),
      ])
    : null;
  const dns =
    config.DNS_PORT === undefined
      ? null
      : await startDnsServer({ db: app.deps.db, config }, { host: config.DNS_HOST, port: config.DNS_PORT });
  if (dns)
    app.log.info(`DNS server for the built-in registrar's zones on ${config.DNS_HOST}:${dns.port} (UDP and TCP)`);
  // TLS terminated here too (HTTPS_PORT): each published domain's certificate chosen by SNI.
  const https =
    config.HTTPS_PORT === undefined
      ? null
      : await startHttpsServer(app, { host: config.HOST, port: config.HTTPS_PORT });
  if (https) app.log.info(`HTTPS (published sites by SNI) on ${config.HOST}:${https.port}`);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Requests in flight finish; keep-alive connections that go idle meanwhile are closed each second (Fastify
    // closes only those idle when closing starts), and after SHUTDOWN_GRACE_MS every connection is cut.
    const idle = setInterval(() => app.server.closeIdleConnections(), 1000);
    const deadline = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await jobs?.stop();
    await dns?.close();
    await https?.close();
    await app.close();
    clearInterval(idle);
    clearTimeout(deadline);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Launchpad is running on ${config.PUBLIC_URL} (database: ${app.deps.database.engine})`);
}

main().catch((error: unknown) => {
  // A configuration problem (a variable, or a server it names that cannot be reached) is said plainly.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
