import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { isIPv4 } from 'node:net';
import { approverEmailsFor, sslApprovalLink } from '@launchpad/shared';
import { and, eq } from 'drizzle-orm';
import { dnsRecords, registeredDomains, sslCertificates, users } from '../../db/schema';
import { csrBytes, parseCsr } from '../../lib/ssl-csr';
import { SSL_MAIL_TEMPLATES, sslMails } from './ssl.mails';
import { AppError } from '../../lib/app-error';
import { isPublicAddress } from '../../lib/public-address';
import { issueCertificate } from './builtin.ssl-ca';
import type { TDb } from '../../db/client';
import type { TBuiltinRegistrarDeps } from './types';
import {
  type TActivateCertificateInput,
  type TDvAuthMethod,
  RegistrarError,
  type TRegistrarCertificate,
  type TRegistrarSsl,
} from './registrar.provider';

/**
 * The built-in registrar's certificate authority (issue 6): a complete simulated DV workflow whose state is
 * the ssl_certificates row itself (found by registrar = builtin and providerCertId), like registered_domains
 * is its registry. Activation puts a certificate in awaiting_approval with the chosen DV method:
 * - EMAIL: the approver gets a link with a one-time token (only its SHA-256 is kept); following it issues;
 * - CNAME: issued once the zone we host has the CNAME record host → target (checked on every read);
 * - HTTP: issued once http://<domain>/.well-known/pki-validation/<file> serves the content, fetched from the
 *   address of the zone's apex A record (no record, no fetch).
 * Issuing signs a real X.509 certificate for the CSR's key with the Launchpad Test CA (builtin.ssl-ca.ts),
 * valid for the bought years, and mails it (PEM) to the customer.
 */
type TRow = typeof sslCertificates.$inferSelect;

const DCV_TARGET_ZONE = 'dcv.launchpad-ca.test';
const HTTP_CHECK_TIMEOUT_MS = 3000;
const HTTP_CHECK_MAX_BYTES = 4096;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const digest = (algorithm: 'md5' | 'sha256', data: Buffer) => createHash(algorithm).update(data).digest('hex');

function toCertificate(row: TRow): TRegistrarCertificate {
  const expired =
    (row.status === 'issued' || row.status === 'reissued') && row.expiresAt && row.expiresAt <= new Date();
  return {
    providerCertId: row.providerCertId ?? '',
    status: expired ? 'expired' : row.status,
    commonName: row.commonName,
    approverEmail: row.approverEmail,
    dvAuthMethod: row.dvAuthMethod,
    validation: row.validation,
    issuedAt: row.issuedAt,
    expiresAt: row.expiresAt,
    certificatePem: row.certificatePem,
  };
}

/** What the DV method needs: derived from the CSR (like public CAs do) plus a value unique to this request. */
function validationFor(
  method: TDvAuthMethod,
  input: { csr: string; domain: string; approverEmail: string },
): Record<string, string> {
  const der = csrBytes(input.csr);
  const md5 = digest('md5', der).toUpperCase();
  const sha256 = digest('sha256', der);
  const unique = randomBytes(8).toString('hex');
  if (method === 'EMAIL') return { domain: input.domain, approverEmail: input.approverEmail };
  if (method === 'HTTP') {
    return { domain: input.domain, fileName: `${md5}.txt`, fileContent: `${sha256}\nlaunchpad-test-ca\n${unique}` };
  }
  return {
    domain: input.domain,
    host: `_${md5.toLowerCase()}.${input.domain}`,
    target: `${sha256.slice(0, 32)}.${sha256.slice(32)}.${unique}.${DCV_TARGET_ZONE}`,
  };
}

const bareName = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

async function findRow(db: TDb, providerCertId: string): Promise<TRow> {
  const [row] = await db
    .select()
    .from(sslCertificates)
    .where(and(eq(sslCertificates.registrar, 'builtin'), eq(sslCertificates.providerCertId, providerCertId)))
    .limit(1);
  if (!row) throw new RegistrarError(`Certificate ${providerCertId} does not exist.`, 'NOT_FOUND');
  return row;
}

/** Sign the certificate and move the row to issued (or reissued); null when someone else got there first. */
async function issue(deps: TBuiltinRegistrarDeps, row: TRow, tokenHash: string | null): Promise<TRow | null> {
  if (!row.csr || !row.commonName) return null;
  const names = [...new Set([row.commonName, ...row.sans])];
  const { pem, issuedAt, expiresAt } = await issueCertificate(deps, { csr: row.csr, names, years: row.years });
  const reissued = row.issuedAt !== null;
  const conditions = [eq(sslCertificates.id, row.id), eq(sslCertificates.status, 'awaiting_approval')];
  if (tokenHash) conditions.push(eq(sslCertificates.approvalTokenHash, tokenHash));
  else if (row.csr) conditions.push(eq(sslCertificates.csr, row.csr));
  const [updated] = await deps.db
    .update(sslCertificates)
    .set({
      status: reissued ? 'reissued' : 'issued',
      certificatePem: pem,
      issuedAt,
      expiresAt,
      approvalTokenHash: null,
      updatedAt: new Date(),
    })
    .where(and(...conditions))
    .returning();
  if (!updated) return null;
  await sendFulfilment(deps, updated);
  return updated;
}

