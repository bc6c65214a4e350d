// Certificates of published domains (apex and www), validated by HTTP-01 against our own server: the
// challenge is stored on the site's row and served at /.well-known/acme-challenge/<token> for that host
// (publishing.host.ts), so any instance behind the load balancer can answer it.
//  - built-in CA (default): it fetches the challenge from the address our zone gives each name, on
//    SSL_HTTP_VALIDATION_PORT, then signs with the built-in registrar's test CA.
//  - ACME_DIRECTORY_URL set: a real ACME CA (Let's Encrypt, …) through acme-client.
import {
  X509Certificate,
  createCipheriv,
  createDecipheriv,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import * as acme from 'acme-client';
import { eq, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { publishedSites } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isPublicAddress } from '../../lib/public-address';
import { randomToken } from '../../lib/secrets';
import { issueCertificate } from '../../providers/registrar/builtin.ssl-ca';
import type { TRegistrarRecord } from '../../providers/registrar/registrar.provider';
import { addressInZone } from './publishing-records.service';

export type TIssued = { certificatePem: string; privateKeyPem: string; expiresAt: Date };
const CHECK_TIMEOUT_MS = 5000;
const CHECK_MAX_BYTES = 4096;

// ---- the private key, sealed at rest ---------------------------------------------------------------------

const sealingKey = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'launchpad-published-sites', 'published site private key', 32));

export function sealKey(secret: string, pem: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  const body = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

export function unsealKey(secret: string, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
}

// ---- challenges on the site's row -------------------------------------------------------------------------

async function putChallenge(db: TDb, siteId: string, token: string, keyAuthorization: string) {
  await db
    .update(publishedSites)
    .set({ challenges: sql`${publishedSites.challenges} || ${JSON.stringify({ [token]: keyAuthorization })}::jsonb` })
    .where(eq(publishedSites.id, siteId));
}

async function removeChallenge(db: TDb, siteId: string, token: string) {
  await db
    .update(publishedSites)
    .set({ challenges: sql`${publishedSites.challenges} - ${token}` })
    .where(eq(publishedSites.id, siteId));
}

// ---- the built-in CA ---------------------------------------------------------------------------------------

/** GET http://<address>:<port>/.well-known/acme-challenge/<token> with Host: name; the body, or why not. */
function fetchChallenge(address: string, port: number, name: string, token: string) {
  return new Promise<{ body: string } | { problem: string }>((resolve) => {
    const req = request(
      {
        host: address,
        port,
        path: `/.well-known/acme-challenge/${token}`,
        headers: { host: name },
        timeout: CHECK_TIMEOUT_MS,
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return resolve({ problem: `answered ${res.statusCode ?? 'nothing'}` });
        }
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (text.length > CHECK_MAX_BYTES) req.destroy();
        });
        res.on('end', () => resolve({ body: text.trim() }));
        res.on('error', () => resolve({ problem: 'closed the connection' }));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ problem: `could not be reached (${error.code ?? 'error'})` }),
    );
    req.end();
  });
}

async function issueBuiltin(
  deps: Pick<TDeps, 'db' | 'config'>,
  input: { siteId: string; apex: string; names: string[]; zone: TRegistrarRecord[]; csr: string },
): Promise<string> {
  const tokens: string[] = [];
  try {
    for (const name of input.names) {
      const token = randomToken(24);
      const keyAuthorization = `${token}.${randomToken(24)}`;
      tokens.push(token);
      await putChallenge(deps.db, input.siteId, token, keyAuthorization);
      const address = addressInZone(input.zone, input.apex, name);
      if (!address) {
        throw new AppError('UNPROCESSABLE', `Certificate not issued: ${name} has no address in the domain's DNS.`);
      }
      // The zone is the customer's: never let it point our CA at our own network in production.
      if (deps.config.NODE_ENV === 'production' && !isPublicAddress(address)) {
        throw new AppError(
          'UNPROCESSABLE',
          `Certificate not issued: ${name} points at a private address (${address}).`,
        );
      }
      const answer = await fetchChallenge(address, deps.config.SSL_HTTP_VALIDATION_PORT, name, token);
      if ('problem' in answer || answer.body !== keyAuthorization) {
        const why = 'problem' in answer ? answer.problem : 'answered with something else';
        throw new AppError(
          'UNPROCESSABLE',
          `Certificate not issued: the certificate authority could not validate ${name} (http://${name}/.well-known/acme-challenge/ ${why}).`,
        );
      }
    }
  } finally {
    for (const token of tokens) await removeChallenge(deps.db, input.siteId, token);
  }
  const { pem } = await issueCertificate(deps, { csr: input.csr, names: input.names, years: 1 });
  return pem;
}

// ---- a real ACME CA ------------------------------------------------------------------------------------------

const accountKeys = new Map<string, Promise<Buffer>>();
const trustedCaFiles = new Set<string>();

async function issueAcme(deps: Pick<TDeps, 'db' | 'config'>, input: { siteId: string; csr: string }): Promise<string> {
  const directoryUrl = deps.config.ACME_DIRECTORY_URL as string;
  let accountKey = accountKeys.get(directoryUrl);
  if (!accountKey) {
    accountKey = acme.crypto.createPrivateEcdsaKey();
    accountKeys.set(directoryUrl, accountKey);
  }
  if (deps.config.ACME_CA_FILE && !trustedCaFiles.has(deps.config.ACME_CA_FILE)) {
    // acme-client talks through its own axios instance: trust the private CA there.
    acme.axios.defaults.httpsAgent = new HttpsAgent({ ca: readFileSync(deps.config.ACME_CA_FILE) });
    trustedCaFiles.add(deps.config.ACME_CA_FILE);
  }
  const client = new acme.Client({ directoryUrl, accountKey: await accountKey });
  try {
    return await client.auto({
      csr: input.csr,
      ...(deps.config.ACME_EMAIL ? { email: deps.config.ACME_EMAIL } : {}),
      termsOfServiceAgreed: true,
      challengePriority: ['http-01'],
      // The CA checks the challenge itself; acme-client's own look first would go through this machine's DNS.
      skipChallengeVerification: true,
      challengeCreateFn: async (_authz, challenge, keyAuthorization) =>
        putChallenge(deps.db, input.siteId, challenge.token, keyAuthorization),
      challengeRemoveFn: async (_authz, challenge) => removeChallenge(deps.db, input.siteId, challenge.token),
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const detail = error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
    throw new AppError('UNPROCESSABLE', `Certificate not issued: the certificate authority refused it (${detail}).`);
  }
}

/**
 * A certificate for `names` (the apex first): a new EC P-256 key, a CSR, HTTP-01 validation of every name
 * against our server, then the chain. Throws an AppError saying which name failed and why.
 */
export async function obtainCertificate(
  deps: Pick<TDeps, 'db' | 'config'>,
  input: { siteId: string; apex: string; names: string[]; zone: TRegistrarRecord[] },
): Promise<TIssued> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const [, csrBuffer] = await acme.crypto.createCsr(
    { commonName: input.names[0] as string, altNames: input.names },
    privateKeyPem,
  );
  const csr = csrBuffer.toString();
  const certificatePem = deps.config.ACME_DIRECTORY_URL
    ? await issueAcme(deps, { siteId: input.siteId, csr })
    : await issueBuiltin(deps, { ...input, csr });
  const leaf = new X509Certificate(certificatePem);
  return { certificatePem, privateKeyPem, expiresAt: new Date(leaf.validTo) };
}
