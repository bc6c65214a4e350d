import {
  approverEmailsFor,
  type TApprovedCert,
  type TApproverEmails,
  type TCertDetail,
  type TCertStatus,
  type TCertSummary,
  type TCertValidation,
  type TDvMethod,
  type TParsedCsr,
  type TSslCoverage,
  sslCoverageOf,
  sslEndpoints,
  sslNamesProblem,
} from '@launchpad/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { catalogServices, orderLines, registeredDomains, sslCertificates } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import { approveBuiltinCertificate } from '../../providers/registrar/builtin.ssl';
import { RegistrarError, type TRegistrarCertificate } from '../../providers/registrar/registrar.provider';
import type { TDomainsDeps } from './domains-deps.service';
import { registryName, requireOwnedDomain } from './domains-ownership.store';
import { parseCsr } from './ssl-csr.service';
import { followIssuedCertificate } from './ssl-lines.store';

/**
 * SSL certificates (SPEC §7, issue 6). The certificate row is ours (owner, domain, status); the registrar
 * is the CA. Every call checks the signed-in customer owns the certificate (someone else's CertID answers
 * exactly like one that does not exist) and, where sld/tld are given, the domain.
 */
type TCertRow = typeof sslCertificates.$inferSelect;
type TUser = { userId: string };
/** The domain a certificate is for: one registered here (with its id) or an outside one (id null). */
type TCertDomain = { id: string | null; name: string };

/**
 * The customer's domain for a certificate call: one of their domains here, or an outside domain they
 * bought a certificate for (issue 20 §8). Anything else answers as requireOwnedDomain does.
 */
async function requireCertificateDomain(
  deps: TDomainsDeps,
  userId: string,
  input: { sld: string; tld: string },
): Promise<TCertDomain> {
  try {
    return await requireOwnedDomain(deps, userId, input);
  } catch (error) {
    const name = registryName(input.sld, input.tld);
    if (!name) throw error;
    const [outside] = await deps.db
      .select({ id: sslCertificates.id })
      .from(sslCertificates)
      .where(
        and(eq(sslCertificates.userId, userId), eq(sslCertificates.domainName, name), isNull(sslCertificates.domainId)),
      )
      .limit(1);
    if (!outside) throw error;
    return { id: null, name };
  }
}

/**
 * A certificate bought on a paid order (called by the registration after payment): bought from the
 * registrar, recorded as `purchased`, waiting for the customer's CSR.
 */
export async function recordPurchasedCertificate(
  deps: TDomainsDeps,
  input: {
    userId: string;
    domainId: string | null;
    orderId: string;
    orderLineId: string;
    productName: string;
    years: number;
    /** An outside domain's name (bought on its own for a domain not registered here). */
    domainName?: string | null;
  },
): Promise<{ certId: number }> {
  const { providerCertId } = await deps.registrar.createCertificate({
    productName: input.productName,
    years: input.years,
  });
  const [row] = await deps.db
    .insert(sslCertificates)
    .values({ ...input, registrar: deps.registrar.name, providerCertId, status: 'purchased' })
    .returning({ certId: sslCertificates.certId });
  if (!row) throw new Error('certificate insert returned nothing');
  return row;
}

// ---- reading --------------------------------------------------------------------------------------------

const ISSUED: TCertStatus[] = ['issued', 'reissued'];
const iso = (date: Date | null) => (date ? date.toISOString() : null);

function shownStatus(row: Pick<TCertRow, 'status' | 'expiresAt'>): TCertStatus {
  return ISSUED.includes(row.status) && row.expiresAt && row.expiresAt <= new Date() ? 'expired' : row.status;
}

