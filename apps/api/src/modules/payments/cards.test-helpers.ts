// Test helpers (not tests) for the cards endpoints.
import { pathOf, cardEndpoints } from '@launchpad/shared';
import { type TTestContext, createTestContext } from '../../test/context';

export const createCardsTestContext = (env: Record<string, string> = {}): Promise<TTestContext> =>
  createTestContext({ env });

type THeaders = Record<string, string>;

/** The four calls of SPEC §7 "cards", as the web app makes them. */
export function cardsApi(ctx: TTestContext) {
  return {
    list: (headers: THeaders = {}) => ctx.app.inject({ method: 'POST', url: cardEndpoints.list.path, headers }),
    add: (headers: THeaders, payload: unknown) =>
      ctx.app.inject({ method: 'POST', url: cardEndpoints.add.path, headers, payload: payload as object }),
    setPrimary: (headers: THeaders, id: string) =>
      ctx.app.inject({ method: 'POST', url: pathOf(cardEndpoints.setPrimary, { id: id }), headers }),
    remove: (headers: THeaders, id: string) =>
      ctx.app.inject({ method: 'DELETE', url: pathOf(cardEndpoints.setPrimary, { id: id }), headers }),
  };
}

/** A card for the built-in gateway's form, valid for a few more years. */
export const newCard = (
  number: string,
  overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {},
) => ({
  card: {
    number,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
    cvc: number.replace(/\D/g, '').startsWith('37') ? '1234' : '123',
    ...overrides,
  },
});
