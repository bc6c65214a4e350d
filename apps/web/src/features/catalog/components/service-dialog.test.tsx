import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { fail, ok, stubApi, type TRecordedCall } from '@/test/api-stub';
import { renderApp } from '@/test/fixtures';
import { makeProduct } from '../test-fixtures';

const delawareLlc = makeProduct({
  slug: 'delaware-llc-formation',
  name: 'Delaware LLC',
  countryCode: 'US',
  countryName: 'United States',
  stateCode: 'DE',
  stateName: 'Delaware',
  pricePence: 9900,
  filingFeePence: 8690,
  totalPence: 18590,
});
const irishLtd = makeProduct({
  slug: 'ie-ltd-formation',
  name: 'Irish limited company (LTD)',
  countryCode: 'IE',
  countryName: 'Ireland',
  totalPence: 64000,
});

/** The formation products the api would answer for the body's country and state. */
function servicePage(call: TRecordedCall) {
  const { country, state } = (call.body ?? {}) as { country?: string; state?: string };
  const place = (name?: string, code?: string) => (name && code ? { name, code } : null);
  const products = country === 'Ireland' ? [irishLtd] : state === 'Delaware' ? [delawareLlc] : [];
  return ok({
    pageType: 'company-formation',
    category: 'company_formation',
    country: place(country, country === 'Ireland' ? 'IE' : 'US'),
    state: place(state, 'DE'),
    needsCountry: !country,
    needsState: country === 'United States' && !state,
    products,
  });
}

function stubCatalogue() {
  return stubApi({
    'POST /api/products/marketplace': () => ok({ totalProducts: 0, categories: [] }),
    'POST /api/products/sectionData': () => ok({ section: 'services', blocks: [] }),
    'POST /api/products/grouplist': () => ok([]),
    'POST /api/products/page-seo': () => fail(404, 'No metadata'),
    'POST /api/products/slug/company-formation': servicePage,
  });
}

const pathOf = (router: ReturnType<typeof renderApp>['router']) => decodeURIComponent(router.state.location.pathname);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('company formation dialog (SPEC §5)', () => {
  it('preselects the country and state of a deep link and shows their packages', async () => {
    const api = stubCatalogue();
    renderApp('/services/company-formation/United%20States/Delaware');
    const dialog = await screen.findByRole('dialog', { name: 'Company formation' });
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('United States');
    expect(within(dialog).getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Delaware');
    expect(await within(dialog).findByRole('heading', { name: 'Delaware LLC' })).toBeInTheDocument();
    expect(within(dialog).getByText('£185.90')).toBeInTheDocument();
    expect(within(dialog).getByText('incl. £86.90 government fee')).toBeInTheDocument();
    expect(api.to('POST /api/products/slug/company-formation').at(-1)?.body).toEqual({
      country: 'United States',
      state: 'Delaware',
    });
  });

  it('asks for a state only when the country is the United States', async () => {
    const api = stubCatalogue();
    const user = userEvent.setup();
    const { router } = renderApp('/services/company-formation/Ireland');
    const dialog = await screen.findByRole('dialog', { name: 'Company formation' });
    expect(await within(dialog).findByRole('heading', { name: 'Irish limited company (LTD)' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), 'United States');
    const state = within(dialog).getByRole('combobox', { name: 'State' });
    expect(state).toHaveDisplayValue('Select a state');
    expect(state).toBeRequired();
    expect(within(dialog).getByText('Choose a state to see formation packages')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/services/company-formation/United States');
    // No products are asked for until the state is known.
    expect(
      api
        .to('POST /api/products/slug/company-formation')
        .every((c) => (c.body as { country?: string }).country !== 'United States'),
    ).toBe(true);
  });

  it('clears the state when the country changes, and the address follows every choice', async () => {
    const user = userEvent.setup();
    stubCatalogue();
    const { router } = renderApp('/services/company-formation/United%20States/Delaware');
    const dialog = await screen.findByRole('dialog', { name: 'Company formation' });
    await within(dialog).findByRole('heading', { name: 'Delaware LLC' });

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), 'Ireland');
    expect(pathOf(router)).toBe('/services/company-formation/Ireland');
    expect(within(dialog).queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('heading', { name: 'Irish limited company (LTD)' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Delaware LLC' })).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), 'United States');
    expect(within(dialog).getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Select a state');
    expect(pathOf(router)).toBe('/services/company-formation/United States');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), 'Delaware');
    expect(pathOf(router)).toBe('/services/company-formation/United States/Delaware');
    expect(await within(dialog).findByRole('heading', { name: 'Delaware LLC' })).toBeInTheDocument();
  });

  it('rewrites a deep link spelt another way to the canonical names', async () => {
    stubCatalogue();
    const { router } = renderApp('/services/company-formation/united-states/delaware');
    const dialog = await screen.findByRole('dialog', { name: 'Company formation' });
    await waitFor(() => expect(pathOf(router)).toBe('/services/company-formation/United States/Delaware'));
    expect(within(dialog).getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Delaware');
  });

  it('says so when the address names a country we do not serve', async () => {
    stubCatalogue();
    renderApp('/services/company-formation/Narnia');
    const dialog = await screen.findByRole('dialog', { name: 'Company formation' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('We do not offer this service in "Narnia"');
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Select a country');
  });

  it('adds a package to the cart (SPEC §8 toast) and keeps the cart in local storage', async () => {
    const user = userEvent.setup();
    stubCatalogue();
    const { store } = renderApp('/services/company-formation/Ireland');
    const dialog = await screen.findByRole('dialog', { name: 'Company formation' });
    await within(dialog).findByRole('heading', { name: 'Irish limited company (LTD)' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
    expect(store.getState().cart.totalQuantity).toBe(1);
    expect(store.getState().cart.CartItems[0]).toMatchObject({ productId: irishLtd.id, price: 64000, quantity: 1 });
    expect(JSON.parse(window.localStorage.getItem(storageKeys.cart) ?? 'null')).toMatchObject({ totalQuantity: 1 });
  });

  it('goes back to /services when closed, returning focus to the link that opened it', async () => {
    const user = userEvent.setup();
    stubCatalogue();
    const { router } = renderApp('/services');
    const opener = await screen.findByRole('link', { name: 'Choose country and state' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Company formation' });
    expect(pathOf(router)).toBe('/services/company-formation');
    expect(within(dialog).getByText('Choose a country to see formation packages')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pathOf(router)).toBe('/services');
    expect(screen.getByRole('link', { name: 'Choose country and state' })).toHaveFocus();
  });
});