/** The registrar's validation record as the contract shows it (keys as TRegistrarCertificate documents them). */
function toValidation(
  method: TDvMethod | null,
  record: Record<string, string> | null,
  domain: string | null,
  approverEmail: string | null,
): TCertValidation | null {
  if (!method) return null;
  if (method === 'EMAIL') return approverEmail ? { method, approverEmail } : null;
  if (!record) return null;
  if (method === 'HTTP') {
    const fileName = (record.fileName ?? '').split('/').pop() ?? '';
    const filePath = `/.well-known/pki-validation/${fileName}`;
    return {
      method,
      fileName,
      filePath,
      fileContent: record.fileContent ?? '',
      url: record.url ?? `http://${record.domain ?? domain ?? ''}${filePath}`,
    };
  }
  const host = (record.host ?? '').replace(/\.$/, '');
  const zone = record.domain ?? domain ?? '';
  const hostRelative = zone && host.endsWith(`.${zone}`) ? host.slice(0, -zone.length - 1) : host;
  return { method, host, hostRelative, target: (record.target ?? '').replace(/\.$/, '') };
}

function toSummary(row: TCertRow, domain: string | null): TCertSummary {
  return {
    CertID: row.certId,
    productName: row.productName,
    years: row.years,
    domain,
    commonName: row.commonName,
    status: shownStatus(row),
    dvAuthMethod: row.dvAuthMethod,
    purchasedAt: row.createdAt.toISOString(),
    issuedAt: iso(row.issuedAt),
    expiresAt: iso(row.expiresAt),
  };
}

function toDetail(row: TCertRow, domain: string | null): TCertDetail {
  return {
    ...toSummary(row, domain),
    sans: row.sans,
    keyType: row.keyType,
    keySize: row.keySize,
    approverEmail: row.approverEmail,
    validation: toValidation(row.dvAuthMethod, row.validation, domain, row.approverEmail),
    certificatePem: row.certificatePem,
    approverEmails: domain ? approverEmailsFor(domain) : [],
    registrar: row.registrar,
  };
}

async function domainNameOf(deps: TDomainsDeps, row: TCertRow): Promise<string | null> {
  if (!row.domainId) return row.domainName;
  const [domain] = await deps.db
    .select({ name: registeredDomains.name })
    .from(registeredDomains)
    .where(eq(registeredDomains.id, row.domainId))
    .limit(1);
  return domain?.name ?? null;
}

/** The customer's certificate, or 404 (someone else's reads exactly like one that does not exist). */
async function requireOwnedCert(deps: TDomainsDeps, userId: string, certId: number): Promise<TCertRow> {
  const [row] = await deps.db
    .select()
    .from(sslCertificates)
    .where(and(eq(sslCertificates.certId, certId), eq(sslCertificates.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', `Certificate ${certId} is not one of your certificates.`);
  return row;
}

/** Registrar refusals are the customer's to act on: shown as they are. */
async function viaRegistrar<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RegistrarError) {
      throw new AppError(error.code === 'NOT_FOUND' ? 'NOT_FOUND' : 'BAD_REQUEST', error.message);
    }
    throw error;
  }
}

/** Keep our row in step with what the registrar answered (for the built-in one it already is). */
async function saveFromRegistrar(
  deps: TDomainsDeps,
  row: TCertRow,
  cert: TRegistrarCertificate,
  extra: Partial<typeof sslCertificates.$inferInsert> = {},
): Promise<TCertRow> {
  const [updated] = await deps.db
    .update(sslCertificates)
    .set({
      status: cert.status,
      commonName: cert.commonName ?? row.commonName,
      approverEmail: cert.approverEmail,
      dvAuthMethod: cert.dvAuthMethod,
      validation: cert.validation,
      issuedAt: cert.issuedAt,
      expiresAt: cert.expiresAt,
      certificatePem: cert.certificatePem,
      ...extra,
      updatedAt: new Date(),
    })
    .where(eq(sslCertificates.id, row.id))
    .returning();
  if (!updated) throw new Error('certificate update returned nothing');
  await followIssuedCertificate(deps.db, updated);
  return updated;
}

// ---- calls ----------------------------------------------------------------------------------------------

/** `parsecsr`: with sld + tld, the domain must be the customer's and the CSR for it. */
export async function parseCertificateRequest(
  deps: TDomainsDeps,
  options: TUser & { csr: string; sld?: string | undefined; tld?: string | undefined },
): Promise<TParsedCsr> {
  if (options.sld === undefined || options.tld === undefined) return parseCsr(options.csr);
  const domain = await requireCertificateDomain(deps, options.userId, { sld: options.sld, tld: options.tld });
  return parseCsr(options.csr, domain.name);
}

