import {
  PRODUCT_SLUG_PATTERN,
  type TBilling,
  type TBillingInterval,
  type TProductCategory,
  type TProductDetail,
} from '@launchpad/shared';
import { toPence } from '@launchpad/shared/domain/money';
import { messageOf, serverFields } from '@/lib/use-form';
import type { TProductInputBody } from './api';

export type TAddOnRow = {
  /** Stable React key; `id` is the server's, kept so carts and orders keep pointing at it. */
  key: string;
  id?: string;
  name: string;
  description: string;
  price: string;
  maxQuantity: string;
};

export type TProductFormValues = {
  name: string;
  slug: string;
  summary: string;
  description: string;
  category: TProductCategory;
  price: string;
  filingFee: string;
  billing: TBilling;
  interval: TBillingInterval | '';
  /** '' everywhere, EU, or a country code. */
  country: string;
  state: string;
  /** One feature a line. */
  features: string;
  seoTitle: string;
  seoDescription: string;
  isActive: boolean;
  sortOrder: string;
  addOns: TAddOnRow[];
};

/** Field errors by form name; add-on rows as `addOns.{index}.{field}`. */
export type TProductFormErrors = Record<string, string>;

let keys = 0;
export const newRowKey = () => `row-${++keys}`;

const pounds = (pence: number) => (pence / 100).toFixed(2);

export const emptyProductForm: TProductFormValues = {
  name: '',
  slug: '',
  summary: '',
  description: '',
  category: 'company_formation',
  price: '',
  filingFee: '',
  billing: 'one_off',
  interval: '',
  country: '',
  state: '',
  features: '',
  seoTitle: '',
  seoDescription: '',
  isActive: true,
  sortOrder: '1000',
  addOns: [],
};

export function formFromProduct(product: TProductDetail): TProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    summary: product.summary,
    description: product.description,
    category: product.category,
    price: pounds(product.pricePence),
    filingFee: pounds(product.filingFeePence),
    billing: product.billing,
    interval: product.interval ?? '',
    country: product.countryCode ?? '',
    state: product.stateCode ?? '',
    features: product.features.join('\n'),
    seoTitle: product.seoTitle ?? '',
    seoDescription: product.seoDescription ?? '',
    isActive: product.isActive,
    sortOrder: String(product.sortOrder),
    addOns: product.addOns.map((addOn) => ({
      key: newRowKey(),
      id: addOn.id,
      name: addOn.name,
      description: addOn.description ?? '',
      price: pounds(addOn.pricePence),
      maxQuantity: String(addOn.maxQuantity),
    })),
  };
}

const text = (value: string) => (value.trim() ? value.trim() : null);
const wholeNumber = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

/**
 * The form as the body of POST /api/products/add (PUT takes the same fields), or the problems a
 * person can fix before sending. The server checks everything again and its messages win.
 */
export function productBodyFrom(
  values: TProductFormValues,
): { body: TProductInputBody } | { errors: TProductFormErrors } {
  const errors: TProductFormErrors = {};
  const need = (field: keyof TProductFormValues, ok: boolean, message: string) => {
    if (!ok && !errors[field]) errors[field] = message;
  };
  const slug = values.slug.trim().toLowerCase();
  need('name', values.name.trim().length >= 2, 'Enter a name of at least 2 characters.');
  need('slug', PRODUCT_SLUG_PATTERN.test(slug), 'Use lower-case letters, digits and single hyphens.');
  need('summary', values.summary.trim() !== '', 'Enter a one-line summary.');
  need('description', values.description.trim() !== '', 'Enter a description.');
  const price = toPence(values.price);
  need('price', price !== null && price >= 0, 'Enter the price in pounds, e.g. 79.00.');
  const filingFee = values.filingFee.trim() === '' ? 0 : toPence(values.filingFee);
  need('filingFee', filingFee !== null && filingFee >= 0, 'Enter the fee in pounds, or leave it empty for none.');
  need(
    'interval',
    values.billing === 'one_off' || values.interval !== '',
    'Choose month or year for a recurring product.',
  );
  const sortOrder = wholeNumber(values.sortOrder);
  need('sortOrder', sortOrder !== null, 'Enter a whole number; lower shows first.');

  const addOns = values.addOns.map((row, index) => {
    const addOnPrice = toPence(row.price);
    const max = wholeNumber(row.maxQuantity);
    if (row.name.trim().length < 2) errors[`addOns.${index}.name`] = 'At least 2 characters.';
    if (addOnPrice === null || addOnPrice < 0) errors[`addOns.${index}.pricePence`] = 'A price in pounds.';
    if (max === null || max < 1 || max > 99) errors[`addOns.${index}.maxQuantity`] = 'From 1 to 99.';
    return {
      ...(row.id && { id: row.id }),
      name: row.name.trim(),
      description: text(row.description),
      pricePence: addOnPrice ?? 0,
      maxQuantity: max ?? 1,
    };
  });
  if (Object.keys(errors).length > 0) return { errors };

  return {
    body: {
      slug,
      name: values.name.trim(),
      summary: values.summary.trim(),
      description: values.description.trim(),
      category: values.category,
      pricePence: price ?? 0,
      filingFeePence: filingFee ?? 0,
      billing: values.billing,
      interval: values.billing === 'recurring' && values.interval ? values.interval : null,
      countryCode: values.country || null,
      stateCode: values.country === 'US' && values.state ? values.state : null,
      features: values.features
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      seoTitle: text(values.seoTitle),
      seoDescription: text(values.seoDescription),
      isActive: values.isActive,
      sortOrder: sortOrder ?? 1000,
      addOns,
    },
  };
}

/** The api's field names, as the form names them. */
const FORM_FIELD: Record<string, string> = {
  pricePence: 'price',
  filingFeePence: 'filingFee',
  countryCode: 'country',
  stateCode: 'state',
};
const KNOWN_FIELDS = new Set(Object.keys(emptyProductForm).filter((name) => name !== 'addOns'));

/**
 * The server's refusal as errors shown under the fields it names (its `fields`, by path: "slug",
 * "addOns.0.name") and whatever names no field. A 409 is the slug being taken.
 */
export function productErrorsFromServer(failure: unknown): { errors: TProductFormErrors; rest: string | null } {
  const message = messageOf(failure);
  if ((failure as { status?: unknown } | null)?.status === 409) return { errors: { slug: message }, rest: null };
  const byField = serverFields(failure);
  if (!byField) return { errors: {}, rest: message };
  const errors: TProductFormErrors = {};
  const rest: string[] = [];
  for (const [path, text] of Object.entries(byField)) {
    const [head = '', index, leaf] = path.split('.');
    let field: string | null = null;
    if (head === 'addOns' && index !== undefined && leaf) field = `addOns.${index}.${leaf}`;
    else if (FORM_FIELD[head]) field = FORM_FIELD[head];
    else if (KNOWN_FIELDS.has(head)) field = head;
    if (field) errors[field] ??= text;
    else rest.push(text);
  }
  return { errors, rest: rest.length > 0 ? rest.join('; ') : null };
}
