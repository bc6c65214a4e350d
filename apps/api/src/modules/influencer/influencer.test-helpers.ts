// Test helpers (not tests): the Connect & Earn calls as the web app and the admin area make them.
import { randomUUID } from 'node:crypto';
import { influencerEndpoints, pathOf, authEndpoints } from '@launchpad/shared';
import { expect } from 'vitest';
import { type TTestContext, createSignedInUser } from '../../test/context';

type THeaders = Record<string, string>;

export const applicationBody = (extra: Record<string, unknown> = {}) => ({
  audience: 'Early-stage founders in the UK who follow my weekly startup teardown videos.',
  channels: ['YouTube', 'Newsletter'],
  links: ['https://youtube.example/@founderfriday'],
  ...extra,
});

export function influencerApi(ctx: TTestContext) {
  const post = (url: string, headers: THeaders, payload?: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    post,
    apply: (headers: THeaders, body: unknown = applicationBody()) =>
      post(influencerEndpoints.application.path, headers, body),
    status: (headers: THeaders) => post(influencerEndpoints.status.path, headers, {}),
    decide: (headers: THeaders, id: string, body: unknown) =>
      post(pathOf(influencerEndpoints.adminDecide, { id }), headers, body),
    payout: (headers: THeaders, id: string, body: unknown = {}) =>
      post(pathOf(influencerEndpoints.adminPayout, { id }), headers, body),
    list: (headers: THeaders, body: unknown = {}) => post(influencerEndpoints.adminApplications.path, headers, body),
  };
}

/** A new access token for a session (updateCreds), as the web app asks for one after a 401. */
export async function refreshSession(ctx: TTestContext, refreshToken: string) {
  const res = await ctx.app.inject({ method: 'POST', url: authEndpoints.updateCreds.path, payload: { refreshToken } });
  expect(res.statusCode, res.body).toBe(200);
  const session = res.json().data as { accessToken: string; refreshToken: string };
  return {
    token: session.accessToken,
    refreshToken: session.refreshToken,
    headers: { authorization: `Bearer ${session.accessToken}` },
  };
}

/** A signed-in customer who applied and was approved by staff (at `commissionRate` percent when given). */
export async function approvedInfluencer(
  ctx: TTestContext,
  admin: { headers: THeaders },
  options: { name?: string; commissionRate?: number } = {},
) {
  const api = influencerApi(ctx);
  const person = await createSignedInUser(ctx, 'customer', { name: options.name ?? `Ada ${randomUUID().slice(0, 6)}` });
  const applied = await api.apply(person.headers);
  expect(applied.statusCode, applied.body).toBe(200);
  const applicationId = applied.json().data.id as string;
  const decided = await api.decide(admin.headers, applicationId, {
    status: 'approved',
    ...(options.commissionRate === undefined ? {} : { commissionRate: options.commissionRate }),
  });
  expect(decided.statusCode, decided.body).toBe(200);
  // The new role ends the person's access tokens; the web app answers the 401 with a refresh, as here.
  const signedIn = { ...person, ...(await refreshSession(ctx, person.refreshToken)) };
  const referral = await api.post(influencerEndpoints.referralUsageStats.path, signedIn.headers, {});
  expect(referral.statusCode, referral.body).toBe(200);
  const code = referral.json().data.referrals[0].Coupon.name as string;
  return { ...signedIn, applicationId, code, link: referral.json().data.referrals[0].link as string };
}

/** A new customer who signs up through the api, optionally through a referral link's code. */
export async function signUp(ctx: TTestContext, signupref?: string) {
  const email = `buyer-${randomUUID()}@example.test`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Grace Hopper',
      email,
      password: 'correct horse battery staple',
      country: 'GB',
      ...(signupref === undefined ? {} : { signupref }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const session = res.json().data;
  return { email, userId: session.user.id as string, headers: { authorization: `Bearer ${session.accessToken}` } };
}