export async function getApproverEmails(
  deps: TDomainsDeps,
  options: TUser & { sld: string; tld: string },
): Promise<TApproverEmails> {
  const domain = await requireCertificateDomain(deps, options.userId, options);
  const emails = await viaRegistrar(() => deps.registrar.getApproverEmails(domain.name));
  return { domain: domain.name, emails };
}

/** The SSL page: the customer's certificates, newest first. */
export async function listCertificates(
  deps: TDomainsDeps,
  options: TUser & { sld?: string | undefined; tld?: string | undefined; status?: TCertStatus | undefined },
): Promise<TCertSummary[]> {
  const conditions = [eq(sslCertificates.userId, options.userId)];
  if (options.sld !== undefined && options.tld !== undefined) {
    const domain = await requireCertificateDomain(deps, options.userId, { sld: options.sld, tld: options.tld });
    conditions.push(domain.id ? eq(sslCertificates.domainId, domain.id) : eq(sslCertificates.domainName, domain.name));
  }
  const rows = await deps.db
    .select({ cert: sslCertificates, domain: registeredDomains.name })
    .from(sslCertificates)
    .leftJoin(registeredDomains, eq(registeredDomains.id, sslCertificates.domainId))
    .where(and(...conditions))
    .orderBy(desc(sslCertificates.createdAt), desc(sslCertificates.certId));
  return rows
    .map(({ cert, domain }) => toSummary(cert, domain ?? cert.domainName))
    .filter((cert) => !options.status || cert.status === options.status);
}

/** `getCertDetail`: asks the registrar while the certificate moves (it checks HTTP/CNAME validation then). */
export async function getCertificateDetail(
  deps: TDomainsDeps,
  options: TUser & { CertID: number },
): Promise<TCertDetail> {
  let row = await requireOwnedCert(deps, options.userId, options.CertID);
  if (row.providerCertId && (row.status === 'awaiting_approval' || ISSUED.includes(row.status))) {
    const providerCertId = row.providerCertId;
    const cert = await viaRegistrar(() => deps.registrar.getCertificate(providerCertId));
    row = await saveFromRegistrar(deps, row, cert);
  }
  return toDetail(row, await domainNameOf(deps, row));
}

type TActivation = TUser & {
  CertID: number;
  sld: string;
  tld: string;
  csr?: string | undefined;
  DVAuthMethod?: TDvMethod | undefined;
  ApproverEmail?: string | undefined;
};

/**
 * The names a certificate's product covers (SSL_PRODUCT_COVERAGE): the catalogue service its order line
 * bought, or, for a certificate without one, the SSL service of its product name.
 */
async function coverageOf(deps: TDomainsDeps, row: TCertRow): Promise<TSslCoverage> {
  const [line] = row.orderLineId
    ? await deps.db
        .select({ refId: orderLines.refId })
        .from(orderLines)
        .where(eq(orderLines.id, row.orderLineId))
        .limit(1)
    : [];
  const [service] = await deps.db
    .select({ slug: catalogServices.slug })
    .from(catalogServices)
    .where(
      and(
        eq(catalogServices.serviceType, 'SSL'),
        line?.refId ? eq(sql`${catalogServices.id}::text`, line.refId) : eq(catalogServices.name, row.productName),
      ),
    )
    .limit(1);
  return sslCoverageOf(service?.slug);
}

/** A CSR whose names the certificate's product does not cover is refused before anything is sent or saved. */
async function requireCoveredNames(deps: TDomainsDeps, row: TCertRow, parsed: TParsedCsr): Promise<void> {
  const problem = sslNamesProblem(await coverageOf(deps, row), parsed.names);
  if (problem) throw new AppError('BAD_REQUEST', `${row.productName}: ${problem}`);
}

