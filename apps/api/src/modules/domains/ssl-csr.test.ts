import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { parseCsr } from './ssl-csr.service';
import { makeCsr, tamperSignature } from './ssl.test-helpers';

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).message;
};

describe('ssl: parsing a real CSR', () => {
  it('reads the common name, SANs, RSA key size, signature and subject', async () => {
    const { pem } = await makeCsr(['acme.com', 'www.acme.com'], 'rsa2048', ', O=Acme Ltd, L=London, C=GB');
    const parsed = await parseCsr(pem, 'acme.com');
    expect(parsed).toMatchObject({
      commonName: 'acme.com',
      sans: ['acme.com', 'www.acme.com'],
      names: ['acme.com', 'www.acme.com'],
      keyType: 'RSA',
      keySize: 2048,
      curve: null,
      signatureAlgorithm: 'sha256WithRSAEncryption',
      signatureValid: true,
      domain: 'acme.com',
      subject: { commonName: 'acme.com', organisation: 'Acme Ltd', locality: 'London', country: 'GB' },
    });
  });

  it('reads EC P-256 and P-384 keys with their curve', async () => {
    const p256 = await parseCsr((await makeCsr(['shop.acme.com'], 'p256')).pem, 'acme.com');
    expect(p256).toMatchObject({
      keyType: 'EC',
      keySize: 256,
      curve: 'P-256',
      signatureAlgorithm: 'ecdsa-with-SHA256',
    });
    const p384 = await parseCsr((await makeCsr(['*.acme.com'], 'p384')).pem);
    expect(p384).toMatchObject({ commonName: '*.acme.com', keySize: 384, curve: 'P-384', domain: null });
  });

  it('refuses a 1024-bit RSA key, naming its size', async () => {
    const { pem } = await makeCsr(['acme.com'], 'rsa1024');
    expect(await refusal(parseCsr(pem, 'acme.com'))).toMatch(/RSA key is 1024 bits: at least 2048 bits are required/);
  });

  it('refuses a key type a CA does not issue for', async () => {
    const { pem } = await makeCsr(['acme.com'], 'ed25519');
    expect(await refusal(parseCsr(pem))).toMatch(/key type ed25519 is not supported/);
  });

  it('refuses a CSR whose signature does not verify', async () => {
    const { pem } = await makeCsr(['acme.com'], 'p256');
    expect(await refusal(parseCsr(tamperSignature(pem)))).toMatch(/signature does not verify/);
  });

  it('refuses a CSR for another domain, naming it', async () => {
    const { pem } = await makeCsr(['other.com', 'www.other.com'], 'p256');
    expect(await refusal(parseCsr(pem, 'acme.com'))).toBe(
      'The CSR is for other.com, www.other.com, not acme.com: make a CSR whose common name is acme.com.',
    );
    const sneaky = await makeCsr(['acme.com', 'acme.com.evil.net'], 'p256');
    expect(await refusal(parseCsr(sneaky.pem, 'acme.com'))).toMatch(/for acme\.com\.evil\.net, not acme\.com/);
  });

  it('refuses garbage, a certificate or a private key pasted instead of a CSR', async () => {
    expect(await refusal(parseCsr('hello'))).toMatch(/That is not a CSR/);
    expect(
      await refusal(parseCsr('-----BEGIN CERTIFICATE REQUEST-----\nAAAA\n-----END CERTIFICATE REQUEST-----')),
    ).toMatch(/could not be read as a PKCS#10/);
    expect(await refusal(parseCsr('-----BEGIN CERTIFICATE REQUEST-----\nMIIB'))).toMatch(/cut short/);
    expect(await refusal(parseCsr('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----'))).toMatch(
      /private key, not a CSR/,
    );
    expect(await refusal(parseCsr('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----'))).toMatch(
      /certificate, not a CSR/,
    );
  });

  it('refuses a common name that is not a domain name', async () => {
    const { pem } = await makeCsr(['Acme Web Server'], 'p256');
    expect(await refusal(parseCsr(pem))).toMatch(/names "acme web server", which is not a domain name/);
  });
});
