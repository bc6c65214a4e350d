// Test helper (not a test): shared set-up for the Namecheap adapter's contract tests.
import 'reflect-metadata';
import type { TDomainContacts } from '@launchpad/shared';
import * as x509 from '@peculiar/x509';
import { type TNamecheapOptions, type TNamecheapTuning, createNamecheapRegistrar } from './namecheap';
import type { TNamecheapTestServer } from './namecheap.test-server';

export const API_USER = 'launchpad';
export const API_KEY = 'nc-key-5f2b9c0e41d84a7f';

export function adapterFor(
  server: TNamecheapTestServer,
  overrides: Partial<TNamecheapOptions> = {},
  tuning: TNamecheapTuning = {},
) {
  return createNamecheapRegistrar(
    { apiUrl: server.url, apiUser: API_USER, apiKey: API_KEY, userName: API_USER, clientIp: '127.0.0.1', ...overrides },
    tuning,
  );
}

const person = (firstName: string, email: string) => ({
  firstName,
  lastName: 'Lovelace',
  organisation: null,
  email,
  phone: '+44.2071234567',
  address1: '12 St James Square',
  address2: null,
  city: 'London',
  stateProvince: null,
  postalCode: 'SW1Y 4JH',
  country: 'GB',
});

export const CONTACTS: TDomainContacts = {
  registrant: person('Ada', 'ada@example.test'),
  admin: { ...person('Annabella', 'admin@example.test'), organisation: 'Analytical Engines Ltd' },
  tech: { ...person('Charles', 'tech@example.test'), address2: 'Floor 2', stateProvince: 'Greater London' },
  billing: person('Byron', 'billing@example.test'),
};

/** The result of a promise that must fail. */
export async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error(`expected an Error, got ${String(error)}`);
  return error;
}

/** A real PKCS#10 request for `commonName` (ECDSA P-256, signed). */
export async function makeCsr(commonName: string): Promise<string> {
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
  const keys = await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({
    name: `CN=${commonName}`,
    keys,
    signingAlgorithm: algorithm,
  });
  return csr.toString('pem');
}

export const commandsSent = (server: TNamecheapTestServer) =>
  server.requests.map((request) => request.params.get('command'));