/** The certificate and domain of an activation, both the customer's, and the certificate not yet issued. */
async function prepareActivation(deps: TDomainsDeps, options: TActivation) {
  const row = await requireOwnedCert(deps, options.userId, options.CertID);
  const domain = await requireCertificateDomain(deps, options.userId, options);
  if ((row.domainId && row.domainId !== domain.id) || (row.domainName && row.domainName !== domain.name)) {
    const bought = await domainNameOf(deps, row);
    throw new AppError(
      'BAD_REQUEST',
      `Certificate ${row.certId} was bought for ${bought ?? 'another domain'}, not ${domain.name}.`,
    );
  }
  if (row.issuedAt || ISSUED.includes(row.status) || row.status === 'expired' || row.status === 'cancelled') {
    throw new AppError(
      'CONFLICT',
      row.issuedAt
        ? `Certificate ${row.certId} is already issued: use reissue to change its CSR.`
        : `Certificate ${row.certId} is ${row.status}: it cannot be activated.`,
    );
  }
  const csr = options.csr ?? row.csr;
  if (!csr) throw new AppError('BAD_REQUEST', 'Paste your CSR first: the certificate is made for the key in it.');
  const parsed = await parseCsr(csr, domain.name);
  await requireCoveredNames(deps, row, parsed);
  return { row, domain, csr: csr.trim(), parsed };
}

async function activate(
  deps: TDomainsDeps,
  prepared: Awaited<ReturnType<typeof prepareActivation>>,
  method: TDvMethod,
  approverEmail: string | undefined,
  reissue: boolean,
): Promise<TCertDetail> {
  const { row, domain, csr, parsed } = prepared;
  const approver = approverEmail?.trim().toLowerCase() ?? '';
  if (method === 'EMAIL') {
    const allowed = await viaRegistrar(() => deps.registrar.getApproverEmails(domain.name));
    if (!allowed.includes(approver)) {
      throw new AppError(
        'BAD_REQUEST',
        `${approver || 'That address'} cannot approve certificates for ${domain.name}: choose one of ${allowed.join(', ')}.`,
      );
    }
  }
  const providerCertId = row.providerCertId;
  if (!providerCertId)
    throw new AppError('CONFLICT', `Certificate ${row.certId} is still being bought: try again soon.`);
  const input = { providerCertId, csr, domain: domain.name, approverEmail: approver, dvAuthMethod: method };
  const cert = await viaRegistrar(() =>
    reissue ? deps.registrar.reissueCertificate(input) : deps.registrar.activateCertificate(input),
  );
  const updated = await saveFromRegistrar(deps, row, cert, {
    domainId: domain.id,
    csr,
    commonName: parsed.commonName,
    sans: parsed.sans,
    keyType: parsed.keyType,
    keySize: parsed.keySize,
  });
  return toDetail(updated, domain.name);
}

/** `configureCert`: save the CSR (csr_submitted); with a DV method, activate as certPurchaseCert does. */
export async function configureCertificate(
  deps: TDomainsDeps,
  options: TActivation & { csr: string },
): Promise<TCertDetail> {
  const prepared = await prepareActivation(deps, options);
  if (options.DVAuthMethod) return activate(deps, prepared, options.DVAuthMethod, options.ApproverEmail, false);
  if (prepared.row.status === 'awaiting_approval') {
    throw new AppError(
      'CONFLICT',
      `Certificate ${prepared.row.certId} is awaiting approval: send the CSR with a DV method to start again.`,
    );
  }
  const { parsed } = prepared;
  const [updated] = await deps.db
    .update(sslCertificates)
    .set({
      status: 'csr_submitted',
      domainId: prepared.domain.id,
      csr: prepared.csr,
      commonName: parsed.commonName,
      sans: parsed.sans,
      keyType: parsed.keyType,
      keySize: parsed.keySize,
      updatedAt: new Date(),
    })
    .where(eq(sslCertificates.id, prepared.row.id))
    .returning();
  if (!updated) throw new Error('certificate update returned nothing');
  return toDetail(updated, prepared.domain.name);
}

/** `certPurchaseCert`: activate a purchased certificate with its DV method; it then awaits approval. */
export async function activateCertificate(
  deps: TDomainsDeps,
  options: TActivation & { DVAuthMethod: TDvMethod },
): Promise<TCertDetail> {
  const prepared = await prepareActivation(deps, options);
  return activate(deps, prepared, options.DVAuthMethod, options.ApproverEmail, false);
}

