import { describe, expect, it } from 'vitest';
import {
  emptyProductForm,
  productBodyFrom,
  productErrorsFromServer,
  type TProductFormValues,
} from './product-form-values';

const filled: TProductFormValues = {
  ...emptyProductForm,
  name: 'Wyoming LLC',
  slug: 'Wyoming-LLC',
  summary: 'Form a Wyoming LLC.',
  description: 'We file the articles.',
  price: '99',
  filingFee: '£1,079.50',
  country: 'US',
  state: 'WY',
  features: 'Name check\n\n  Articles filed  \n',
  addOns: [{ key: 'k', name: 'Registered agent', description: '', price: '49.00', maxQuantity: '1' }],
};

describe('admin product form', () => {
  it('turns the form into the api body: pence, codes, features a line, add-ons', () => {
    const outcome = productBodyFrom(filled);
    expect('body' in outcome && outcome.body).toMatchObject({
      slug: 'wyoming-llc',
      pricePence: 9900,
      filingFeePence: 107950,
      billing: 'one_off',
      interval: null,
      countryCode: 'US',
      stateCode: 'WY',
      features: ['Name check', 'Articles filed'],
      addOns: [{ name: 'Registered agent', description: null, pricePence: 4900, maxQuantity: 1 }],
    });
  });

  it('drops the state outside the United States and the interval of a one-off product', () => {
    const outcome = productBodyFrom({ ...filled, country: 'GB', billing: 'one_off', interval: 'month' });
    expect('body' in outcome && outcome.body).toMatchObject({ countryCode: 'GB', stateCode: null, interval: null });
  });

  it('names the fields a person must fix before anything is sent', () => {
    const outcome = productBodyFrom({
      ...filled,
      slug: 'not a slug',
      price: 'abc',
      billing: 'recurring',
      interval: '',
      addOns: [{ key: 'k', name: 'x', description: '', price: '1', maxQuantity: '100' }],
    });
    expect('errors' in outcome && Object.keys(outcome.errors).sort()).toEqual(
      ['addOns.0.maxQuantity', 'addOns.0.name', 'interval', 'price', 'slug'].sort(),
    );
  });

  it("puts the server's messages under the fields they name, and keeps the rest", () => {
    const fields = {
      pricePence: 'Price cannot be negative',
      'addOns.1.name': 'Add-on name must be at least 2 characters',
      stateCode: 'A state can only be set for a United States product (countryCode US)',
      request: 'Send fewer fields; then retry',
    };
    const message = Object.values(fields).join('; ');
    expect(productErrorsFromServer({ status: 400, message, data: { success: false, message, fields } })).toEqual({
      errors: {
        price: 'Price cannot be negative',
        'addOns.1.name': 'Add-on name must be at least 2 characters',
        state: 'A state can only be set for a United States product (countryCode US)',
      },
      rest: 'Send fewer fields; then retry',
    });
  });

  it('reads a 409 as the slug being taken', () => {
    const message = 'Another product already uses the slug "x". Choose a different slug.';
    expect(productErrorsFromServer({ status: 409, message })).toEqual({ errors: { slug: message }, rest: null });
  });
});
