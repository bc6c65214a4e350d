import {
  type TNamecheapClient,
  type TNamecheapParams,
  type TXmlNode,
  attr,
  child,
  descendants,
  field,
  isTrue,
  parseNamecheapDate,
  text,
} from './namecheap.client';
import {
  type TActivateCertificateInput,
  type TCertificateStatus,
  type TDvAuthMethod,
  RegistrarError,
  type TRegistrarCertificate,
  type TRegistrarSsl,
} from './registrar.provider';

/** Our CSRs come from any server; Namecheap only uses the type to pick the certificate format it mails. */
const WEB_SERVER_TYPE = 'other';
/** getApproverEmailList needs a certificate type; the DV list is the same for every DV product. */
const APPROVER_LIST_CERTIFICATE_TYPE = 'PositiveSSL';

/**
 * Namecheap's certificate statuses (getInfo / getList) in our lifecycle. Note the trap: Namecheap's
 * "purchased" means activation has started and the CA is waiting for domain control validation, while a
 * bought-but-not-activated certificate is "newpurchase" (or "newrenewal").
 */
const STATUS: Record<string, TCertificateStatus> = {
  new: 'purchased',
  newpurchase: 'purchased',
  newrenewal: 'purchased',
  processing: 'csr_submitted',
  purchased: 'awaiting_approval',
  inprogress: 'awaiting_approval',
  emailsent: 'awaiting_approval',
  technicalproblem: 'awaiting_approval',
  pending: 'awaiting_approval',
  active: 'issued',
  completed: 'issued',
  replaced: 'reissued',
  expired: 'expired',
  cancelled: 'cancelled',
  deactivated: 'cancelled',
  revoked: 'cancelled',
  rejected: 'cancelled',
};

function mapStatus(result: TXmlNode | undefined): TCertificateStatus {
  const raw = (attr(result, 'Status') ?? '').toLowerCase().replace(/[\s_-]/g, '');
  let status = STATUS[raw] ?? 'awaiting_approval';
  const expires = parseNamecheapDate(attr(result, 'Expires'));
  if (status === 'issued' && expires && expires.getTime() < Date.now()) status = 'expired';
  // An active certificate that a reissue has replaced stays valid until it expires.
  if (status === 'issued' && Number(attr(result, 'ReplacedBy') ?? 0) > 0) status = 'reissued';
  return status;
}

/** getInfo's ApproverEmail holds the address, or a marker such as HTTPCSRHASH / CNAMECSRHASH for the other methods. */
function dvMethodOf(approver: string): TDvAuthMethod | null {
  if (approver.includes('@')) return 'EMAIL';
  if (/http/i.test(approver)) return 'HTTP';
  if (/cname|dns/i.test(approver)) return 'CNAME';
  return null;
}

/** The DCV details an activation or reissue answer (or getInfo) carries, in the shape our pages show. */
function readValidation(node: TXmlNode | undefined, domain: string | null): Record<string, string> | null {
  const http = descendants(node, 'HttpDCValidation')[0];
  if (http && attr(http, 'ValueAvailable')?.toLowerCase() !== 'false') {
    const fileName = text(descendants(http, 'FileName')[0]);
    const fileContent = text(descendants(http, 'FileContent')[0]);
    const host = attr(descendants(http, 'DNS')[0], 'domain') ?? domain;
    if (fileName) {
      return {
        fileName,
        fileContent,
        ...(host ? { url: `http://${host}/.well-known/pki-validation/${fileName}` } : {}),
      };
    }
  }
  const dns = descendants(node, 'DNSDCValidation')[0];
  if (dns && attr(dns, 'ValueAvailable')?.toLowerCase() !== 'false') {
    const host = text(descendants(dns, 'HostName')[0]);
    const target = text(descendants(dns, 'Target')[0]);
    if (host && target) return { host, target };
  }
  return null;
}

function dcvParams(input: TActivateCertificateInput): TNamecheapParams {
  if (input.dvAuthMethod === 'HTTP') return { HTTPDCValidation: 'TRUE' };
  if (input.dvAuthMethod === 'CNAME') return { DNSDCValidation: 'TRUE' };
  return { ApproverEmail: input.approverEmail };
}

