import { createServer } from 'node:http';
import { sslEndpoints, type TCertDetail } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dnsRecords, sslCertificates } from '../../db/schema';
import { type TTestContext, createSignedInUser, createTestContext, readOutbox } from '../../test/context';
import { createOwnedDomain } from './domains.test-helpers';
import { x509 } from './ssl-csr.service';
import { createPurchasedCertificate, makeCsr } from './ssl.test-helpers';

let ctx: TTestContext;
/** The web server behind the domains' A records: serves the HTTP validation file while a test sets `served`. */
let served: { filePath: string; fileContent: string } | null = null;
const seen: string[] = [];
const website = createServer((req, reply) => {
  seen.push(`${req.headers.host ?? ''}${req.url ?? ''}`);
  if (served && req.url === served.filePath) return reply.end(served.fileContent);
  reply.statusCode = 404;
  reply.end('not found');
});
beforeAll(async () => {
  await new Promise<void>((resolve) => website.listen(0, '127.0.0.1', resolve));
  const address = website.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  ctx = await createTestContext({ env: { SSL_HTTP_VALIDATION_PORT: String(address.port) } });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => website.close(resolve));
});

type TSignedIn = Awaited<ReturnType<typeof createSignedInUser>>;
const post = (who: TSignedIn | null, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload: payload as object });

/** A customer with acme-like domain `name` and a purchased certificate for it. */
async function customerWithCertificate(name: string, years = 1) {
  const who = await createSignedInUser(ctx);
  const domain = await createOwnedDomain(ctx, who.user.id, name);
  const cert = await createPurchasedCertificate(ctx, { userId: who.user.id, domainId: domain.id, years });
  const dot = name.indexOf('.');
  return { who, domain, cert, sld: name.slice(0, dot), tld: name.slice(dot + 1) };
}

