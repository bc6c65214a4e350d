import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, couponEndpoints } from '.';
import { defineEndpoint, matchesPath, openApiPathOf, pathOf } from './define';

const listing = defineEndpoint({
  method: 'POST',
  path: '/api/things/:kind/:id',
  summary: 'Things: list',
  access: 'signed-in',
  data: z.array(z.object({ id: z.string() })),
  paged: true,
});

describe('endpoint definitions', () => {
  it('fills each path parameter, URI-encoded', () => {
    expect(pathOf(couponEndpoints.check, { id: 'SUMMER 10/%' })).toBe('/api/payment/coupan-check/SUMMER%2010%2F%25');
    expect(pathOf(listing, { kind: 'a b', id: 7 })).toBe('/api/things/a%20b/7');
  });

  it('derives the success envelope from data, with page_meta when paged', () => {
    const meta = { total_items_count: 1, has_next_page: false, page: 1, page_size: 10 };
    expect(listing.response.safeParse({ success: true, data: [{ id: 'x' }], page_meta: meta }).success).toBe(true);
    expect(listing.response.safeParse({ success: true, data: [{ id: 'x' }] }).success).toBe(false);
    expect(couponEndpoints.check.response.safeParse({ success: true, data: {} }).success).toBe(false);
  });

  it('answers only a message, always there, when an endpoint has no data', () => {
    const signOut = defineEndpoint({
      method: 'POST',
      path: '/api/things/sign-out',
      summary: 'Things: sign out',
      access: 'public',
    });
    expect(signOut.response.safeParse({ success: true, message: 'Signed out.' }).success).toBe(true);
    expect(signOut.response.safeParse({ success: true }).success).toBe(false);
    expect(signOut.response.parse({ success: true, message: 'Signed out.', data: { x: 1 } })).toEqual({
      success: true,
      message: 'Signed out.',
    });
  });

  it('matches url paths and writes the OpenAPI path', () => {
    expect(matchesPath(listing, '/api/things/a/1')).toBe(true);
    expect(matchesPath(listing, '/api/things/a/1/more')).toBe(false);
    expect(openApiPathOf(listing)).toBe('/api/things/{kind}/{id}');
  });

  it('defines each method and path once', () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${openApiPathOf(e)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
