import { StrictMode, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, UNSAFE_createMemoryHistory as createMemoryHistory, createMemoryRouter } from 'react-router';
import type { TCurrentSubscription, TProductDetail, TUserInfo } from '@launchpad/shared';
import type { TCartItem } from '@launchpad/shared/domain/cart';
import { AppRouter, type TAppHistory } from '@/app/router';
import { makeStore } from '@/app/store';
import { AppProviders } from '@/app/providers';
import { signedOutSession, type TSession } from '@/features/auth/auth-slice';
import { makeProduct } from '@/features/catalog/test-fixtures';

/** A product with its details, as `products/:id` answers it: no add-ons, services or packs unless given. */
export function makeProductDetail(overrides: Partial<TProductDetail> = {}): TProductDetail {
  const { addOns = [], services = [], groups = [], ...product } = overrides;
  return { ...makeProduct(product), addOns, services, groups };
}

/** A cart line of one product (a UK company by default), as the cart keeps it. */
export function makeCartLine(overrides: Partial<TCartItem> = {}): TCartItem {
  return {
    id: 'line-1',
    productId: 'p-uk',
    groupId: null,
    isGroup: false,
    quantity: 1,
    tld: null,
    domain: null,
    price: 12_000,
    selected_years: null,
    domain_details: null,
    isProductSelected: true,
    onlyAddOns: false,
    CartItemAddOns: [],
    CartItemServices: [],
    ...overrides,
  };
}

/** An order as the api answers once it is paid (£120 + VAT, invoice 1001): what checkout tests receive. */
export const paidOrder = {
  id: '22222222-2222-4222-8222-222222222222',
  status: 'paid',
  createdAt: '2026-11-22T10:00:00Z',
  paidAt: '2026-11-22T10:00:00Z',
  buyer: { name: 'Ada Lovelace', email: 'ada@example.com', country: 'GB' },
  couponName: null,
  subtotalPence: 12_000,
  discountPence: 0,
  vatPence: 2_400,
  vatRatePercent: 20,
  totalPence: 14_400,
  currency: 'GBP',
  failureMessage: null,
  invoiceNumber: 1001,
  subscriptionId: null,
  lines: [],
};

/** An active monthly Growth plan (business tools, no builder), as the api answers a member's subscription. */
export function makeSubscription(overrides: Partial<TCurrentSubscription> = {}): TCurrentSubscription {
  return {
    id: 'sub-1',
    plan: { id: 'id-growth', slug: 'growth', name: 'Growth', tools: true, build_startup_ai: false },
    interval: 'month',
    status: 'active',
    currentPeriodStart: '2026-11-22T10:00:00Z',
    currentPeriodEnd: '2026-12-22T10:00:00Z',
    cancelAtPeriodEnd: false,
    nextRenewal: {
      at: '2026-12-22T10:00:00Z',
      planName: 'Growth',
      interval: 'month',
      pricePence: 2_900,
      vatPence: 580,
      totalPence: 3_480,
    },
    pendingChange: null,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<TUserInfo> = {}): TUserInfo {
  return {
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    country: 'GB',
    profile_img: null,
    role: 'customer',
    planType: { name: 'Startup Membership', price: 4900, tools: false, build_startup_ai: false },
    email_verified: true,
    phone: null,
    onboarding: null,
    ...overrides,
  };
}

export function signedIn(user: TUserInfo = makeUser()): TSession {
  return { user, accessToken: 'access-token', refreshToken: 'refresh-token' };
}

/**
 * Renders the app's router over the real route map at `path` (on a memory history) with a fresh store holding
 * `session`; `strict` renders it in StrictMode as the app does (effects run twice). `router` navigates the way
 * the visitor's browser would (a path, or -1 for back) and tells where the app is.
 */
export function renderApp(path: string, session: TSession = signedOutSession, { strict = false } = {}) {
  const store = makeStore(session);
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true }) as TAppHistory;
  const app = (
    <AppProviders store={store}>
      <AppRouter history={history} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  const router = {
    navigate: async (to: string | number) => (typeof to === 'number' ? history.go(to) : history.push(to)),
    state: {
      get location() {
        return history.location;
      },
    },
  };
  return { ...view, store, router };
}

/** Renders `ui` inside a store and a router at `path`, for components that need both. */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', session = signedOutSession }: { path?: string; session?: TSession } = {},
) {
  const store = makeStore(session);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router };
}