/** The token in the newest approval link mailed to `to`. */
async function approvalToken(to: string): Promise<string> {
  const mail = (await readOutbox(ctx, to)).find((message) => message.template === 'ssl_approval');
  const token = mail && /\/domain\/ssl\/approve\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no approval link mailed to ${to}`);
  return token;
}

/** Each certificate in a PEM bundle (the certificate, then its CA). */
const pemCertificates = (pem: string | null) =>
  (pem?.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []).map(
    (block) => new x509.X509Certificate(block),
  );

async function detail(who: TSignedIn, certId: number): Promise<TCertDetail> {
  const res = await post(who, sslEndpoints.getCertDetail.path, { CertID: certId });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('ssl: the whole life of a certificate (EMAIL validation)', () => {
  it('activates with a real CSR, mails the approver, issues a certificate chained to the CA, and reissues', async () => {
    const { who, cert, sld, tld } = await customerWithCertificate('acme.com', 2);
    const rsa = await makeCsr(['acme.com', 'www.acme.com'], 'rsa2048');

    const parsed = await post(who, sslEndpoints.parseCsr.path, { csr: rsa.pem, sld, tld });
    expect(parsed.statusCode).toBe(200);
    expect(parsed.json().data).toMatchObject({ commonName: 'acme.com', keyType: 'RSA', keySize: 2048 });

    const approvers = await post(who, sslEndpoints.getApproverEmail.path, { sld, tld });
    expect(approvers.json().data).toEqual({
      domain: 'acme.com',
      emails: [
        'admin@acme.com',
        'administrator@acme.com',
        'hostmaster@acme.com',
        'postmaster@acme.com',
        'webmaster@acme.com',
      ],
    });

    const list = await post(who, sslEndpoints.certList.path, {});
    expect(list.json().data).toEqual([
      expect.objectContaining({ CertID: cert.certId, domain: 'acme.com', status: 'purchased', years: 2 }),
    ]);

    const activated = await post(who, sslEndpoints.certPurchaseCert.path, {
      CertID: cert.certId,
      sld,
      tld,
      csr: rsa.pem,
      DVAuthMethod: 'EMAIL',
      ApproverEmail: 'admin@acme.com',
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().data).toMatchObject({
      status: 'awaiting_approval',
      commonName: 'acme.com',
      sans: ['acme.com', 'www.acme.com'],
      dvAuthMethod: 'EMAIL',
      validation: { method: 'EMAIL', approverEmail: 'admin@acme.com' },
      certificatePem: null,
    });

    // The approver follows the link (no sign-in needed); the link works once.
    const token = await approvalToken('admin@acme.com');
    const approved = await post(null, sslEndpoints.approveCert.path, { token });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ CertID: cert.certId, commonName: 'acme.com', status: 'issued' });
    const again = await post(null, sslEndpoints.approveCert.path, { token });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This approval link is not valid or has already been used.');

    const issued = await detail(who, cert.certId);
    expect(issued.status).toBe('issued');
    const [leaf, ca] = pemCertificates(issued.certificatePem);
    if (!leaf || !ca) throw new Error('the PEM should hold the certificate and its CA');
    expect(leaf.subject).toBe('CN=acme.com');
    expect(ca.subject).toContain('CN=Launchpad Test CA');
    expect(leaf.issuer).toBe(ca.subject);
    expect(await leaf.verify({ publicKey: ca.publicKey, signatureOnly: true })).toBe(true);
    expect(Buffer.from(leaf.publicKey.rawData).equals(rsa.spki)).toBe(true);
    const sans = leaf.getExtension(x509.SubjectAlternativeNameExtension);
    expect(sans?.names.items.map((name) => name.value)).toEqual(['acme.com', 'www.acme.com']);
    const chain = await new x509.X509ChainBuilder({ certificates: [ca] }).build(leaf);
    expect(chain.map((c) => c.subject)).toEqual([leaf.subject, ca.subject]);
    // Valid for the two years bought.
    const issuedAt = new Date(issued.issuedAt ?? '');
    expect(new Date(issued.expiresAt ?? '').getUTCFullYear()).toBe(issuedAt.getUTCFullYear() + 2);
    expect(leaf.notAfter.toISOString()).toBe(issued.expiresAt);

    // The customer got the certificate by mail, and can have it again.
    const fulfilment = () =>
      readOutbox(ctx, who.user.email).then((mails) => mails.filter((m) => m.template === 'ssl_fulfilment'));
    const [delivered] = await fulfilment();
    expect(delivered?.text).toContain(leaf.toString('pem').trim());
    expect(delivered?.html).toContain('<pre');
    const resent = await post(who, sslEndpoints.resendFulfillmentEmail.path, { CertID: cert.certId });
    expect(resent.statusCode).toBe(200);
    expect(await fulfilment()).toHaveLength(2);

    // Reissue with a new EC key: awaits approval again, the old certificate is kept meanwhile.
    const ec = await makeCsr(['acme.com'], 'p256');
    const reissue = await post(who, sslEndpoints.reissueCert.path, { CertID: cert.certId, csr: ec.pem });
    expect(reissue.statusCode).toBe(200);
    expect(reissue.json().data).toMatchObject({ status: 'awaiting_approval', keyType: 'EC', keySize: 256 });
    expect(reissue.json().data.certificatePem).toBe(issued.certificatePem);
    expect(
      await post(null, sslEndpoints.approveCert.path, { token: await approvalToken('admin@acme.com') }),
    ).toMatchObject({
      statusCode: 200,
    });
    const reissued = await detail(who, cert.certId);
    expect(reissued.status).toBe('reissued');
    const [newLeaf] = pemCertificates(reissued.certificatePem);
    expect(Buffer.from(newLeaf?.publicKey.rawData ?? new ArrayBuffer(0)).equals(ec.spki)).toBe(true);
    expect(await newLeaf?.verify({ publicKey: ca.publicKey, signatureOnly: true })).toBe(true);
    expect((await post(who, sslEndpoints.certList.path, { status: 'reissued' })).json().data).toHaveLength(1);
  });

  it('sends a new approval link on resend; the old one stops working', async () => {
    const { who, cert, sld, tld } = await customerWithCertificate('resend-shop.com');
    const { pem } = await makeCsr(['resend-shop.com'], 'p256');
    await post(who, sslEndpoints.certPurchaseCert.path, {
      CertID: cert.certId,
      sld,
      tld,
      csr: pem,
      DVAuthMethod: 'EMAIL',
      ApproverEmail: 'webmaster@resend-shop.com',
    });
    const first = await approvalToken('webmaster@resend-shop.com');
    const resend = await post(who, sslEndpoints.resendApproverEmail.path, { CertID: cert.certId });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe('Approval email sent again to webmaster@resend-shop.com.');
    const second = await approvalToken('webmaster@resend-shop.com');
    expect(second).not.toBe(first);
    expect((await post(null, sslEndpoints.approveCert.path, { token: first })).statusCode).toBe(404);
    expect((await post(null, sslEndpoints.approveCert.path, { token: second })).statusCode).toBe(200);
    const resendIssued = await post(who, sslEndpoints.resendApproverEmail.path, { CertID: cert.certId });
    expect(resendIssued.statusCode).toBe(409);
  });

  it('saves a CSR first with configureCert (csr_submitted), then activates without sending it again', async () => {
    const { who, cert, sld, tld } = await customerWithCertificate('configure.com');
    const { pem } = await makeCsr(['configure.com'], 'p256');
    const saved = await post(who, sslEndpoints.configureCert.path, { CertID: cert.certId, sld, tld, csr: pem });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'CSR saved.',
      data: { status: 'csr_submitted', commonName: 'configure.com' },
    });
    const activated = await post(who, sslEndpoints.certPurchaseCert.path, {
      CertID: cert.certId,
      sld,
      tld,
      DVAuthMethod: 'EMAIL',
      ApproverEmail: 'hostmaster@configure.com',
    });
    expect(activated.json().data).toMatchObject({
      status: 'awaiting_approval',
      approverEmail: 'hostmaster@configure.com',
    });
  });
});

describe('ssl: HTTP and CNAME validation', () => {
  it('HTTP shows the file to serve under /.well-known/pki-validation/', async () => {
    const { who, cert, sld, tld } = await customerWithCertificate('http-check.com');
    const { pem } = await makeCsr(['http-check.com'], 'p256');
    const res = await post(who, sslEndpoints.certPurchaseCert.path, {
      CertID: cert.certId,
      sld,
      tld,
      csr: pem,
      DVAuthMethod: 'HTTP',
    });
    expect(res.statusCode).toBe(200);
    const { validation, status } = res.json().data as TCertDetail;
    expect(status).toBe('awaiting_approval');
    if (validation?.method !== 'HTTP') throw new Error('expected an HTTP validation record');
    expect(validation.fileName).toMatch(/^[0-9A-F]{32}\.txt$/);
    expect(validation.filePath).toBe(`/.well-known/pki-validation/${validation.fileName}`);
    expect(validation.url).toBe(`http://http-check.com${validation.filePath}`);
    expect(validation.fileContent).toMatch(/^[0-9a-f]{64}\nlaunchpad-test-ca\n[0-9a-f]{16}$/);
    // Nothing serves the file yet (the zone has no A record), so it keeps waiting.
    expect((await detail(who, cert.certId)).status).toBe('awaiting_approval');
  });

  it('HTTP issues once the domain serves the file (fetched from the zone’s A record)', async () => {
    const { who, cert, domain, sld, tld } = await customerWithCertificate('http-served.com');
    const { pem } = await makeCsr(['http-served.com'], 'p256');
    const res = await post(who, sslEndpoints.certPurchaseCert.path, {
      CertID: cert.certId,
      sld,
      tld,
      csr: pem,
      DVAuthMethod: 'HTTP',
    });
    const { validation } = res.json().data as TCertDetail;
    if (validation?.method !== 'HTTP') throw new Error('expected an HTTP validation record');
    served = validation;
    seen.length = 0;
    try {
      await ctx.database.db
        .insert(dnsRecords)
        .values({ domainId: domain.id, host: '@', type: 'A', value: '127.0.0.1' });
      const issued = await detail(who, cert.certId);
      expect(seen).toEqual([`http-served.com${validation.filePath}`]);
      expect(issued.status).toBe('issued');
    } finally {
      served = null;
    }
  });

  it('CNAME shows the record to add and issues once the zone we host has it', async () => {
    const { who, cert, domain, sld, tld } = await customerWithCertificate('cname-check.com');
    const { pem } = await makeCsr(['cname-check.com'], 'rsa2048');
    const res = await post(who, sslEndpoints.certPurchaseCert.path, {
      CertID: cert.certId,
      sld,
      tld,
      csr: pem,
      DVAuthMethod: 'CNAME',
    });
    const { validation } = res.json().data as TCertDetail;
    if (validation?.method !== 'CNAME') throw new Error('expected a CNAME validation record');
    expect(validation.host).toMatch(/^_[0-9a-f]{32}\.cname-check\.com$/);
    expect(validation.hostRelative).toBe(validation.host.replace('.cname-check.com', ''));
    expect(validation.target).toMatch(/^[0-9a-f]{32}\.[0-9a-f]{32}\.[0-9a-f]{16}\.dcv\.launchpad-ca\.test$/);
    expect((await detail(who, cert.certId)).status).toBe('awaiting_approval');

    // The customer adds the record in their zone (what setHosts stores), and the CA sees it.
    await ctx.database.db
      .insert(dnsRecords)
      .values({ domainId: domain.id, host: validation.hostRelative, type: 'CNAME', value: `${validation.target}.` });
    const issued = await detail(who, cert.certId);
    expect(issued.status).toBe('issued');
    expect(issued.certificatePem).toContain('-----BEGIN CERTIFICATE-----');

    // Once its end date passes the certificate reads as expired.
    await ctx.database.db
      .update(sslCertificates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sslCertificates.id, cert.id));
    expect((await detail(who, cert.certId)).status).toBe('expired');
    expect((await post(who, sslEndpoints.certList.path, { status: 'expired' })).json().data).toEqual([
      expect.objectContaining({ CertID: cert.certId, status: 'expired' }),
    ]);
  });
});

