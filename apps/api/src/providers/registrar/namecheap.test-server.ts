// Test helper (not a test): a local HTTP server on 127.0.0.1 that speaks Namecheap's XML API
// (`/xml.response`, GET query or POST form, answers always HTTP 200 with an `<ApiResponse Status="OK|ERROR">`
// envelope) and keeps domains, hosts, nameservers, contacts, locks, WhoisGuard and certificates in memory,
// so the adapter is tested over real HTTP rather than against a mock. It checks ApiUser / ApiKey /
// UserName / ClientIp like the real API and refuses missing or bad parameters with Namecheap-style errors.
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDomainCommands } from './namecheap.test-server.domains';
import { createSslCommands, issueCertificate } from './namecheap.test-server.ssl';
import { createZoneCommands } from './namecheap.test-server.zone';
import {
  NamecheapFault,
  type TParams,
  type TStoredCertificate,
  type TStoredDomain,
  type TStoredWhoisguard,
  type TTestServerState,
  type TXml,
  envelope,
  param,
} from './namecheap.test-server.wire';

export type { TParams } from './namecheap.test-server.wire';

export type TNamecheapTestServerOptions = {
  apiUser: string;
  apiKey: string;
  /** The account calls act for; defaults to apiUser. */
  userName?: string;
  /** The whitelisted client IP; defaults to 127.0.0.1. */
  clientIp?: string;
  tlds?: string[];
  /** Names registered elsewhere. */
  taken?: string[];
  /** Premium names and their price in US dollars. */
  premium?: Record<string, number>;
};

export type TRecordedRequest = { method: string; url: string; contentType: string | undefined; params: TParams };

export type TNamecheapTestServer = {
  /** The API URL, like https://api.namecheap.com/xml.response. */
  url: string;
  requests: TRecordedRequest[];
  /** Delay before every answer (for timeout tests). */
  delayMs: number;
  domains: Map<string, TStoredDomain>;
  whoisguards: Map<number, TStoredWhoisguard>;
  certificates: Map<number, TStoredCertificate>;
  /** The CA validates the domain and issues the certificate. */
  issueCertificate(certificateId: string | number): void;
  /** Moves a domain's expiry into the past. */
  expireDomain(domain: string): void;
  close(): Promise<void>;
};

const DEFAULT_TLDS = ['com', 'net', 'org', 'io', 'dev', 'app', 'xyz', 'co.uk', 'org.uk', 'uk'];

async function readParams(req: IncomingMessage): Promise<TParams> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  const params: TParams = new Map();
  for (const source of [url.searchParams, form]) {
    for (const [key, value] of source) params.set(key.toLowerCase(), value);
  }
  return params;
}

export async function startNamecheapTestServer(options: TNamecheapTestServerOptions): Promise<TNamecheapTestServer> {
  let lastId = 100_000;
  const state: TTestServerState = {
    userName: options.userName ?? options.apiUser,
    tlds: new Set(options.tlds ?? DEFAULT_TLDS),
    taken: new Set((options.taken ?? []).map((name) => name.toLowerCase())),
    premium: new Map(Object.entries(options.premium ?? {}).map(([name, price]) => [name.toLowerCase(), price])),
    domains: new Map(),
    whoisguards: new Map(),
    certificates: new Map(),
    nextId: () => (lastId += 1),
  };
  const commands: Record<string, (params: TParams) => TXml | Promise<TXml>> = {
    ...createDomainCommands(state),
    ...createZoneCommands(state),
    ...createSslCommands(state),
  };
  const byLowerName = new Map(Object.entries(commands).map(([name, run]) => [name.toLowerCase(), run]));

  /** Global parameters, checked in the order the real API reports them. */
  function authenticate(params: TParams) {
    const missing = (number: string, name: string) => new NamecheapFault(number, `Parameter ${name} is missing`);
    const apiUser = param(params, 'ApiUser');
    const apiKey = param(params, 'ApiKey');
    const userName = param(params, 'UserName');
    const clientIp = param(params, 'ClientIp');
    if (!apiUser) throw missing('1010101', 'APIUser');
    if (!apiKey) throw missing('1010102', 'APIKey');
    if (!userName) throw missing('1010103', 'UserName');
    if (!param(params, 'Command')) throw missing('1010104', 'Command');
    if (!clientIp) throw missing('1010105', 'ClientIP');
    if (apiUser !== options.apiUser || apiKey !== options.apiKey) {
      throw new NamecheapFault('1011102', 'API Key is invalid or API access has not been enabled');
    }
    if (clientIp !== (options.clientIp ?? '127.0.0.1')) {
      throw new NamecheapFault('1011150', `Invalid request IP: ${clientIp}`);
    }
    if (userName !== state.userName) throw new NamecheapFault('1016103', 'UserName is unauthorized');
  }

  const server: TNamecheapTestServer = {
    url: '',
    requests: [],
    delayMs: 0,
    domains: state.domains,
    whoisguards: state.whoisguards,
    certificates: state.certificates,
    issueCertificate(id) {
      const cert = state.certificates.get(Number(id));
      if (!cert) throw new Error(`no certificate ${id}`);
      issueCertificate(cert);
    },
    expireDomain(name) {
      const domain = state.domains.get(name);
      if (!domain) throw new Error(`no domain ${name}`);
      domain.expires = new Date(Date.now() - 24 * 3600 * 1000);
    },
    close: () =>
      new Promise((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const params = await readParams(req);
    server.requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      contentType: req.headers['content-type'],
      params,
    });
    if (server.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, server.delayMs));
    const command = param(params, 'Command') ?? '';
    let body: string;
    try {
      authenticate(params);
      const run = byLowerName.get(command.toLowerCase());
      if (!run) throw new NamecheapFault('1011104', `Parameter Command is invalid: ${command}`);
      body = envelope(command, { ok: await run(params) });
    } catch (error) {
      if (!(error instanceof NamecheapFault)) throw error;
      body = envelope(command, { error });
    }
    if (res.destroyed) return;
    // Namecheap answers errors with HTTP 200 too: the status is in the envelope.
    res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
    res.end(body);
  }

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/xml.response') {
      res.writeHead(404).end();
      return;
    }
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  server.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/xml.response`;
  return server;
}
