// Test helper (not a test): the test server's namecheap.ssl.* commands. A certificate goes
// newpurchase → (activate) purchased, awaiting domain control validation → (approveCertificate, the CA's
// part, done by the test) active; reissue makes a new certificate and marks the old one ReplacedBy.
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Pkcs10CertificateRequest } from '@peculiar/x509';
import {
  ERR,
  NamecheapFault,
  type TParams,
  type TStoredCertificate,
  type TStoredDcv,
  type TTestServerState,
  type TXml,
  addYears,
  cdata,
  el,
  integer,
  param,
  required,
  usDate,
} from './namecheap.test-server.wire';

const SSL_TYPES = new Set([
  'PositiveSSL',
  'EssentialSSL',
  'InstantSSL',
  'PositiveSSL Wildcard',
  'EssentialSSL Wildcard',
  'PremiumSSL',
  'PremiumSSL Wildcard',
  'PositiveSSL Multi Domain',
  'Multi Domain SSL',
  'EV SSL',
]);
const GENERIC_APPROVERS = ['admin', 'administrator', 'hostmaster', 'postmaster', 'webmaster'];
const WEB_SERVER_TYPES = new Set([
  'apacheopenssl',
  'apachessl',
  'apache2',
  'cpanel',
  'iis',
  'nginx',
  'tomcat',
  'other',
]);

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

