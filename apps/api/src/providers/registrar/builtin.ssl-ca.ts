import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, webcrypto } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { sslAuthorities } from '../../db/schema';
import { csrPublicKey, x509 } from '../../lib/ssl-csr';

/**
 * The built-in registrar's certificate authority: "Launchpad Test CA", an EC P-256 key pair made on first
 * use and kept in ssl_authorities, so every api process and every restart signs with the same CA and old
 * certificates still chain to it. The private key is stored encrypted (AES-256-GCM, key derived from
 * JWT_SECRET with HKDF); if it cannot be decrypted (the secret changed) a new CA is made. Nothing trusts
 * this CA but our tests: it exists so the simulated registrar issues real, verifiable X.509 certificates.
 */
export type TTestCa = { certificate: x509.X509Certificate; privateKey: webcrypto.CryptoKey; pem: string };

const CA_NAME = 'CN=Launchpad Test CA, O=Launchpad, C=GB';
const CA_YEARS = 20;
const KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING_ALGORITHM = { name: 'ECDSA', hash: 'SHA-256' } as const;
const { subtle } = webcrypto;

const loaded = new WeakMap<TDb, Promise<TTestCa>>();

function wrappingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'launchpad-test-ca', 'ssl_authorities private key', 32));
}

function encrypt(secret: string, plain: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey(secret), iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

function decrypt(secret: string, sealed: string): Buffer {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', wrappingKey(secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
}

const addYears = (date: Date, years: number) => {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
};

/** A positive 128-bit serial number in hex. */
const serialNumber = () => {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] ?? 0) & 0x7f || 0x01;
  return bytes.toString('hex');
};

async function createCa(deps: { db: TDb; config: TConfig }): Promise<TTestCa> {
  const keys = (await subtle.generateKey(KEY_ALGORITHM, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const now = new Date();
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serialNumber(),
    name: CA_NAME,
    notBefore: now,
    notAfter: addYears(now, CA_YEARS),
    keys,
    signingAlgorithm: SIGNING_ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  const pkcs8 = Buffer.from(await subtle.exportKey('pkcs8', keys.privateKey));
  const pem = certificate.toString('pem');
  await deps.db
    .insert(sslAuthorities)
    .values({ certificatePem: pem, encryptedPrivateKey: encrypt(deps.config.JWT_SECRET, pkcs8) });
  return { certificate, privateKey: keys.privateKey, pem };
}

async function loadOrCreate(deps: { db: TDb; config: TConfig }): Promise<TTestCa> {
  const rows = await deps.db.select().from(sslAuthorities).orderBy(desc(sslAuthorities.createdAt));
  for (const row of rows) {
    try {
      const pkcs8 = decrypt(deps.config.JWT_SECRET, row.encryptedPrivateKey);
      const privateKey = await subtle.importKey('pkcs8', pkcs8, KEY_ALGORITHM, false, ['sign']);
      return { certificate: new x509.X509Certificate(row.certificatePem), privateKey, pem: row.certificatePem };
    } catch {
      // Sealed under another JWT_SECRET: try an older one, else make a new CA below.
    }
  }
  return createCa(deps);
}

/** The CA, loaded (or made) once per database. */
export function loadTestCa(deps: { db: TDb; config: TConfig }): Promise<TTestCa> {
  let ca = loaded.get(deps.db);
  if (!ca) {
    ca = loadOrCreate(deps);
    loaded.set(deps.db, ca);
    ca.catch(() => loaded.delete(deps.db));
  }
  return ca;
}

/**
 * A server certificate for the CSR's public key, signed by the test CA: the given names as SANs (the
 * first one also the subject CN), valid from now for `years`. Returned as PEM, followed by the CA's PEM.
 */
export async function issueCertificate(
  deps: { db: TDb; config: TConfig },
  input: { csr: string; names: string[]; years: number; now?: Date },
): Promise<{ pem: string; issuedAt: Date; expiresAt: Date }> {
  const ca = await loadTestCa(deps);
  // X.509 times are whole seconds: keep our dates equal to the certificate's.
  const issuedAt = new Date(Math.floor((input.now ?? new Date()).getTime() / 1000) * 1000);
  const expiresAt = addYears(issuedAt, input.years);
  const publicKey = csrPublicKey(input.csr);
  const keyUsage =
    publicKey.algorithm.name === 'ECDSA'
      ? x509.KeyUsageFlags.digitalSignature
      : x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment;
  const certificate = await x509.X509CertificateGenerator.create({
    serialNumber: serialNumber(),
    subject: `CN=${input.names[0] ?? ''}`,
    issuer: ca.certificate.subject,
    notBefore: issuedAt,
    notAfter: expiresAt,
    publicKey,
    signingKey: ca.privateKey,
    signingAlgorithm: SIGNING_ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(keyUsage, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(input.names.map((name) => ({ type: 'dns' as const, value: name }))),
      await x509.SubjectKeyIdentifierExtension.create(publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(ca.certificate.publicKey),
    ],
  });
  return { pem: `${certificate.toString('pem')}\n${ca.pem}\n`, issuedAt, expiresAt };
}