async function sendFulfilment(deps: TBuiltinRegistrarDeps, row: TRow) {
  if (!row.certificatePem || !row.expiresAt) return;
  const [owner] = row.userId
    ? await deps.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId)).limit(1)
    : [];
  const to = owner?.email ?? row.approverEmail;
  if (!to) return;
  await deps.mailer.send(
    SSL_MAIL_TEMPLATES.fulfilment,
    sslMails.fulfilment(to, {
      commonName: row.commonName ?? '',
      productName: row.productName,
      expiresAt: row.expiresAt,
      pem: row.certificatePem,
      reissued: row.status === 'reissued',
    }),
    { certId: String(row.certId) },
  );
}

export function createBuiltinSsl(deps: TBuiltinRegistrarDeps): TRegistrarSsl {
  const { db } = deps;

  async function zoneOf(domain: string) {
    const [zone] = await db.select().from(registeredDomains).where(eq(registeredDomains.name, domain)).limit(1);
    return zone ?? null;
  }

  /** CNAME: the zone we host has host → target. */
  async function cnameValidated(validation: Record<string, string>): Promise<boolean> {
    const domain = validation.domain ?? '';
    const zone = await zoneOf(domain);
    if (!zone || !validation.host || !validation.target) return false;
    const wanted = bareName(validation.host);
    const records = await db
      .select()
      .from(dnsRecords)
      .where(and(eq(dnsRecords.domainId, zone.id), eq(dnsRecords.type, 'CNAME')));
    return records.some((record) => {
      const host = bareName(record.host);
      const full = host === '@' ? domain : host.endsWith(`.${domain}`) ? host : `${host}.${domain}`;
      return full === wanted && bareName(record.value) === bareName(validation.target ?? '');
    });
  }

  /** HTTP: fetch the file from the address our zone gives the domain (port 80 by default, Host header = domain). */
  async function httpValidated(validation: Record<string, string>): Promise<boolean> {
    const domain = validation.domain ?? '';
    const zone = await zoneOf(domain);
    if (!zone || !validation.fileName) return false;
    const [apex] = await db
      .select()
      .from(dnsRecords)
      .where(and(eq(dnsRecords.domainId, zone.id), eq(dnsRecords.type, 'A'), eq(dnsRecords.host, '@')))
      .limit(1);
    if (!apex || !isIPv4(apex.value)) return false;
    // The A record is the customer's: never let it point our server at its own network.
    if (deps.config.NODE_ENV === 'production' && !isPublicAddress(apex.value)) return false;
    const body = await new Promise<string | null>((resolve) => {
      const req = request(
        {
          host: apex.value,
          port: deps.config.SSL_HTTP_VALIDATION_PORT,
          path: `/.well-known/pki-validation/${validation.fileName}`,
          headers: { host: domain },
          timeout: HTTP_CHECK_TIMEOUT_MS,
        },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            return resolve(null);
          }
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            if (text.length > HTTP_CHECK_MAX_BYTES) req.destroy();
          });
          res.on('end', () => resolve(text));
          res.on('error', () => resolve(null));
        },
      );
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve(null));
      req.end();
    });
    const normalise = (text: string) => text.replace(/\r\n/g, '\n').trim();
    return body !== null && normalise(body) === normalise(validation.fileContent ?? '');
  }

  async function mailApprover(row: TRow, approverEmail: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await deps.mailer.send(
      SSL_MAIL_TEMPLATES.approval,
      sslMails.approval(approverEmail, {
        commonName: row.commonName ?? '',
        productName: row.productName,
        link: sslApprovalLink(deps.config.PUBLIC_URL, token),
      }),
      { certId: String(row.certId) },
    );
    return hashToken(token);
  }

  /** HTTP and CNAME are checked whenever the certificate is read while it awaits approval. */
  async function checkValidation(row: TRow): Promise<TRow> {
    if (row.status !== 'awaiting_approval' || !row.validation || row.dvAuthMethod === 'EMAIL') return row;
    const validated =
      row.dvAuthMethod === 'CNAME' ? await cnameValidated(row.validation) : await httpValidated(row.validation);
    if (!validated) return row;
    return (await issue(deps, row, null)) ?? (await findRow(db, row.providerCertId ?? ''));
  }

  async function submit(input: TActivateCertificateInput, allowed: TRow['status'][], action: string) {
    const row = await findRow(db, input.providerCertId);
    if (!allowed.includes(row.status)) {
      throw new RegistrarError(`Certificate ${row.certId} is ${row.status.replace('_', ' ')}: it cannot be ${action}.`);
    }
    let parsed;
    try {
      parsed = await parseCsr(input.csr, input.domain);
    } catch (error) {
      if (error instanceof AppError) throw new RegistrarError(error.message);
      throw error;
    }
    if (input.dvAuthMethod === 'EMAIL' && !approverEmailsFor(input.domain).includes(input.approverEmail)) {
      throw new RegistrarError(
        `${input.approverEmail} cannot approve certificates for ${input.domain}: choose one of ${approverEmailsFor(input.domain).join(', ')}.`,
      );
    }
    const validation = validationFor(input.dvAuthMethod, input);
    const prepared = { ...row, commonName: parsed.commonName, productName: row.productName };
    const tokenHash = input.dvAuthMethod === 'EMAIL' ? await mailApprover(prepared, input.approverEmail) : null;
    const [updated] = await db
      .update(sslCertificates)
      .set({
        status: 'awaiting_approval',
        csr: input.csr.trim(),
        commonName: parsed.commonName,
        sans: parsed.sans,
        keyType: parsed.keyType,
        keySize: parsed.keySize,
        approverEmail: input.dvAuthMethod === 'EMAIL' ? input.approverEmail : null,
        dvAuthMethod: input.dvAuthMethod,
        validation,
        approvalTokenHash: tokenHash,
        updatedAt: new Date(),
      })
      .where(eq(sslCertificates.id, row.id))
      .returning();
    if (!updated) throw new Error('certificate update returned nothing');
    return toCertificate(await checkValidation(updated));
  }

  return {
    createCertificate: async () => ({ providerCertId: `LPC-${randomBytes(8).toString('hex').toUpperCase()}` }),

    getApproverEmails: async (domain) => approverEmailsFor(domain),

    activateCertificate: (input) =>
      submit(input, ['purchased', 'csr_submitted', 'awaiting_approval'], 'activated again (use reissue)'),

    getCertificate: async (providerCertId) => {
      const row = await checkValidation(await findRow(db, providerCertId));
      if (toCertificate(row).status === 'expired' && row.status !== 'expired') {
        await db
          .update(sslCertificates)
          .set({ status: 'expired', updatedAt: new Date() })
          .where(eq(sslCertificates.id, row.id));
      }
      return toCertificate(row);
    },

    resendApproverEmail: async (providerCertId) => {
      const row = await findRow(db, providerCertId);
      if (row.status !== 'awaiting_approval' || row.dvAuthMethod !== 'EMAIL' || !row.approverEmail) {
        throw new RegistrarError(`Certificate ${row.certId} is not waiting for an approval email.`);
      }
      // Only the hash of the token is kept, so a resend carries a new link (the old one stops working).
      const tokenHash = await mailApprover(row, row.approverEmail);
      await db
        .update(sslCertificates)
        .set({ approvalTokenHash: tokenHash, updatedAt: new Date() })
        .where(eq(sslCertificates.id, row.id));
    },

    resendFulfillmentEmail: async (providerCertId) => {
      const row = await findRow(db, providerCertId);
      if (!row.certificatePem || (row.status !== 'issued' && row.status !== 'reissued')) {
        throw new RegistrarError(`Certificate ${row.certId} has not been issued yet.`);
      }
      await sendFulfilment(deps, row);
    },

    reissueCertificate: async (input) => {
      const row = await findRow(db, input.providerCertId);
      if (row.issuedAt === null) {
        throw new RegistrarError(`Certificate ${row.certId} has not been issued yet: activate it instead.`);
      }
      return submit(input, ['issued', 'reissued', 'awaiting_approval'], 'reissued');
    },
  };
}

/**
 * The approver followed the emailed link: issue the certificate. Not part of TRegistrarSsl: only the
 * built-in registrar mails its own links (Namecheap's approvals happen on its CA's site).
 */
export async function approveBuiltinCertificate(deps: TBuiltinRegistrarDeps, token: string): Promise<TRow> {
  const tokenHash = hashToken(token.trim());
  const [row] = await deps.db
    .select()
    .from(sslCertificates)
    .where(and(eq(sslCertificates.approvalTokenHash, tokenHash), eq(sslCertificates.status, 'awaiting_approval')))
    .limit(1);
  const used = new RegistrarError('This approval link is not valid or has already been used.', 'NOT_FOUND');
  if (!row || row.registrar !== 'builtin') throw used;
  const issued = await issue(deps, row, tokenHash);
  if (!issued) throw used;
  return issued;
}