export function createNamecheapSsl(client: TNamecheapClient): TRegistrarSsl {
  async function getCertificate(providerCertId: string): Promise<TRegistrarCertificate> {
    const response = await client.call('namecheap.ssl.getInfo', {
      CertificateID: providerCertId,
      Returncertificate: 'true',
      Returntype: 'Individual',
    });
    const result = child(response, 'SSLGetInfoResult');
    if (!result) throw new Error(`Namecheap returned no details for certificate ${providerCertId}.`);
    const details = child(result, 'CertificateDetails');
    const approver = field(details, 'ApproverEmail');
    const commonName = field(details, 'CommonName') || null;
    const pem = text(child(child(details, 'Certificates'), 'Certificate'));
    return {
      providerCertId,
      status: mapStatus(result),
      commonName,
      approverEmail: approver.includes('@') ? approver : null,
      dvAuthMethod: dvMethodOf(approver),
      validation: readValidation(result, commonName),
      issuedAt: parseNamecheapDate(attr(result, 'IssuedOn')),
      expiresAt: parseNamecheapDate(attr(result, 'Expires')),
      certificatePem: pem.includes('BEGIN CERTIFICATE') ? pem : null,
    };
  }

  /** activate and reissue take the same request and answer alike; getInfo fills in the rest. */
  async function submitCsr(
    command: 'namecheap.ssl.activate' | 'namecheap.ssl.reissue',
    resultName: string,
    input: TActivateCertificateInput,
  ): Promise<TRegistrarCertificate> {
    const response = await client.call(command, {
      CertificateID: input.providerCertId,
      csr: input.csr,
      WebServerType: WEB_SERVER_TYPE,
      // Where the issued certificate is mailed; the approver is the address the customer chose as theirs.
      AdminEmailAddress: input.approverEmail,
      ...dcvParams(input),
    });
    const result = child(response, resultName);
    if (!isTrue(attr(result, 'IsSuccess'))) {
      throw new RegistrarError(`Namecheap did not accept the certificate request for ${input.domain}.`);
    }
    // A reissue may answer with the id of the new certificate.
    const id = attr(result, 'ID') || attr(result, 'CertificateID') || input.providerCertId;
    const certificate = await getCertificate(id);
    return {
      ...certificate,
      commonName: certificate.commonName ?? input.domain,
      dvAuthMethod: certificate.dvAuthMethod ?? input.dvAuthMethod,
      approverEmail: certificate.approverEmail ?? (input.dvAuthMethod === 'EMAIL' ? input.approverEmail : null),
      validation: readValidation(result, input.domain) ?? certificate.validation,
    };
  }

  async function expectSuccess(command: string, resultName: string, providerCertId: string, what: string) {
    const response = await client.call(command, { CertificateID: providerCertId });
    if (!isTrue(attr(child(response, resultName), 'IsSuccess'))) {
      throw new RegistrarError(`Namecheap did not ${what} for certificate ${providerCertId}.`);
    }
  }

  return {
    async createCertificate({ productName, years }) {
      const response = await client.call('namecheap.ssl.create', { Type: productName, Years: years });
      const result = child(response, 'SSLCreateResult');
      const id = attr(child(result, 'SSLCertificate'), 'CertificateID');
      if (!isTrue(attr(result, 'IsSuccess')) || !id) {
        throw new RegistrarError(`Namecheap did not sell a ${productName} certificate.`);
      }
      return { providerCertId: id };
    },

    async getApproverEmails(domain) {
      const response = await client.call('namecheap.ssl.getApproverEmailList', {
        DomainName: domain,
        CertificateType: APPROVER_LIST_CERTIFICATE_TYPE,
      });
      const result = child(response, 'GetApproverEmailListResult');
      const emails = descendants(result, 'email').map((node) => text(node).toLowerCase());
      return [...new Set(emails.filter((email) => email.includes('@')))];
    },

    activateCertificate: (input) => submitCsr('namecheap.ssl.activate', 'SSLActivateResult', input),
    getCertificate,
    resendApproverEmail: (id) =>
      expectSuccess(
        'namecheap.ssl.resendApproverEmail',
        'SSLResendApproverEmailResult',
        id,
        'resend the approver email',
      ),
    resendFulfillmentEmail: (id) =>
      expectSuccess(
        'namecheap.ssl.resendfulfillmentemail',
        'SSLResendFulfillmentEmailResult',
        id,
        'resend the certificate email',
      ),
    reissueCertificate: (input) => submitCsr('namecheap.ssl.reissue', 'SSLReissueResult', input),
  };
}
