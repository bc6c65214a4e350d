import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_WEB_DIST } from '../lib/paths';
import { MIN_SECRET_BITS, estimateSecretBits, wordCoverage } from './secret-strength';
import { ZTrustProxy } from './trust-proxy';

/**
 * Every environment variable the api reads, parsed once. Nothing else reads process.env.
 * README "Configuration" documents each of them.
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST),
  CDN_URL: z.url().optional(),
  /** Other origins (comma-separated) whose pages may call the api from a browser; PUBLIC_URL always may. */
  CORS_ORIGINS: z.string().optional(),
  /** The interactive api reference (Swagger UI) at /api/docs in production; always on elsewhere. */
  API_DOCS_PUBLIC: z.stringbool().default(false),

  // Mail: the outbox (database only) unless SMTP_URL is set.
  MAIL_FROM: z.string().min(3).default('Launchpad <hello@launchpad.localhost>'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  STAFF_EMAIL: z.email().default('staff@launchpad.localhost'),

  // Storage: local disk under DATA_DIR/uploads unless S3_BUCKET is set (any S3-compatible service).
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),

  // Payments: the built-in test gateway unless STRIPE_SECRET_KEY is set.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)')
    .optional(),
  STRIPE_API_URL: z.url().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Stripe's publishable key (pk_…), handed to Stripe.js in the browser. */
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)').optional(),
  /** Tests and journeys only: where the browser loads Stripe.js from (a local stand-in). */
  STRIPE_JS_URL: z.url().optional(),
  /**
   * Who takes payments: `stripe` (needs STRIPE_SECRET_KEY) or `builtin`, the test gateway that moves
   * no money. Unset: Stripe when a key is set, otherwise the built-in gateway outside production; in
   * production the built-in gateway runs only when chosen here (else payments answer 503).
   */
  PAYMENT_PROVIDER: z.enum(['builtin', 'stripe']).optional(),

  // Domains: the built-in registrar unless NAMECHEAP_API_USER and NAMECHEAP_API_KEY are set.
  NAMECHEAP_API_USER: z.string().min(1).optional(),
  NAMECHEAP_API_KEY: z.string().min(1).optional(),
  /** The account the calls act for; defaults to NAMECHEAP_API_USER. */
  NAMECHEAP_USERNAME: z.string().min(1).optional(),
  /** The whitelisted address Namecheap requires on every call. */
  NAMECHEAP_CLIENT_IP: z.string().min(1).default('127.0.0.1'),
  NAMECHEAP_API_URL: z.url().default('https://api.namecheap.com/xml.response'),
  /** The built-in registrar's DNS server (UDP and TCP) for the zones it hosts: off unless set. */
  DNS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  DNS_HOST: z.string().min(1).default('127.0.0.1'),
  /** The port the built-in CA fetches HTTP validation files from (80 on the internet; tests use their own). */
  SSL_HTTP_VALIDATION_PORT: z.coerce.number().int().min(1).max(65535).default(80),
  // Publishing landing pages on founders' domains (issue 24).
  /** The address published domains point at (apex A record); 127.0.0.1 outside production when unset. */
  PUBLISH_IPV4: z.ipv4().optional(),
  /** An IPv6 address for the apex AAAA record too (optional). */
  PUBLISH_IPV6: z.ipv6().optional(),
  /** The DNS server (address or address:port) that checks records added at another provider; the system's when unset. */
  PUBLISH_DNS_RESOLVER: z.string().min(1).optional(),
  /** Terminate TLS here as well: an HTTPS listener choosing each published domain's certificate by SNI. */
  HTTPS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The certificate (PEM chain) and key for any other name on HTTPS_PORT, e.g. the main site's. */
  HTTPS_CERT_FILE: z.string().min(1).optional(),
  HTTPS_KEY_FILE: z.string().min(1).optional(),
  /** An ACME directory (e.g. Let's Encrypt) for published domains' certificates; the built-in CA when unset. */
  ACME_DIRECTORY_URL: z.url().optional(),
  /** A PEM file of the CA behind the ACME directory's own HTTPS (a private ACME CA, or Pebble in tests). */
  ACME_CA_FILE: z.string().min(1).optional(),
  /** The contact address of the ACME account. */
  ACME_EMAIL: z.email().optional(),
  /** Default nameservers of the built-in registrar (comma-separated). */
  REGISTRAR_NAMESERVERS: z
    .string()
    .default('ns1.launchpad-dns.net,ns2.launchpad-dns.net')
    .transform((list) =>
      list
        .split(',')
        .map((ns) => ns.trim().toLowerCase())
        .filter(Boolean),
    ),

  // AI builder: the built-in offline generator unless LLM_BASE_URL is set (any OpenAI-compatible API).
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** max_tokens of each request; an answer cut off there is asked again once with twice the room. */
  LLM_MAX_TOKENS: z.coerce.number().int().min(256).max(32_768).default(4096),
  /** Further tries after a 429, a 5xx or a dropped connection, with backoff, within LLM_TIMEOUT_MS. */
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(6).default(2),

  // Third-party sign-in: each provider is offered only when its client id and secret are set.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  META_CLIENT_ID: z.string().min(1).optional(),
  META_CLIENT_SECRET: z.string().min(1).optional(),
  META_ISSUER: z.url().default('https://www.facebook.com'),
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  LINKEDIN_ISSUER: z.url().default('https://www.linkedin.com/oauth'),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_ISSUER: z.url().default('https://appleid.apple.com'),

  /** Comma-separated addresses granted the admin role when they sign in (bootstrapping staff accounts). */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list, ctx) => {
      const emails = list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean);
      for (const email of emails) {
        if (!z.email().safeParse(email).success)
          ctx.addIssue({ code: 'custom', message: `"${email}" is not an email address` });
      }
      return emails;
    }),

  /** Scheduled jobs (renewals, reminders) on this instance; several instances share them through leases. */
  JOBS_ENABLED: z.stringbool().default(true),
  /** How long an order may stay `pending_payment` before the reconciliation job asks the processor about it. */
  PAYMENT_RECONCILE_GRACE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),
  /**
   * Tests only (refused unless NODE_ENV=test): checkouts wait this long at a point of their payment, so a
   * test can kill the process there (modules/payments/payment-fault.service.ts). Unset: no checkout waits.
   */
  PAYMENT_FAULT_PAUSE_MS: z.coerce.number().int().min(1).max(3_600_000).optional(),
  /** Tests only: where checkouts wait, taken in turn by successive checkouts (`after-charge`, `before-charge`). */
  PAYMENT_FAULT_PAUSE_AT: z
    .string()
    .default('after-charge')
    .transform((list) =>
      list
        .split(',')
        .map((point) => point.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['before-charge', 'after-charge'])).min(1)),

  // Abuse protection.
  RATE_LIMIT_ENABLED: z.stringbool().default(true),
  /** Whose X-Forwarded-For gives the client address (rate limits): off, a proxy count or their addresses. */
  TRUST_PROXY: ZTrustProxy,
  /** Rate-limit counts and the public cache in Redis/Valkey, shared by every instance; in memory when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Let the SEO audit fetch private and loopback addresses (tests only; refused in production). */
  SEO_AUDIT_ALLOW_PRIVATE: z.stringbool().default(false),
});

