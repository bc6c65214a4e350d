import { ConfigError, loadConfig } from './config/env';
import { buildApp } from './app';
import { createCore } from './core/create';
import { seedDatabase } from './db/seed';
import { runDomainRenewals, startDnsServer } from './modules/domains';
import { installJobQueue, startJobQueue } from './modules/jobs';
import { paymentReconcileJob } from './flows/reconcile-payments';
import { renewSiteCertificates, startHttpsServer } from './modules/publishing';
import { finishPendingRefunds } from './modules/payments';
import { renewDueSubscriptions } from './flows/renewals';
import { createChargeLookup } from './providers/payments/charge-lookup';

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 20_000;

/**
 * Start-up: parse config, build the core (database, providers, logger...), migrate, seed (idempotent),
 * then start on it the HTTP app, the job queue and the DNS and HTTPS servers.
 */
async function main() {
  const config = loadConfig();
  const core = await createCore(config);
  const { deps } = core;
  // The app owns the core from here: closing it closes the core.
  const app = await buildApp(core);
  await deps.database.migrate();
  await seedDatabase(deps.db, config.PUBLIC_URL, { devCoupons: config.NODE_ENV !== 'production' });
  // The job queue's schema (pg-boss) is installed by every instance, so health can read it; an instance
  // with JOBS_ENABLED=false then stays out of the rota.
  await installJobQueue(deps.database);
  const jobs = config.JOBS_ENABLED
    ? await startJobQueue({ database: deps.database, log: core.logger }, [
        { name: 'subscription-renewals', everyMs: 15 * 60_000, run: (now) => renewDueSubscriptions(deps, now) },
        { name: 'domain-renewals', everyMs: 30 * 60_000, run: (now) => runDomainRenewals(deps, now) },
        // Certificates of published landing pages, renewed 30 days before they end (issue 24).
        {
          name: 'published-site-certificates',
          everyMs: 6 * 60 * 60_000,
          leaseMs: 30 * 60_000,
          run: (now) => renewSiteCertificates(deps, now),
        },
        // The outbox worker: retries of mails and processor calls that failed after their commit.
        { name: 'outbox', everyMs: 15_000, leaseMs: 60_000, run: (now) => deps.outbox.run(now) },
        // Staff refunds the processor did not answer (or a crash cut short) are asked again with their key.
        {
          name: 'refund-completion',
          everyMs: 60_000,
          leaseMs: 120_000,
          run: (now) => finishPendingRefunds(deps, { now, graceMs: 2 * 60_000 }),
        },
        paymentReconcileJob(deps, {
          lookup: createChargeLookup(config, deps.db),
          graceMs: config.PAYMENT_RECONCILE_GRACE_SECONDS * 1000,
        }),
      ])
    : null;
  const dns =
    config.DNS_PORT === undefined ? null : await startDnsServer(deps, { host: config.DNS_HOST, port: config.DNS_PORT });
  if (dns)
    deps.log.info(`DNS server for the built-in registrar's zones on ${config.DNS_HOST}:${dns.port} (UDP and TCP)`);
  // TLS terminated here too (HTTPS_PORT): each published domain's certificate chosen by SNI.
  const https =
    config.HTTPS_PORT === undefined
      ? null
      : await startHttpsServer(app, { host: config.HOST, port: config.HTTPS_PORT });
  if (https) deps.log.info(`HTTPS (published sites by SNI) on ${config.HOST}:${https.port}`);
  const shutdown = async (signal: string) => {
    deps.log.info({ signal }, 'shutting down');
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
  deps.log.info(`Launchpad is running on ${config.PUBLIC_URL} (database: ${deps.database.engine})`);
}

main().catch((error: unknown) => {
  // A configuration problem (a variable, or a server it names that cannot be reached) is said plainly.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
