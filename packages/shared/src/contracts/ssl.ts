import { z } from 'zod';

/**
 * SSL certificates (SPEC §7 "Domains", issue 6): CSR parsing, approver addresses, activation with a DV
 * method, status, resends and reissue. Every call is POST and, except `approveCert`, needs a signed-in
 * customer who owns the certificate (someone else's CertID answers 404 like one that does not exist).
 *
 * Lifecycle: purchased → csr_submitted → awaiting_approval → issued → reissued / expired.
 */

/** The web page the approver's mail links to: public, reads `token` from the query and posts it to be approved. */
export const SSL_APPROVAL_PAGE = '/domain/ssl/approve';
export const sslApprovalLink = (publicUrl: string, token: string) =>
  `${publicUrl}${SSL_APPROVAL_PAGE}?token=${encodeURIComponent(token)}`;

export const CERT_STATUSES = [
  'purchased',
  'csr_submitted',
  'awaiting_approval',
  'issued',
  'reissued',
  'expired',
  'cancelled',
] as const;
export type TCertStatus = (typeof CERT_STATUSES)[number];

/** Words for a status, for badges and mails. */
export const CERT_STATUS_LABELS: Record<TCertStatus, string> = {
  purchased: 'Awaiting CSR',
  csr_submitted: 'CSR submitted',
  awaiting_approval: 'Awaiting approval',
  issued: 'Issued',
  reissued: 'Reissued',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const DV_AUTH_METHODS = ['EMAIL', 'HTTP', 'CNAME'] as const;
export type TDvMethod = (typeof DV_AUTH_METHODS)[number];

/** The local parts of the approver addresses offered for `example.com` (admin@example.com, …). */
export const APPROVER_LOCAL_PARTS = ['admin', 'administrator', 'hostmaster', 'postmaster', 'webmaster'] as const;
export const approverEmailsFor = (domain: string) => APPROVER_LOCAL_PARTS.map((local) => `${local}@${domain}`);

/** Keys weaker than this are refused. */
export const MIN_RSA_KEY_BITS = 2048;
export const CSR_MAX_LENGTH = 16_000;

export const ZCertId = z.coerce
  .number({ error: 'Certificate ID must be a certificate number' })
  .int('Certificate ID must be a whole number')
  .positive('Certificate ID must be a certificate number');

/** A PEM certificate signing request (-----BEGIN CERTIFICATE REQUEST-----). */
export const ZCsr = z
  .string({ error: 'CSR is required' })
  .trim()
  .min(1, 'Paste your CSR (the text beginning -----BEGIN CERTIFICATE REQUEST-----).')
  .max(CSR_MAX_LENGTH, `The CSR must be at most ${CSR_MAX_LENGTH} characters.`);

const ZSld = z.string({ error: 'SLD is required' }).trim().min(1, 'SLD is required').max(253, 'SLD is too long');
const ZTld = z.string({ error: 'TLD is required' }).trim().min(1, 'TLD is required').max(63, 'TLD is too long');
const ZDvMethod = z.enum(DV_AUTH_METHODS, { error: 'Validation method must be EMAIL, HTTP or CNAME' });
const ZApproverEmail = z.email('Approver email must be an email address').max(254);

// ---- parsecsr -------------------------------------------------------------------------------------------

/** `parsecsr`: with sld + tld the CSR must be for that domain (its CN or a SAN), otherwise it is refused. */
export const ZParseCsrRequest = z
  .object({ csr: ZCsr, sld: ZSld.optional(), tld: ZTld.optional() })
  .strict()
  .refine((body) => (body.sld === undefined) === (body.tld === undefined), {
    message: 'Send both sld and tld, or neither.',
  });
export type TParseCsrRequest = z.input<typeof ZParseCsrRequest>;

export const ZCsrSubject = z.object({
  commonName: z.string().nullable(),
  organisation: z.string().nullable(),
  organisationalUnit: z.string().nullable(),
  locality: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  email: z.string().nullable(),
});
export type TCsrSubject = z.infer<typeof ZCsrSubject>;

export const ZParsedCsr = z.object({
  commonName: z.string(),
  /** DNS names in the subjectAltName extension (may be empty). */
  sans: z.array(z.string()),
  keyType: z.enum(['RSA', 'EC']),
  /** RSA modulus bits, or the EC curve's size (256 for P-256). */
  keySize: z.number().int(),
  /** EC curve (`P-256`, `P-384`, `P-521`), null for RSA. */
  curve: z.string().nullable(),
  /** e.g. `sha256WithRSAEncryption`, `ecdsa-with-SHA256`. */
  signatureAlgorithm: z.string(),
  /** The CSR's self-signature verifies with its own public key (a CSR that fails is refused). */
  signatureValid: z.boolean(),
  subject: ZCsrSubject,
  /** Every name the certificate would cover: the CN and the SANs, without duplicates. */
  names: z.array(z.string()),
  /** The domain it was checked against (sld.tld), or null when none was given. */
  domain: z.string().nullable(),
});
export type TParsedCsr = z.infer<typeof ZParsedCsr>;

// ---- approver emails ------------------------------------------------------------------------------------

export const ZGetApproverEmailRequest = z.object({ sld: ZSld, tld: ZTld }).strict();
export const ZApproverEmails = z.object({ domain: z.string(), emails: z.array(z.string()) });
export type TApproverEmails = z.infer<typeof ZApproverEmails>;

// ---- a certificate --------------------------------------------------------------------------------------

/**
 * What the chosen DV method needs from the customer. EMAIL: the approver clicks the link mailed to them.
 * HTTP: serve `fileContent` at `url` (path `filePath`). CNAME: add a CNAME record `host` → `target`.
 */
export const ZCertValidation = z.discriminatedUnion('method', [
  z.object({ method: z.literal('EMAIL'), approverEmail: z.string() }),
  z.object({
    method: z.literal('HTTP'),
    fileName: z.string(),
    /** `/.well-known/pki-validation/<fileName>` */
    filePath: z.string(),
    fileContent: z.string(),
    /** Where the CA fetches it: `http://<domain><filePath>`. */
    url: z.string(),
  }),
  z.object({
    method: z.literal('CNAME'),
    /** The full record name, e.g. `_1a2b….acme.com`. */
    host: z.string(),
    /** The record name relative to the zone, as the DNS editor wants it (`_1a2b…`). */
    hostRelative: z.string(),
    target: z.string(),
  }),
]);
export type TCertValidation = z.infer<typeof ZCertValidation>;

export const ZCertSummary = z.object({
  CertID: z.number().int(),
  productName: z.string(),
  years: z.number().int(),
  /** The domain the certificate was bought with (`acme.com`), null when none yet. */
  domain: z.string().nullable(),
  commonName: z.string().nullable(),
  status: z.enum(CERT_STATUSES),
  dvAuthMethod: z.enum(DV_AUTH_METHODS).nullable(),
  purchasedAt: z.string(),
  issuedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type TCertSummary = z.infer<typeof ZCertSummary>;

export const ZCertDetail = ZCertSummary.extend({
  sans: z.array(z.string()),
  keyType: z.string().nullable(),
  keySize: z.number().int().nullable(),
  approverEmail: z.string().nullable(),
  validation: ZCertValidation.nullable(),
  /** PEM, once issued: the certificate followed by the issuing CA's certificate. */
  certificatePem: z.string().nullable(),
  /** The approver addresses offered for `domain` (for the approver choice). */
  approverEmails: z.array(z.string()),
  registrar: z.string(),
});
export type TCertDetail = z.infer<typeof ZCertDetail>;

// ---- list -----------------------------------------------------------------------------------------------

/** The SSL page: the signed-in customer's certificates, newest first; optional filters. */
export const ZCertListRequest = z
  .object({ sld: ZSld.optional(), tld: ZTld.optional(), status: z.enum(CERT_STATUSES).optional() })
  .strict()
  .nullish();
export type TCertListRequest = z.input<typeof ZCertListRequest>;

// ---- activation -----------------------------------------------------------------------------------------

const requireApproverForEmail = (
  body: { DVAuthMethod?: TDvMethod | undefined; ApproverEmail?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (body.DVAuthMethod === 'EMAIL' && !body.ApproverEmail) {
    ctx.addIssue({
      code: 'custom',
      path: ['ApproverEmail'],
      message: 'Choose the approver email for the EMAIL method.',
    });
  }
};

/**
 * `certPurchaseCert`: activate a purchased certificate for sld.tld with a DV method. `csr` may be left out
 * when it was already saved with configureCert. ApproverEmail is required for EMAIL (one of getapproveremail).
 */
export const ZCertPurchaseCertRequest = z
  .object({
    CertID: ZCertId,
    sld: ZSld,
    tld: ZTld,
    csr: ZCsr.optional(),
    DVAuthMethod: ZDvMethod,
    ApproverEmail: ZApproverEmail.optional(),
  })
  .strict()
  .superRefine(requireApproverForEmail);
export type TCertPurchaseCertRequest = z.input<typeof ZCertPurchaseCertRequest>;

/** `configureCert`: save the CSR (status csr_submitted); with DVAuthMethod it activates like certPurchaseCert. */
export const ZConfigureCertRequest = z
  .object({
    CertID: ZCertId,
    sld: ZSld,
    tld: ZTld,
    csr: ZCsr,
    DVAuthMethod: ZDvMethod.optional(),
    ApproverEmail: ZApproverEmail.optional(),
  })
  .strict()
  .superRefine(requireApproverForEmail);
export type TConfigureCertRequest = z.input<typeof ZConfigureCertRequest>;

export const ZCertIdRequest = z.object({ CertID: ZCertId }).strict();
export type TCertIdRequest = z.input<typeof ZCertIdRequest>;
export const ZGetCertDetailRequest = ZCertIdRequest;
export const ZResendApproverEmailRequest = ZCertIdRequest;
export const ZResendFulfillmentEmailRequest = ZCertIdRequest;

/**
 * `reissueCert`: a new CSR for an issued certificate (same domain). DVAuthMethod and ApproverEmail default
 * to the ones used before.
 */
export const ZReissueCertRequest = z
  .object({
    CertID: ZCertId,
    csr: ZCsr,
    DVAuthMethod: ZDvMethod.optional(),
    ApproverEmail: ZApproverEmail.optional(),
  })
  .strict();
export type TReissueCertRequest = z.input<typeof ZReissueCertRequest>;

// ---- approval (built-in registrar) ----------------------------------------------------------------------

export const ZApproveCertRequest = z
  .object({
    token: z.string({ error: 'Token is required' }).trim().min(16, 'This approval link is not valid.').max(200),
  })
  .strict();
export const ZApprovedCert = z.object({
  CertID: z.number().int(),
  commonName: z.string().nullable(),
  status: z.enum(CERT_STATUSES),
  expiresAt: z.string().nullable(),
});
export type TApprovedCert = z.infer<typeof ZApprovedCert>;
