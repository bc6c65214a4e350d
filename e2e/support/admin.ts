import type { APIRequestContext } from '@playwright/test';
import { codeIn, latestMail } from './accounts';
import type { TE2eSession } from './session';

/**
 * The staff account of the journeys. There is no public way to become an admin: the server grants
 * the role to the addresses in its ADMIN_EMAILS setting once they are confirmed (at confirmation or a
 * later sign-in), and the e2e server is started with ADMIN_EMAILS set to this address
 * (playwright.config.ts, webServer.env).
 */
export const ADMIN_E2E_EMAIL = 'admin-e2e@example.test';
const ADMIN_E2E_PASSWORD = 'Staff-Only-Catalogue-2026';

async function sessionFrom(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<TE2eSession> {
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: TE2eSession }).data;
}

/**
 * Signs the admin in through the public api: the first time (the database is fresh for every run) it
 * registers the account and confirms the address with the code from the developer outbox, as the owner
 * would from the mail; then it signs in and checks the server made it an admin (waiting a little while
 * another worker confirms it).
 */
export async function adminSession(request: APIRequestContext): Promise<TE2eSession> {
  const credentials = { email: ADMIN_E2E_EMAIL, password: ADMIN_E2E_PASSWORD };
  const registered = await request.post('/api/auth/register', { data: { name: 'Catalogue Admin', ...credentials } });
  if (!registered.ok() && registered.status() !== 409) {
    throw new Error(`admin sign-up failed: ${registered.status()} ${await registered.text()}`);
  }
  if (registered.ok()) {
    const { accessToken } = await sessionFrom(registered);
    const code = codeIn(await latestMail(request, ADMIN_E2E_EMAIL, 'verify_email'));
    const confirmed = await request.post('/api/auth/verify-mail', {
      data: { code },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!confirmed.ok()) throw new Error(`admin confirmation failed: ${confirmed.status()} ${await confirmed.text()}`);
  }
  // Another worker may have registered the account a moment ago and be confirming it still.
  let session = await sessionFrom(await request.post('/api/auth/login', { data: credentials }));
  let role = (session.user as { role?: string }).role;
  for (let wait = 0; role !== 'admin' && wait < 20; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    session = await sessionFrom(await request.post('/api/auth/login', { data: credentials }));
    role = (session.user as { role?: string }).role;
  }
  if (role !== 'admin') {
    throw new Error(
      `${ADMIN_E2E_EMAIL} signed in with role "${role}": start the e2e server with ADMIN_EMAILS=${ADMIN_E2E_EMAIL}.`,
    );
  }
  return session;
}
