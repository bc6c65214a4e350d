import { randomUUID } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import { Provider, type TFoundAccount } from 'oidc-provider';

/**
 * A real OpenID Provider (the `oidc-provider` package) on 127.0.0.1 for the third-party sign-in tests, and
 * a minimal browser that walks its login and consent pages. Test-only: nothing in the app imports this.
 */

export type TIdpAccount = { email: string; email_verified: boolean | string; name?: string };
export type TIdpClient = { clientId: string; clientSecret: string; redirectUri: string };

export type TTestIdp = {
  issuer: string;
  /** People who can sign in at this IdP, by account id (which becomes the ID token's `sub`). */
  accounts: Map<string, TIdpAccount>;
  close: () => Promise<void>;
};

export async function startTestIdp(options: {
  clients: TIdpClient[];
  /** false: the ID token carries only `sub`, email and name are served from userinfo (OIDC's default). */
  claimsInIdToken: boolean;
}): Promise<TTestIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomUUID() };
  const accounts = new Map<string, TIdpAccount>();

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    pkce: { required: () => true },
    findAccount: async (_ctx: unknown, id: string): Promise<TFoundAccount | undefined> => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], name: ['name'] },
    conformIdTokenClaims: !options.claimsInIdToken,
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomUUID()] },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    // The built-in login ("any login") and consent pages, driven over HTTP by signInAtIdp below.
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Where the IdP finally sent the browser: a redirect to the callback page, or a form posted to it. */
export type TIdpResult = { method: 'GET'; url: URL } | { method: 'POST'; url: URL; fields: Record<string, string> };

const decodeHtml = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function readForm(html: string, base: string): { action: URL; fields: Record<string, string> } | null {
  const form = /<form\b[^>]*>/i.exec(html)?.[0];
  const action = form ? /action="([^"]*)"/i.exec(form)?.[1] : undefined;
  if (action === undefined) return null;
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) {
    fields[decodeHtml(match[1] as string)] = decodeHtml(match[2] as string);
  }
  return { action: new URL(decodeHtml(action), base), fields };
}

const isCallback = (url: URL, redirectUri: string) => `${url.origin}${url.pathname}` === redirectUri;

/**
 * Plays the browser from the authorisation URL to the callback: follows redirects with the IdP's cookies,
 * signs in as `accountId` on the login page and approves the consent page.
 */
export async function signInAtIdp(
  authorizationUrl: string,
  accountId: string,
  redirectUri: string,
): Promise<TIdpResult> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let init: RequestInit = { method: 'GET' };

  for (let step = 0; step < 20; step += 1) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      const expired = attributes.some((a) => /expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now());
      if (!value || expired) cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }

    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.arrayBuffer();
      url = new URL(location, url);
      if (isCallback(url, redirectUri)) return { method: 'GET', url };
      init = { method: 'GET' };
      continue;
    }

    const html = await res.text();
    const form = res.ok ? readForm(html, url.href) : null;
    if (!form) throw new Error(`the IdP answered ${res.status} at ${url.pathname}: ${html.slice(0, 300)}`);
    if (isCallback(form.action, redirectUri)) return { method: 'POST', url: form.action, fields: form.fields };
    const fields = { ...form.fields };
    if (fields.prompt === 'login') Object.assign(fields, { login: accountId, password: 'any password' });
    url = form.action;
    init = { method: 'POST', body: new URLSearchParams(fields).toString() };
  }
  throw new Error('the IdP did not send the browser back to the callback after 20 steps');
}