export function createSslCommands(state: TTestServerState) {
  function certificate(params: TParams): TStoredCertificate {
    const [id] = required(params, 'CertificateID');
    const cert = state.certificates.get(Number(id));
    if (!cert) throw new NamecheapFault(ERR.certNotFound, 'Certificate ID not found');
    return cert;
  }

  function approversFor(domain: string): string[] {
    const registered = state.domains.get(domain);
    const whois = registered?.contacts.Registrant.EmailAddress;
    return [...(whois ? [whois.toLowerCase()] : []), ...GENERIC_APPROVERS.map((box) => `${box}@${domain}`)];
  }

  async function commonNameOf(csr: string): Promise<string> {
    try {
      const request = new Pkcs10CertificateRequest(csr);
      if (!(await request.verify())) throw new Error('bad signature');
      const [commonName] = request.subjectName.getField('CN');
      if (!commonName) throw new Error('no common name');
      return commonName.toLowerCase();
    } catch {
      throw new NamecheapFault(ERR.csrInvalid, 'CSR is invalid');
    }
  }

  /** activate and reissue: the same request, the DCV chosen by ApproverEmail / HTTPDCValidation / DNSDCValidation. */
  async function readRequest(params: TParams) {
    const [csr, webServerType, adminEmail] = required(params, 'csr', 'WebServerType', 'AdminEmailAddress') as [
      string,
      string,
      string,
    ];
    if (!WEB_SERVER_TYPES.has(webServerType.toLowerCase())) {
      throw new NamecheapFault(ERR.invalid, 'Parameter WebServerType is invalid');
    }
    const commonName = await commonNameOf(csr);
    const http = (param(params, 'HTTPDCValidation') ?? '').toLowerCase() === 'true';
    const dns = (param(params, 'DNSDCValidation') ?? '').toLowerCase() === 'true';
    const approver = param(params, 'ApproverEmail')?.toLowerCase();
    if (Number(http) + Number(dns) + Number(approver !== undefined) !== 1) {
      throw new NamecheapFault(ERR.missing, 'Give exactly one of ApproverEmail, HTTPDCValidation or DNSDCValidation');
    }
    const domain = commonName.replace(/^(\*|www)\./, '');
    let dcv: TStoredDcv;
    if (http) dcv = { kind: 'HTTP', fileName: `${hex(16)}.txt`, fileContent: `${hex(32)}\ncomodoca.com\n${hex(8)}` };
    else if (dns)
      dcv = { kind: 'CNAME', host: `_${hex(16)}.${domain}`, target: `${hex(16)}.${hex(16)}.${hex(6)}.comodoca.com` };
    else {
      if (!approver || !approversFor(domain).includes(approver)) {
        throw new NamecheapFault(
          ERR.approverInvalid,
          'ApproverEmail is not on the approver email list for this domain',
        );
      }
      dcv = { kind: 'EMAIL', approverEmail: approver };
    }
    return { csr, commonName, adminEmail, dcv };
  }

  function dcvXml(dcv: TStoredDcv | null, domain: string): TXml[] {
    if (dcv?.kind === 'HTTP') {
      return [
        el('HttpDCValidation', { ValueAvailable: true }, [
          el('DNS', { domain }, [cdata('FileName', dcv.fileName), cdata('FileContent', dcv.fileContent)]),
        ]),
      ];
    }
    if (dcv?.kind === 'CNAME') {
      return [
        el('DNSDCValidation', { ValueAvailable: true }, [
          el('DNS', { domain }, [cdata('HostName', dcv.host), cdata('Target', dcv.target)]),
        ]),
      ];
    }
    return [];
  }

  const approverField = (dcv: TStoredDcv | null) =>
    dcv === null ? '' : dcv.kind === 'EMAIL' ? dcv.approverEmail : dcv.kind === 'HTTP' ? 'HTTPCSRHASH' : 'CNAMECSRHASH';

  const commands: Record<string, (params: TParams) => TXml | Promise<TXml>> = {
    'namecheap.ssl.create': (params) => {
      const [type] = required(params, 'Type') as [string];
      if (!SSL_TYPES.has(type)) throw new NamecheapFault(ERR.sslTypeInvalid, `SSL type ${type} is not valid`);
      const years = integer(params, 'Years', 1, 5);
      const cert: TStoredCertificate = {
        id: state.nextId(),
        type,
        years,
        status: 'newpurchase',
        purchased: new Date(),
        csr: null,
        commonName: null,
        adminEmail: null,
        dcv: null,
        issuedOn: null,
        expires: null,
        replacedBy: 0,
        pem: null,
        approverEmailsSent: 0,
        fulfillmentEmailsSent: 0,
      };
      state.certificates.set(cert.id, cert);
      return el(
        'SSLCreateResult',
        {
          IsSuccess: true,
          OrderId: state.nextId(),
          TransactionId: state.nextId(),
          ChargedAmount: (7.99 * years).toFixed(2),
        },
        [
          el('SSLCertificate', {
            CertificateID: cert.id,
            Created: usDate(cert.purchased),
            SSLType: type,
            Years: years,
            Status: cert.status,
          }),
        ],
      );
    },

    'namecheap.ssl.getApproverEmailList': (params) => {
      const [raw, type] = required(params, 'DomainName', 'CertificateType') as [string, string];
      if (!SSL_TYPES.has(type)) throw new NamecheapFault(ERR.sslTypeInvalid, `SSL type ${type} is not valid`);
      const domain = raw.toLowerCase();
      const [whois, ...generic] = approversFor(domain);
      const domainEmails = state.domains.has(domain) && whois ? [whois] : [];
      return el('GetApproverEmailListResult', { Domain: domain }, [
        el(
          'Domainemails',
          {},
          domainEmails.map((email) => el('email', {}, email)),
        ),
        el(
          'Genericemails',
          {},
          (state.domains.has(domain) ? generic : approversFor(domain)).map((email) => el('email', {}, email)),
        ),
      ]);
    },

    'namecheap.ssl.activate': async (params) => {
      const cert = certificate(params);
      if (cert.status !== 'newpurchase' && cert.status !== 'newrenewal') {
        throw new NamecheapFault(ERR.certStatus, 'Status is invalid: the certificate has already been activated');
      }
      Object.assign(cert, await readRequest(params), { status: 'purchased' });
      return el('SSLActivateResult', { ID: cert.id, IsSuccess: true }, dcvXml(cert.dcv, cert.commonName ?? ''));
    },

    'namecheap.ssl.reissue': async (params) => {
      const old = certificate(params);
      if (old.status !== 'active')
        throw new NamecheapFault(ERR.certStatus, 'Status is invalid: only active certificates can be reissued');
      const request = await readRequest(params);
      const cert: TStoredCertificate = {
        ...old,
        ...request,
        id: state.nextId(),
        status: 'purchased',
        issuedOn: null,
        expires: null,
        replacedBy: 0,
        pem: null,
        approverEmailsSent: 0,
        fulfillmentEmailsSent: 0,
      };
      state.certificates.set(cert.id, cert);
      old.replacedBy = cert.id;
      return el('SSLReissueResult', { ID: cert.id, IsSuccess: true }, dcvXml(cert.dcv, cert.commonName ?? ''));
    },

    'namecheap.ssl.getInfo': (params) => {
      const cert = certificate(params);
      const wantsCertificate = (param(params, 'Returncertificate') ?? '').toLowerCase() === 'true';
      if (wantsCertificate && !param(params, 'Returntype')) {
        throw new NamecheapFault(ERR.missing, 'Parameter Returntype is missing');
      }
      const returned = wantsCertificate && cert.pem !== null;
      return el(
        'SSLGetInfoResult',
        {
          Status: cert.expires && cert.expires.getTime() < Date.now() ? 'expired' : cert.status,
          StatusDescription: '',
          Type: cert.type.toLowerCase(),
          IssuedOn: usDate(cert.issuedOn),
          Expires: usDate(cert.expires),
          ActivationExpireDate: '',
          OrderId: cert.id + 1,
          ReplacedBy: cert.replacedBy,
          SANSCount: 0,
        },
        [
          el('CertificateDetails', {}, [
            ...(cert.csr ? [cdata('CSR', cert.csr)] : []),
            el('ApproverEmail', {}, approverField(cert.dcv)),
            el('CommonName', {}, cert.commonName ?? ''),
            el('AdministratorName', {}, ''),
            el('AdministratorEmail', {}, cert.adminEmail ?? ''),
            el(
              'Certificates',
              { CertificateReturned: returned, ReturnType: 'INDIVIDUAL' },
              returned && cert.pem ? [cdata('Certificate', cert.pem)] : [],
            ),
          ]),
          el('Provider', {}, [el('OrderID', {}, String(cert.id + 2)), el('Name', {}, 'COMODO')]),
        ],
      );
    },

    'namecheap.ssl.resendApproverEmail': (params) => {
      const cert = certificate(params);
      if (cert.status !== 'purchased')
        throw new NamecheapFault(ERR.certStatus, 'Status is invalid: nothing awaits approval');
      cert.approverEmailsSent += 1;
      return el('SSLResendApproverEmailResult', { ID: cert.id, IsSuccess: true });
    },

    'namecheap.ssl.resendfulfillmentemail': (params) => {
      const cert = certificate(params);
      if (cert.status !== 'active')
        throw new NamecheapFault(ERR.certStatus, 'Status is invalid: the certificate is not issued');
      cert.fulfillmentEmailsSent += 1;
      return el('SSLResendFulfillmentEmailResult', { ID: cert.id, IsSuccess: true });
    },
  };
  return commands;
}

/** The CA's part: domain control validated, certificate issued. */
export function issueCertificate(cert: TStoredCertificate) {
  if (cert.status !== 'purchased') throw new Error(`certificate ${cert.id} is not awaiting approval (${cert.status})`);
  cert.status = 'active';
  cert.issuedOn = new Date();
  cert.expires = addYears(cert.issuedOn, cert.years);
  const body = Buffer.from(`test certificate ${cert.id} for ${cert.commonName}`).toString('base64');
  cert.pem = `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----`;
}
