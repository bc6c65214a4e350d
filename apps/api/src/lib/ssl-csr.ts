import 'reflect-metadata';
import { createPublicKey, webcrypto } from 'node:crypto';
import { MIN_RSA_KEY_BITS, type TCsrSubject, type TParsedCsr } from '@launchpad/shared';
import * as x509 from '@peculiar/x509';
import { AppError } from './app-error';

// Node's WebCrypto does the signing and verifying for @peculiar/x509 everywhere in the api.
x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);
export { x509 };

/** Largest RSA key accepted: bigger keys only slow every handshake down. */
const MAX_RSA_KEY_BITS = 8192;
/** EC curves a public CA issues for; Node names them differently from WebCrypto. */
const EC_CURVES: Record<string, { name: string; bits: number }> = {
  prime256v1: { name: 'P-256', bits: 256 },
  secp384r1: { name: 'P-384', bits: 384 },
};
/** Hashes a CA no longer accepts in a signature. */
const WEAK_HASHES = new Set(['MD5', 'SHA-1']);

const HOSTNAME = /^(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;
const refuse = (message: string): never => {
  throw new AppError('BAD_REQUEST', message);
};

/** The DER bytes of a pasted CSR, or a refusal saying what was pasted instead. */
function csrDer(pem: string): Buffer {
  const text = pem.trim();
  const begin = /-----BEGIN ([A-Z0-9 ]+)-----/.exec(text);
  if (!begin) {
    return refuse('That is not a CSR: paste the whole text beginning -----BEGIN CERTIFICATE REQUEST-----.');
  }
  const label = begin[1] ?? '';
  if (label.includes('PRIVATE KEY')) {
    return refuse('That is a private key, not a CSR. Never share your private key: paste the CSR made with it.');
  }
  if (label === 'CERTIFICATE') return refuse('That is a certificate, not a CSR: paste the certificate request.');
  if (label !== 'CERTIFICATE REQUEST' && label !== 'NEW CERTIFICATE REQUEST') {
    return refuse(`That is a ${label.toLowerCase()}, not a CSR: paste the certificate request.`);
  }
  const end = text.indexOf(`-----END ${label}-----`);
  if (end < 0) return refuse(`The CSR is cut short: the line -----END ${label}----- is missing.`);
  const body = text.slice(begin.index + begin[0].length, end).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return refuse('The CSR is damaged: it holds characters a CSR cannot.');
  return Buffer.from(body, 'base64');
}

function decode(der: Buffer): x509.Pkcs10CertificateRequest {
  try {
    return new x509.Pkcs10CertificateRequest(der);
  } catch {
    return refuse('The CSR is damaged: it could not be read as a PKCS#10 certificate request.');
  }
}

function keyOf(csr: x509.Pkcs10CertificateRequest): Pick<TParsedCsr, 'keyType' | 'keySize' | 'curve'> {
  let key: ReturnType<typeof createPublicKey>;
  try {
    key = createPublicKey({ key: Buffer.from(csr.publicKey.rawData), format: 'der', type: 'spki' });
  } catch {
    return refuse(
      'The CSR holds a public key of a kind we cannot read: use RSA (2048 bits or more) or EC P-256/P-384.',
    );
  }
  const details = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === 'rsa') {
    const bits = details.modulusLength ?? 0;
    if (bits < MIN_RSA_KEY_BITS) {
      refuse(
        `The CSR's RSA key is ${bits} bits: at least ${MIN_RSA_KEY_BITS} bits are required. Make a new key and CSR.`,
      );
    }
    if (bits > MAX_RSA_KEY_BITS) refuse(`The CSR's RSA key is ${bits} bits: at most ${MAX_RSA_KEY_BITS} are accepted.`);
    return { keyType: 'RSA', keySize: bits, curve: null };
  }
  if (key.asymmetricKeyType === 'ec') {
    const curve = EC_CURVES[details.namedCurve ?? ''];
    if (!curve) {
      return refuse(
        `The CSR's EC key uses the curve ${details.namedCurve ?? 'unknown'}: only P-256 and P-384 are supported.`,
      );
    }
    return { keyType: 'EC', keySize: curve.bits, curve: curve.name };
  }
  return refuse(
    `The CSR's key type ${key.asymmetricKeyType ?? 'unknown'} is not supported: use RSA (2048 bits or more) or EC P-256/P-384.`,
  );
}

