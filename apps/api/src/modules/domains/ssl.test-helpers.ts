import { webcrypto } from 'node:crypto';
import { sslCertificates } from '../../db/schema';
import type { TTestContext } from '../../test/context';
import { x509 } from './ssl-csr.service';

export type TTestKey = 'rsa2048' | 'rsa1024' | 'p256' | 'p384' | 'ed25519';

const ALGORITHMS = {
  rsa2048: {
    name: 'RSASSA-PKCS1-v1_5',
    modulusLength: 2048,
    publicExponent: new Uint8Array([1, 0, 1]),
    hash: 'SHA-256',
  },
  rsa1024: {
    name: 'RSASSA-PKCS1-v1_5',
    modulusLength: 1024,
    publicExponent: new Uint8Array([1, 0, 1]),
    hash: 'SHA-256',
  },
  p256: { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' },
  p384: { name: 'ECDSA', namedCurve: 'P-384', hash: 'SHA-384' },
  ed25519: { name: 'Ed25519' },
} as const;

/**
 * A real PKCS#10 CSR made the way a customer's server makes one: a fresh key pair, the first name as
 * CN, every name as a DNS SAN, signed with the private key.
 */
export async function makeCsr(names: string[], key: TTestKey = 'rsa2048', subject = '') {
  const algorithm = ALGORITHMS[key];
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({
    name: `CN=${names[0] ?? ''}${subject}`,
    keys,
    signingAlgorithm: algorithm,
    extensions: [new x509.SubjectAlternativeNameExtension(names.map((value) => ({ type: 'dns' as const, value })))],
  });
  const spki = Buffer.from(await webcrypto.subtle.exportKey('spki', keys.publicKey));
  return { pem: csr.toString('pem'), spki };
}

/** The same CSR with one bit of its signature flipped: it parses, but no longer verifies. */
export function tamperSignature(pem: string): string {
  const body = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const der = Buffer.from(body, 'base64');
  der[der.length - 1] = (der[der.length - 1] ?? 0) ^ 0x01;
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE REQUEST-----\n${lines.join('\n')}\n-----END CERTIFICATE REQUEST-----\n`;
}

/** A certificate the customer bought (what a paid order leaves behind), on the configured registrar. */
export async function createPurchasedCertificate(
  ctx: TTestContext,
  input: { userId: string; domainId: string | null; years?: number; productName?: string },
) {
  const { providerCertId } = await ctx.app.deps.registrar.createCertificate({
    productName: input.productName ?? 'PositiveSSL',
    years: input.years ?? 1,
  });
  const [row] = await ctx.database.db
    .insert(sslCertificates)
    .values({
      userId: input.userId,
      domainId: input.domainId,
      registrar: ctx.app.deps.registrar.name,
      providerCertId,
      productName: input.productName ?? 'PositiveSSL',
      years: input.years ?? 1,
      status: 'purchased',
    })
    .returning();
  if (!row) throw new Error('certificate insert returned nothing');
  return row;
}
