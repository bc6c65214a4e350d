// Issue 19, finding 1: ADMIN_EMAILS made any account with a listed address an admin when a session started,
// confirmed or not (partial-register with a listed address answered role "admin" and opened
// /api/admin/orders). Now only a confirmed address is granted, and operators have `npm run admin`.
import { randomUUID } from 'node:crypto';
import { ordersAdminEndpoints, authEndpoints } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAdminCommand } from '../cli/admin.commands';
import { type TTestIdp, signInAtIdp, startTestIdp } from '../modules/auth/auth.oauth.test-idp';
import { type TTestContext, createTestContext, latestMailSecrets, readOutbox } from '../test/context';

const PUBLIC_URL = 'http://launchpad.test';
const GOOGLE = {
  clientId: 'staff-google',
  clientSecret: 'staff-google-secret',
  redirectUri: `${PUBLIC_URL}/google/callback`,
};
const BOSS = 'boss@launchpad.test';
const LEAD = 'lead@launchpad.test';
const OPS = 'ops@launchpad.test';
const CTO = 'cto@launchpad.test';
const SUPPORT = 'support@launchpad.test';

let ctx: TTestContext;
let idp: TTestIdp;
beforeAll(async () => {
  idp = await startTestIdp({ clients: [GOOGLE], claimsInIdToken: true });
  ctx = await createTestContext({
    env: {
      PUBLIC_URL,
      ADMIN_EMAILS: [BOSS, LEAD, OPS, CTO, SUPPORT].join(','),
      GOOGLE_CLIENT_ID: GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
      GOOGLE_ISSUER: idp.issuer,
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await idp?.close();
});

type TSession = { accessToken: string; refreshToken: string; user: { role: string; email: string } };
const post = (url: string, payload?: object, accessToken?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
const adminOrders = (accessToken: string) => post(ordersAdminEndpoints.orders.path, {}, accessToken);
const refresh = async (refreshToken: string) => {
  const res = await post(authEndpoints.updateCreds.path, { refreshToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TSession;
};
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 20 });
const mailedCode = async (email: string) => {
  const [mail] = await readOutbox(ctx, email);
  return /Code: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
};

/** The browser's side of a Google sign-in: start, the provider's pages, the callback, the api's finish. */
async function googleSignIn(email: string, emailVerified: boolean) {
  const id = randomUUID();
  idp.accounts.set(id, { email, email_verified: emailVerified, name: 'Staff Member' });
  const started = (await post('/api/auth/oauth/google/start')).json().data;
  const result = await signInAtIdp(started.authorizationUrl, id, GOOGLE.redirectUri);
  const { code, state, iss } = Object.fromEntries(result.url.searchParams);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/google',
    payload: { code, state, iss, browserKey: started.browserKey },
  });
}

describe('staff: ADMIN_EMAILS needs a confirmed address', () => {
  it('partial-register with a listed address gives a customer who cannot open the admin area', async () => {
    const res = await post(authEndpoints.partialRegister.path, { name: 'Squatter', email: BOSS.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    const squatter = res.json().data as TSession;
    expect(squatter.user.role).toBe('customer');
    expect((await adminOrders(squatter.accessToken)).statusCode).toBe(403);
    // Refreshing or signing in again does not change that while the address is unconfirmed.
    expect((await refresh(squatter.refreshToken)).user.role).toBe('customer');
  });

  it('a listed address becomes admin when its owner confirms it, and stays so at later sign-ins', async () => {
    const registered = (
      await post(authEndpoints.register.path, { name: 'Lead', email: LEAD, password: 'lead password 1' })
    ).json().data as TSession;
    expect(registered.user.role).toBe('customer');
    const signedIn = (await post(authEndpoints.login.path, { email: LEAD, password: 'lead password 1' })).json().data;
    expect(signedIn.user.role).toBe('customer');
    expect((await adminOrders(signedIn.accessToken)).statusCode).toBe(403);

    const confirmed = await post(
      authEndpoints.verifyMail.path,
      { code: await mailedCode(LEAD) },
      registered.accessToken,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.user.role).toBe('admin');
    // The role change ended the tokens issued before it; a refreshed one opens the admin area.
    expect((await adminOrders(signedIn.accessToken)).statusCode).toBe(401);
    expect((await adminOrders((await refresh(signedIn.refreshToken)).accessToken)).statusCode).toBe(200);
    const again = (await post(authEndpoints.login.path, { email: LEAD, password: 'lead password 1' })).json().data;
    expect(again.user.role).toBe('admin');
  });

  it("the owner clicking the mailed link cannot hand a squatter's account the staff role", async () => {
    // Someone registers a listed address with a password of their own before its owner does.
    const squatter = (
      await post(authEndpoints.register.path, { name: 'Squatter', email: SUPPORT, password: 'squatter password 1' })
    ).json().data as TSession;
    const { token } = await latestMailSecrets(ctx, SUPPORT, 'verify_email');
    // The owner gets the mail and clicks its link: refused, with what to do instead.
    const clicked = await post(authEndpoints.verifyMail.path, { token });
    expect(clicked.statusCode, clicked.body).toBe(403);
    expect(clicked.json().message).toMatch(/staff address: sign in to its account, then open the link again/);
    // Nothing was confirmed: the squatter's sign-in is still a customer's, shut out of the admin area.
    const signedIn = (await post(authEndpoints.login.path, { email: SUPPORT, password: 'squatter password 1' })).json()
      .data;
    expect(signedIn.user.role).toBe('customer');
    expect((await adminOrders(signedIn.accessToken)).statusCode).toBe(403);
    expect((await refresh(squatter.refreshToken)).user.role).toBe('customer');
    // Only the account's own session may use the link (here the squatter's, as if they could read the mail).
    const fromSession = await post(authEndpoints.verifyMail.path, { token }, signedIn.accessToken);
    expect(fromSession.statusCode, fromSession.body).toBe(200);
    expect(fromSession.json().data.user.role).toBe('admin');
  });

  it('a third-party sign-in with an unverified listed address is refused; a verified one is granted', async () => {
    const unverified = await googleSignIn(OPS, false);
    expect(unverified.statusCode).toBe(403);
    const verified = await googleSignIn(OPS, true);
    expect(verified.statusCode, verified.body).toBe(200);
    const session = verified.json().data as TSession;
    expect(session.user.role).toBe('admin');
    expect((await adminOrders(session.accessToken)).statusCode).toBe(200);
  });

  it('a squatter who partial-registered a listed address loses the account when its owner proves it', async () => {
    const squatter = (await post(authEndpoints.partialRegister.path, { name: 'Squatter', email: CTO })).json()
      .data as TSession;
    const owner = await googleSignIn(CTO, true);
    expect(owner.json().data.user.role).toBe('admin');
    expect((await adminOrders(squatter.accessToken)).statusCode).toBe(401);
    expect((await post(authEndpoints.updateCreds.path, { refreshToken: squatter.refreshToken })).statusCode).toBe(401);
  });
});

describe('staff: npm run admin', () => {
  const admin = (...argv: string[]) => runAdminCommand({ db: ctx.database.db, config: ctx.config }, argv);
  const newCustomer = async () => {
    const email = `person-${randomUUID()}@example.test`;
    const session = (
      await post(authEndpoints.register.path, { name: 'Person', email, password: 'person password' })
    ).json().data as TSession;
    return { email, session };
  };

  it('grants only a confirmed address (unless told otherwise), and the grant reaches open sessions', async () => {
    const { email, session } = await newCustomer();
    const refused = await admin('grant', email);
    expect(refused.exitCode).toBe(1);
    expect(refused.lines.join(' ')).toMatch(/has not confirmed its address/);
    expect((await adminOrders(session.accessToken)).statusCode).toBe(403);

    await post(authEndpoints.verifyMail.path, { code: await mailedCode(email) }, session.accessToken);
    const granted = await admin('grant', email.toUpperCase());
    expect(granted).toMatchObject({
      exitCode: 0,
      lines: [`${email} is now an admin. Its open sessions carry on as admin after their next refresh.`],
    });
    // The command runs outside the servers: they hear of it from the database (at once on PGlite, within
    // moments on PostgreSQL).
    await eventually(async () => expect((await adminOrders(session.accessToken)).statusCode).toBe(401));
    const promoted = await refresh(session.refreshToken);
    expect(promoted.user.role).toBe('admin');
    expect((await adminOrders(promoted.accessToken)).statusCode).toBe(200);
    expect((await admin('list')).lines).toContain(`  ${email}  Person`);

    const revoked = await admin('revoke', email);
    expect(revoked.exitCode).toBe(0);
    await eventually(async () => expect((await adminOrders(promoted.accessToken)).statusCode).toBe(401));
    expect((await adminOrders((await refresh(promoted.refreshToken)).accessToken)).statusCode).toBe(403);
  });

  it('grants an unconfirmed account only with --unconfirmed, and explains unknown commands', async () => {
    const { email, session } = await newCustomer();
    expect((await admin('grant', email, '--unconfirmed')).exitCode).toBe(0);
    expect((await refresh(session.refreshToken)).user.role).toBe('admin');
    expect((await admin('grant', 'nobody@example.test')).exitCode).toBe(1);
    const unknown = await admin('promote', email);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.lines[0]).toBe('Usage: npm run admin -- <command>');
  });

  it('lists the ADMIN_EMAILS addresses that are not admins yet, and why', async () => {
    const listed = await admin('list');
    expect(listed.exitCode).toBe(0);
    expect(listed.lines).toContain(`  ${BOSS}  (address not confirmed yet)`);
    expect(listed.lines.some((line) => line.startsWith(`  ${LEAD}  Lead`))).toBe(true);
  });
});