/** The signature algorithm's usual name: sha256WithRSAEncryption, ecdsa-with-SHA256, RSASSA-PSS. */
function signatureName(algorithm: { name: string; hash?: { name: string } }): string {
  const hash = algorithm.hash?.name ?? 'unknown hash';
  if (algorithm.name === 'RSASSA-PKCS1-v1_5') return `${hash.replace('-', '').toLowerCase()}WithRSAEncryption`;
  if (algorithm.name === 'ECDSA') return `ecdsa-with-${hash.replace('-', '')}`;
  return algorithm.hash ? `${algorithm.name} with ${hash}` : algorithm.name;
}

async function signatureOf(csr: x509.Pkcs10CertificateRequest) {
  let algorithm: { name: string; hash?: { name: string } };
  try {
    const { name, hash } = csr.signatureAlgorithm as { name?: string; hash?: { name: string } };
    algorithm = { name: name ?? 'unknown', ...(hash ? { hash } : {}) };
  } catch {
    return refuse('The CSR is signed with an algorithm we do not accept: sign it with SHA-256 (RSA or ECDSA).');
  }
  const name = signatureName(algorithm);
  if (WEAK_HASHES.has(algorithm.hash?.name ?? '')) {
    refuse(`The CSR is signed with ${name}, which is no longer accepted: sign it with SHA-256.`);
  }
  let valid = false;
  try {
    valid = await csr.verify();
  } catch {
    valid = false;
  }
  if (!valid) refuse('The CSR signature does not verify: it was altered or damaged after it was made. Make a new CSR.');
  return { signatureAlgorithm: name, signatureValid: true };
}

function subjectOf(csr: x509.Pkcs10CertificateRequest): TCsrSubject {
  const field = (name: string) => csr.subjectName.getField(name)[0]?.trim() || null;
  return {
    commonName: field('CN'),
    organisation: field('O'),
    organisationalUnit: field('OU'),
    locality: field('L'),
    state: field('ST'),
    country: field('C'),
    email: field('E'),
  };
}

function sansOf(csr: x509.Pkcs10CertificateRequest): string[] {
  const extension = csr.getExtension('2.5.29.17');
  if (!(extension instanceof x509.SubjectAlternativeNameExtension)) return [];
  return extension.names.items
    .filter((name) => name.type === 'dns')
    .map((name) => name.value.trim().toLowerCase().replace(/\.$/, ''));
}

/** True when `name` is `domain` itself, a name under it, or a wildcard under it. */
export function nameBelongsTo(name: string, domain: string): boolean {
  const bare = name.startsWith('*.') ? name.slice(2) : name;
  return bare === domain || bare.endsWith(`.${domain}`);
}

/**
 * Real PKCS#10 parsing (issue 6 `parsecsr`): the CSR's names, key and self-signature. Refused with a
 * message naming the problem: not a CSR, damaged, weak or unsupported key, bad or weak signature, no
 * name, or — when `domain` (ASCII `sld.tld`) is given — a name that is not that domain or under it.
 */
export async function parseCsr(pem: string, domain: string | null = null): Promise<TParsedCsr> {
  const der = csrDer(pem);
  const csr = decode(der);
  const key = keyOf(csr);
  const signature = await signatureOf(csr);
  const subject = subjectOf(csr);
  const sans = sansOf(csr);
  const commonName = (subject.commonName ?? sans[0] ?? '').toLowerCase().replace(/\.$/, '');
  if (!commonName) refuse('The CSR names no domain: set its common name (CN) to the domain, e.g. CN=example.com.');
  const names = [...new Set([commonName, ...sans])];
  const invalid = names.find((name) => !HOSTNAME.test(name));
  if (invalid !== undefined) {
    refuse(`The CSR names "${invalid.slice(0, 80)}", which is not a domain name: the common name must be a domain.`);
  }
  if (domain) {
    const foreign = names.filter((name) => !nameBelongsTo(name, domain));
    if (foreign.length > 0) {
      refuse(
        `The CSR is for ${foreign.slice(0, 3).join(', ')}, not ${domain}: make a CSR whose common name is ${domain}.`,
      );
    }
  }
  return { commonName, sans, ...key, ...signature, subject, names, domain };
}

/** The public key of a CSR already accepted by parseCsr, for the certificate that will carry it. */
export function csrPublicKey(pem: string): x509.PublicKey {
  return decode(csrDer(pem)).publicKey;
}

/** The DER bytes of a CSR already accepted by parseCsr (the CA derives its validation values from them). */
export function csrBytes(pem: string): Buffer {
  return csrDer(pem);
}