export type TConfig = Omit<z.infer<typeof ZEnv>, 'JWT_SECRET' | 'PUBLIC_URL'> & {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  /** Where PGlite keeps its files when DATABASE_URL is unset; `memory://` in tests. */
  PGLITE_DIR: string;
  /** Where the local storage provider keeps uploaded files. */
  UPLOADS_DIR: string;
};

export class ConfigError extends Error {
  constructor(
    public readonly problems: string[],
    options?: ErrorOptions,
  ) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`, options);
    this.name = 'ConfigError';
  }
}

/** What is wrong with a production JWT_SECRET (never the secret itself), or null when it is hard enough to guess. */
function weakSecretProblem(secret: string): string | null {
  const advice = 'use a random value such as the output of `openssl rand -base64 48`';
  const bits = estimateSecretBits(secret);
  if (bits < MIN_SECRET_BITS) {
    return `JWT_SECRET: is too easy to guess (about ${Math.floor(bits)} bits of entropy, at least ${MIN_SECRET_BITS} needed: repeats, runs, words and few distinct characters count for little); ${advice}`;
  }
  if (wordCoverage(secret) > 0.5) return `JWT_SECRET: is made mostly of English words; ${advice}`;
  return null;
}

const DATA_DIR_FAILURES: Record<string, string> = {
  EACCES: 'permission denied: the server cannot create or write to it',
  EPERM: 'permission denied: the server cannot create or write to it',
  ENOTDIR: 'a file stands where a folder is needed',
  EEXIST: 'a file stands where a folder is needed',
  EROFS: 'it is on a read-only file system',
  ENOSPC: 'the disk is full',
};

/** DATA_DIR is created when missing; a folder the server cannot write to stops start-up with its path named. */
function prepareDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown';
    const reason = DATA_DIR_FAILURES[code] ?? `it cannot be created or written (${code})`;
    throw new ConfigError([`DATA_DIR: ${dataDir} cannot be used: ${reason}`]);
  }
}

/** Outside production a random secret is created once and kept in the data folder, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, '.jwt-secret');
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown';
    throw new ConfigError([`DATA_DIR: ${file} (the development JWT secret) cannot be read or written (${code})`]);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<TConfig> = {}): TConfig {
  // Empty strings count as unset, as they do in most .env tooling.
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(defined);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const values = parsed.data;
  const problems: string[] = [];
  if (values.NODE_ENV === 'production') {
    if (!values.JWT_SECRET && !overrides.JWT_SECRET) {
      problems.push('JWT_SECRET: is required in production (at least 32 characters)');
    }
    const weakSecret = values.JWT_SECRET ? weakSecretProblem(values.JWT_SECRET) : null;
    if (weakSecret) problems.push(weakSecret);
    if (values.SEO_AUDIT_ALLOW_PRIVATE) problems.push('SEO_AUDIT_ALLOW_PRIVATE: may not be set in production');
  }
  if (values.PAYMENT_FAULT_PAUSE_MS !== undefined && values.NODE_ENV !== 'test') {
    problems.push('PAYMENT_FAULT_PAUSE_MS: holds checkouts for crash tests; it may be set only with NODE_ENV=test');
  }
  if (values.PAYMENT_PROVIDER === 'stripe' && !values.STRIPE_SECRET_KEY) {
    problems.push('PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = resolve(values.DATA_DIR);
  // The folder holds PGlite's files, local uploads and the development secret: prepared when any is used.
  const usesDataDir =
    (!values.DATABASE_URL && !overrides.PGLITE_DIR) ||
    (!values.S3_BUCKET && !overrides.UPLOADS_DIR) ||
    (!values.JWT_SECRET && !overrides.JWT_SECRET);
  if (usesDataDir) prepareDataDir(dataDir);
  return {
    ...values,
    DATA_DIR: dataDir,
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    PGLITE_DIR: join(dataDir, 'db'),
    UPLOADS_DIR: join(dataDir, 'uploads'),
    JWT_SECRET: values.JWT_SECRET ?? overrides.JWT_SECRET ?? developmentSecret(dataDir),
    ...overrides,
  };
}