describe('ssl: refusals', () => {
  it('refuses a 1024-bit key and a CSR for another domain, saving nothing', async () => {
    const { who, cert, sld, tld } = await customerWithCertificate('strict.com');
    const weak = await makeCsr(['strict.com'], 'rsa1024');
    const parsed = await post(who, sslEndpoints.parseCsr.path, { csr: weak.pem, sld, tld });
    expect(parsed.statusCode).toBe(400);
    expect(parsed.json().message).toMatch(/RSA key is 1024 bits: at least 2048 bits are required/);
    const activateWeak = await post(who, sslEndpoints.certPurchaseCert.path, {
      CertID: cert.certId,
      sld,
      tld,
      csr: weak.pem,
      DVAuthMethod: 'HTTP',
    });
    expect(activateWeak.statusCode).toBe(400);

    const foreign = await makeCsr(['other.com'], 'p256');
    const activateForeign = await post(who, sslEndpoints.certPurchaseCert.path, {
      CertID: cert.certId,
      sld,
      tld,
      csr: foreign.pem,
      DVAuthMethod: 'HTTP',
    });
    expect(activateForeign.statusCode).toBe(400);
    expect(activateForeign.json().message).toBe(
      'The CSR is for other.com, not strict.com: make a CSR whose common name is strict.com.',
    );
    const [row] = await ctx.database.db.select().from(sslCertificates).where(eq(sslCertificates.id, cert.id));
    expect(row).toMatchObject({ status: 'purchased', csr: null, dvAuthMethod: null });
  });

  it('refuses an approver who is not one of the domain’s addresses, and EMAIL without one', async () => {
    const { who, cert, sld, tld } = await customerWithCertificate('approver.com');
    const { pem } = await makeCsr(['approver.com'], 'p256');
    const base = { CertID: cert.certId, sld, tld, csr: pem, DVAuthMethod: 'EMAIL' };
    const stranger = await post(who, sslEndpoints.certPurchaseCert.path, { ...base, ApproverEmail: 'me@gmail.com' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toMatch(
      /^me@gmail\.com cannot approve certificates for approver\.com: choose one of admin@approver\.com/,
    );
    const missing = await post(who, sslEndpoints.certPurchaseCert.path, base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Choose the approver email/);
    expect(await readOutbox(ctx, 'me@gmail.com')).toHaveLength(0);
  });

  it('answers 404 for someone else’s certificate or domain, and 401 signed out', async () => {
    const { cert, sld, tld } = await customerWithCertificate('private.com');
    const stranger = await createSignedInUser(ctx);
    const { pem } = await makeCsr(['private.com'], 'p256');
    for (const [url, payload] of [
      [sslEndpoints.getCertDetail.path, { CertID: cert.certId }],
      [sslEndpoints.resendApproverEmail.path, { CertID: cert.certId }],
      [sslEndpoints.resendFulfillmentEmail.path, { CertID: cert.certId }],
      [sslEndpoints.reissueCert.path, { CertID: cert.certId, csr: pem }],
      [sslEndpoints.certPurchaseCert.path, { CertID: cert.certId, sld, tld, csr: pem, DVAuthMethod: 'HTTP' }],
    ] as const) {
      const res = await post(stranger, url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(`Certificate ${cert.certId} is not one of your certificates.`);
    }
    const domain = await post(stranger, sslEndpoints.getApproverEmail.path, { sld, tld });
    expect(domain.statusCode).toBe(404);
    expect(domain.json().message).toBe('private.com is not one of your domains.');
    expect((await post(stranger, sslEndpoints.certList.path, {})).json().data).toEqual([]);
    expect((await post(null, sslEndpoints.certList.path, {})).statusCode).toBe(401);
  });

  it('refuses to reissue a certificate that was never issued, and activating an issued one', async () => {
    const { who, cert, sld, tld } = await customerWithCertificate('order.com');
    const { pem } = await makeCsr(['order.com'], 'p256');
    const early = await post(who, sslEndpoints.reissueCert.path, { CertID: cert.certId, csr: pem });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`Certificate ${cert.certId} has not been issued yet: activate it instead.`);
    await post(who, sslEndpoints.certPurchaseCert.path, {
      CertID: cert.certId,
      sld,
      tld,
      csr: pem,
      DVAuthMethod: 'EMAIL',
      ApproverEmail: 'admin@order.com',
    });
    await post(null, sslEndpoints.approveCert.path, { token: await approvalToken('admin@order.com') });
    const twice = await post(who, sslEndpoints.certPurchaseCert.path, {
      CertID: cert.certId,
      sld,
      tld,
      csr: pem,
      DVAuthMethod: 'HTTP',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Certificate ${cert.certId} is already issued: use reissue to change its CSR.`);
  });

  it('refuses a made-up approval token', async () => {
    const res = await post(null, sslEndpoints.approveCert.path, { token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(404);
  });
});

describe('ssl: a certificate carries only the names its product covers (issue 22)', () => {
  /** A customer's domain with a certificate of the catalogue's product `productName`. */
  async function certificateOf(name: string, productName: string) {
    const { who, domain, sld, tld } = await customerWithCertificate(name);
    const cert = await createPurchasedCertificate(ctx, { userId: who.user.id, domainId: domain.id, productName });
    return { who, cert, sld, tld };
  }
  const stored = async (id: string) =>
    (await ctx.database.db.select().from(sslCertificates).where(eq(sslCertificates.id, id)))[0];

  it('refuses three names on a "1 domain + www" certificate, and a wildcard, with a 400 and nothing saved', async () => {
    const { who, cert, sld, tld } = await certificateOf('three-names.com', 'PositiveSSL (domain validated)');
    const three = await makeCsr(['three-names.com', 'www.three-names.com', 'shop.three-names.com'], 'p256');
    for (const url of [sslEndpoints.certPurchaseCert.path, sslEndpoints.configureCert.path]) {
      const res = await post(who, url, { CertID: cert.certId, sld, tld, csr: three.pem, DVAuthMethod: 'HTTP' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(
        'PositiveSSL (domain validated): The CSR asks for 3 names (three-names.com, www.three-names.com, ' +
          'shop.three-names.com), but this certificate covers one domain and its www form (example.com and ' +
          'www.example.com). Make a CSR for those names only.',
      );
    }
    const wildcard = await makeCsr(['*.three-names.com'], 'p256');
    const res = await post(who, sslEndpoints.configureCert.path, { CertID: cert.certId, sld, tld, csr: wildcard.pem });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/a wildcard needs a wildcard certificate/);
    expect(await stored(cert.id)).toMatchObject({ status: 'purchased', csr: null, commonName: null, sans: [] });

    const pair = await makeCsr(['three-names.com', 'www.three-names.com'], 'p256');
    const ok = await post(who, sslEndpoints.configureCert.path, { CertID: cert.certId, sld, tld, csr: pair.pem });
    expect(ok.statusCode).toBe(200);
    expect(await stored(cert.id)).toMatchObject({ status: 'csr_submitted', commonName: 'three-names.com' });
  });

  it('takes *.name and name on a wildcard certificate, and nothing more', async () => {
    const { who, cert, sld, tld } = await certificateOf('wild-card.com', 'PositiveSSL Wildcard');
    const extra = await makeCsr(['*.wild-card.com', 'wild-card.com', 'shop.other-part.wild-card.com'], 'p256');
    const refused = await post(who, sslEndpoints.configureCert.path, { CertID: cert.certId, sld, tld, csr: extra.pem });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Make a CSR for \*\.wild-card\.com and wild-card\.com only\.$/);
    expect(await stored(cert.id)).toMatchObject({ status: 'purchased', csr: null });

    const wildcard = await makeCsr(['*.wild-card.com', 'wild-card.com'], 'p256');
    const ok = await post(who, sslEndpoints.configureCert.path, { CertID: cert.certId, sld, tld, csr: wildcard.pem });
    expect(ok.statusCode).toBe(200);
    expect(await stored(cert.id)).toMatchObject({
      commonName: '*.wild-card.com',
      sans: ['*.wild-card.com', 'wild-card.com'],
    });
  });

  it('refuses a reissue for more names than the product covers, keeping the issued certificate', async () => {
    const { who, cert } = await certificateOf('reissue-names.com', 'PositiveSSL (domain validated)');
    const { pem } = await makeCsr(['reissue-names.com'], 'p256');
    await ctx.database.db
      .update(sslCertificates)
      .set({ status: 'issued', issuedAt: new Date(), csr: pem, commonName: 'reissue-names.com' })
      .where(eq(sslCertificates.id, cert.id));
    const more = await makeCsr(['reissue-names.com', 'api.reissue-names.com', 'www.reissue-names.com'], 'p256');
    const res = await post(who, sslEndpoints.reissueCert.path, {
      CertID: cert.certId,
      csr: more.pem,
      DVAuthMethod: 'HTTP',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/asks for 3 names/);
    expect(await stored(cert.id)).toMatchObject({ status: 'issued', csr: pem, commonName: 'reissue-names.com' });
  });
});