/** `reissueCert`: a new CSR for an issued certificate's domain; the old certificate stays valid meanwhile. */
export async function reissueCertificate(
  deps: TDomainsDeps,
  options: TUser & {
    CertID: number;
    csr: string;
    DVAuthMethod?: TDvMethod | undefined;
    ApproverEmail?: string | undefined;
  },
): Promise<TCertDetail> {
  const row = await requireOwnedCert(deps, options.userId, options.CertID);
  if (!row.issuedAt || row.status === 'cancelled') {
    throw new AppError('CONFLICT', `Certificate ${row.certId} has not been issued yet: activate it instead.`);
  }
  const name = await domainNameOf(deps, row);
  const dot = name?.indexOf('.') ?? -1;
  if (!name || dot < 0) throw new AppError('CONFLICT', `Certificate ${row.certId} has no domain to reissue it for.`);
  const domain = await requireCertificateDomain(deps, options.userId, {
    sld: name.slice(0, dot),
    tld: name.slice(dot + 1),
  });
  const parsed = await parseCsr(options.csr, domain.name);
  await requireCoveredNames(deps, row, parsed);
  const method = options.DVAuthMethod ?? row.dvAuthMethod ?? 'EMAIL';
  const approver = options.ApproverEmail ?? row.approverEmail ?? undefined;
  return activate(deps, { row, domain, csr: options.csr.trim(), parsed }, method, approver, true);
}

export async function resendApproverEmail(
  deps: TDomainsDeps,
  options: TUser & { CertID: number },
): Promise<{ detail: TCertDetail; message: string }> {
  const row = await requireOwnedCert(deps, options.userId, options.CertID);
  if (row.status !== 'awaiting_approval' || row.dvAuthMethod !== 'EMAIL' || !row.providerCertId) {
    throw new AppError('CONFLICT', `Certificate ${row.certId} is not waiting for an approval email.`);
  }
  const providerCertId = row.providerCertId;
  await viaRegistrar(() => deps.registrar.resendApproverEmail(providerCertId));
  return {
    detail: toDetail(row, await domainNameOf(deps, row)),
    message: `Approval email sent again to ${row.approverEmail ?? 'the approver'}.`,
  };
}

export async function resendFulfillmentEmail(
  deps: TDomainsDeps,
  options: TUser & { CertID: number },
): Promise<{ detail: TCertDetail; message: string }> {
  const row = await requireOwnedCert(deps, options.userId, options.CertID);
  if (!ISSUED.includes(row.status) || !row.providerCertId) {
    throw new AppError('CONFLICT', `Certificate ${row.certId} has not been issued yet.`);
  }
  const providerCertId = row.providerCertId;
  await viaRegistrar(() => deps.registrar.resendFulfillmentEmail(providerCertId));
  return { detail: toDetail(row, await domainNameOf(deps, row)), message: 'Certificate email sent again.' };
}

/** The approver followed the built-in registrar's link (no sign-in: the one-time token is the proof). */
export async function approveCertificate(deps: TDomainsDeps, options: { token: string }): Promise<TApprovedCert> {
  if (deps.registrar.name !== 'builtin') {
    throw new AppError('NOT_FOUND', 'This approval link is not valid or has already been used.');
  }
  const row = await viaRegistrar(() => approveBuiltinCertificate(deps, options.token));
  await followIssuedCertificate(deps.db, row);
  return { CertID: row.certId, commonName: row.commonName, status: row.status, expiresAt: iso(row.expiresAt) };
}

/** The SSL endpoints these functions answer as they are (ssl.routes.ts has the rest). */
export const sslServices = serviceEndpoints(sslEndpoints, {
  parseCsr: parseCertificateRequest,
  getApproverEmail: getApproverEmails,
  certList: listCertificates,
  certPurchaseCert: activateCertificate,
  getCertDetail: getCertificateDetail,
  reissueCert: reissueCertificate,
  approveCert: approveCertificate,
});
