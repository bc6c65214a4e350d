import type { APIRequestContext } from '@playwright/test';
import type { TE2eSession } from './session';

/**
 * The staff account of the journeys. There is no public way to become an admin: the server grants
 * the role to the addresses in its ADMIN_EMAILS setting when they sign up or sign in, and the e2e
 * server is started with ADMIN_EMAILS set to this address (playwright.config.ts, webServer.env).
 */
export const ADMIN_E2E_EMAIL = 'admin-e2e@example.test';
const ADMIN_E2E_PASSWORD = 'Staff-Only-Catalogue-2026';

async function sessionFrom(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<TE2eSession> {
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: TE2eSession }).data;
}

/**
 * Signs the admin in through the public api: registers the account the first time (the database is
 * fresh for every run), then signs in, so the role is granted whether the server does it on sign-up
 * or on sign-in, and checks the server made it an admin.
 */
export async function adminSession(request: APIRequestContext): Promise<TE2eSession> {
  const credentials = { email: ADMIN_E2E_EMAIL, password: ADMIN_E2E_PASSWORD };
  const registered = await request.post('/api/auth/register', { data: { name: 'Catalogue Admin', ...credentials } });
  if (!registered.ok() && registered.status() !== 409) {
    throw new Error(`admin sign-up failed: ${registered.status()} ${await registered.text()}`);
  }
  const session = await sessionFrom(await request.post('/api/auth/login', { data: credentials }));
  const role = (session.user as { role?: string }).role;
  if (role !== 'admin') {
    throw new Error(
      `${ADMIN_E2E_EMAIL} signed in with role "${role}": start the e2e server with ADMIN_EMAILS=${ADMIN_E2E_EMAIL}.`,
    );
  }
  return session;
}
