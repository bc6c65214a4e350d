import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TNamecheapTestServer, startNamecheapTestServer } from './namecheap.test-server';
import { API_KEY, API_USER, CONTACTS, adapterFor, commandsSent, failure, makeCsr } from './namecheap.test-fixtures';
import { RegistrarError, type TDvAuthMethod } from './registrar.provider';

let server: TNamecheapTestServer;
let csr: string;
beforeAll(async () => {
  server = await startNamecheapTestServer({ apiUser: API_USER, apiKey: API_KEY });
  csr = await makeCsr('secure.com');
  await adapterFor(server).register({
    domain: 'secure.com',
    years: 1,
    contacts: CONTACTS,
    nameservers: [],
    whoisPrivacy: false,
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const registrar = () => adapterFor(server);
const buy = async () => (await registrar().createCertificate({ productName: 'PositiveSSL', years: 1 })).providerCertId;
const activate = (providerCertId: string, dvAuthMethod: TDvAuthMethod, approverEmail = 'admin@secure.com') =>
  registrar().activateCertificate({ providerCertId, csr, domain: 'secure.com', approverEmail, dvAuthMethod });

describe('namecheap adapter: SSL certificates', () => {
  it('buys a certificate, which then waits for its CSR', async () => {
    const id = await buy();
    expect(id).toMatch(/^\d+$/);
    expect(await registrar().getCertificate(id)).toEqual({
      providerCertId: id,
      status: 'purchased',
      commonName: null,
      approverEmail: null,
      dvAuthMethod: null,
      validation: null,
      issuedAt: null,
      expiresAt: null,
      certificatePem: null,
    });
  });

  it('lists the approver addresses: the WHOIS address and the five generic mailboxes', async () => {
    expect(await registrar().getApproverEmails('secure.com')).toEqual([
      'ada@example.test',
      'admin@secure.com',
      'administrator@secure.com',
      'hostmaster@secure.com',
      'postmaster@secure.com',
      'webmaster@secure.com',
    ]);
  });

  it('goes from CSR submitted to issued with email validation, and resends its mails', async () => {
    const id = await buy();
    const pending = await activate(id, 'EMAIL', 'hostmaster@secure.com');
    expect(pending).toMatchObject({
      providerCertId: id,
      status: 'awaiting_approval',
      commonName: 'secure.com',
      approverEmail: 'hostmaster@secure.com',
      dvAuthMethod: 'EMAIL',
      validation: null,
      certificatePem: null,
    });
    const activation = server.requests.find((r) => r.params.get('command') === 'namecheap.ssl.activate');
    expect(activation?.params.get('csr')).toBe(csr);
    expect(activation?.params.get('approveremail')).toBe('hostmaster@secure.com');
    expect(activation?.params.get('adminemailaddress')).toBe('hostmaster@secure.com');

    await registrar().resendApproverEmail(id);
    expect(server.certificates.get(Number(id))?.approverEmailsSent).toBe(1);

    server.issueCertificate(id);
    const issued = await registrar().getCertificate(id);
    expect(issued).toMatchObject({ status: 'issued', commonName: 'secure.com', dvAuthMethod: 'EMAIL' });
    expect(issued.certificatePem).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
    expect(issued.expiresAt?.getUTCFullYear()).toBe((issued.issuedAt?.getUTCFullYear() ?? 0) + 1);

    await registrar().resendFulfillmentEmail(id);
    expect(server.certificates.get(Number(id))?.fulfillmentEmailsSent).toBe(1);
  });

  it('returns the file to publish for HTTP validation', async () => {
    const pending = await activate(await buy(), 'HTTP');
    expect(pending).toMatchObject({ status: 'awaiting_approval', dvAuthMethod: 'HTTP', approverEmail: null });
    expect(pending.validation).toEqual({
      fileName: expect.stringMatching(/^[0-9A-F]{32}\.txt$/),
      fileContent: expect.stringContaining('comodoca.com'),
      url: expect.stringMatching(/^http:\/\/secure\.com\/\.well-known\/pki-validation\/[0-9A-F]{32}\.txt$/),
    });
    expect(
      server.requests.find((r) => r.params.get('command') === 'namecheap.ssl.activate')?.params.get('httpdcvalidation'),
    ).toBe('TRUE');
  });

  it('returns the CNAME record to add for DNS validation', async () => {
    const pending = await activate(await buy(), 'CNAME');
    expect(pending).toMatchObject({ dvAuthMethod: 'CNAME' });
    expect(pending.validation).toEqual({
      host: expect.stringMatching(/^_[0-9A-F]{32}\.secure\.com$/),
      target: expect.stringMatching(/\.comodoca\.com$/),
    });
  });

  it('reissues with a new CSR: a new certificate awaits approval, the old one stays valid as reissued', async () => {
    const id = await buy();
    await activate(id, 'EMAIL');
    server.issueCertificate(id);
    const reissued = await registrar().reissueCertificate({
      providerCertId: id,
      csr: await makeCsr('secure.com'),
      domain: 'secure.com',
      approverEmail: 'admin@secure.com',
      dvAuthMethod: 'CNAME',
    });
    expect(reissued.providerCertId).not.toBe(id);
    expect(reissued).toMatchObject({ status: 'awaiting_approval', dvAuthMethod: 'CNAME', commonName: 'secure.com' });
    expect(reissued.validation).toHaveProperty('target');
    expect(commandsSent(server)).toContain('namecheap.ssl.reissue');
    expect((await registrar().getCertificate(id)).status).toBe('reissued');
  });

  it("passes on Namecheap's refusals: an approver not on the list, a broken CSR, a second activation", async () => {
    const id = await buy();
    const stranger = await failure(activate(id, 'EMAIL', 'someone@elsewhere.test'));
    expect(stranger).toBeInstanceOf(RegistrarError);
    expect(stranger.message).toMatch(/ApproverEmail is not on the approver email list/);

    const broken = await failure(
      registrar().activateCertificate({
        providerCertId: id,
        csr: '-----BEGIN CERTIFICATE REQUEST-----\nbm90IGEgQ1NS\n-----END CERTIFICATE REQUEST-----',
        domain: 'secure.com',
        approverEmail: 'admin@secure.com',
        dvAuthMethod: 'EMAIL',
      }),
    );
    expect(broken).toMatchObject({ name: 'RegistrarError', code: '4011337', message: 'CSR is invalid' });
    expect((await registrar().getCertificate(id)).status).toBe('purchased');

    await activate(id, 'EMAIL');
    expect(await failure(activate(id, 'EMAIL'))).toBeInstanceOf(RegistrarError);
    expect(await failure(registrar().resendFulfillmentEmail(id))).toBeInstanceOf(RegistrarError);
  });

  it('refuses an unknown product and an unknown certificate', async () => {
    expect(await failure(registrar().createCertificate({ productName: 'Gold Plated SSL', years: 1 }))).toBeInstanceOf(
      RegistrarError,
    );
    expect(await failure(registrar().getCertificate('999'))).toBeInstanceOf(RegistrarError);
  });
});
