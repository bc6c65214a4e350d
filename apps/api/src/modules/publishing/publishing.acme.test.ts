// Issue 24: certificates from a real ACME CA through acme-client, against Pebble (Debian's `pebble`, the
// ACME test server): Pebble resolves the domain with the built-in DNS server and fetches the HTTP-01
// challenge from our server; the site goes live with Pebble's certificate, served by SNI.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import type { TLSSocket } from 'node:tls';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { publishingEndpoints } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedSites } from '../../db/schema';
import { type TTestContext, createTestContext } from '../../test/context';
import { type TDnsServer, startDnsServer } from '../domains/dns-server.service';
import { createOwnedDomain } from '../domains/domains.test-helpers';
import { createIdeaFor, customerOnPlan } from '../launchpad/launchpad.test-helpers';
import { startHttpsServer } from './publishing-hosts.service';
import { freePort } from '../../test/loopback';

const run = promisify(execFile);

/** GET over HTTPS trusting `ca`; the status, or null while nothing answers. */
const probe = (url: string, ca: Buffer, servername?: string) =>
  new Promise<{ status: number; body: string; peer: X509Certificate | null } | null>((resolve) => {
    const options = { ca, ...(servername ? { servername, headers: { host: servername } } : {}) };
    const req = httpsRequest(url, options, (res) => {
      const peer = (res.socket as TLSSocket | null)?.getPeerX509Certificate() ?? null;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, peer }));
    });
    req.on('error', () => resolve(null));
    req.end();
  });

let dir: string;
let pebble: ChildProcess;
let ctx: TTestContext;
let dns: TDnsServer;
let https: Awaited<ReturnType<typeof startHttpsServer>>;
let pebbleCa: Buffer;
let directory: string;
let rootUrl: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pebble-'));
  const [acmePort, managementPort, httpPort, dnsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  // Pebble's own HTTPS (the directory): a throwaway certificate for 127.0.0.1.
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=pebble',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
  ]);
  pebbleCa = await readFile(join(dir, 'cert.pem'));
  await writeFile(
    join(dir, 'pebble.json'),
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${acmePort}`,
        managementListenAddress: `127.0.0.1:${managementPort}`,
        certificate: join(dir, 'cert.pem'),
        privateKey: join(dir, 'key.pem'),
        httpPort,
        tlsPort: await freePort(),
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
      },
    }),
  );
  pebble = spawn('pebble', ['-config', join(dir, 'pebble.json'), '-dnsserver', `127.0.0.1:${dnsPort}`], {
    env: { ...process.env, PEBBLE_VA_NOSLEEP: '1', PEBBLE_WFE_NONCEREJECT: '0', PEBBLE_AUTHZREUSE: '0' },
    stdio: 'ignore',
  });
  directory = `https://127.0.0.1:${acmePort}/dir`;
  rootUrl = `https://127.0.0.1:${managementPort}/roots/0`;
  for (let i = 0; i < 100 && !(await probe(directory, pebbleCa)); i += 1) await new Promise((r) => setTimeout(r, 100));

  ctx = await createTestContext({
    env: { ACME_DIRECTORY_URL: directory, ACME_CA_FILE: join(dir, 'cert.pem'), ACME_EMAIL: 'ops@example.test' },
  });
  // Pebble validates HTTP-01 on `httpPort` of the address our DNS gives the name (127.0.0.1): our server.
  await ctx.app.listen({ host: '127.0.0.1', port: httpPort });
  dns = await startDnsServer({ db: ctx.database.db, config: ctx.config }, { host: '127.0.0.1', port: dnsPort });
  https = await startHttpsServer(ctx.app, { host: '127.0.0.1', port: 0 });
}, 120_000);
afterAll(async () => {
  await https?.close();
  await dns?.close();
  await ctx?.close();
  pebble?.kill();
  await rm(dir, { recursive: true, force: true });
});

describe('certificates from an ACME CA (Pebble)', () => {
  it('publishes with a certificate Pebble issued after validating our HTTP-01 answer', async () => {
    expect(await probe(directory, pebbleCa)).toMatchObject({ status: 200 });
    const founder = await customerOnPlan(ctx, 'scale');
    const ideaId = await createIdeaFor(
      ctx,
      founder.headers,
      'Refurbished office chairs on subscription for remote workers in Leeds',
    );
    const domain = await createOwnedDomain(ctx, founder.user.id, 'acmechairs.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: publishingEndpoints.publish.path,
      headers: founder.headers,
      payload: { ideaId, domainId: domain.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.site.status).toBe('live');

    const [row] = await ctx.database.db
      .select()
      .from(publishedSites)
      .where(eq(publishedSites.id, res.json().data.site.id));
    const leaf = new X509Certificate(row?.certificatePem as string);
    expect(leaf.issuer).toMatch(/Pebble Intermediate/);
    expect(leaf.subjectAltName).toContain('DNS:acmechairs.com');
    expect(leaf.subjectAltName).toContain('DNS:www.acmechairs.com');
    // Challenges are cleared once the CA has seen them.
    expect(row?.challenges).toEqual({});

    // Served by SNI with that certificate, which verifies against Pebble's root.
    const root = await probe(rootUrl, pebbleCa);
    expect(root?.status).toBe(200);
    const served = await probe(`https://127.0.0.1:${https.port}/`, Buffer.from(root?.body ?? ''), 'www.acmechairs.com');
    expect(served?.status).toBe(200);
    expect(served?.peer?.serialNumber).toBe(leaf.serialNumber);
  });
});
