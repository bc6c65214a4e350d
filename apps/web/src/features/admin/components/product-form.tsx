import { useState, type FormEvent } from 'react';
import {
  BILLING_INTERVALS,
  COUNTRIES,
  EU_CODE,
  EU_NAME,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  US_STATES,
  slugify,
} from '@launchpad/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Field, Input, Select, inputClasses } from '@/components/ui/field';
import { notify } from '@/components/ui/toast';
import { useAddProductMutation, useUpdateProductMutation } from '../api';
import {
  productBodyFrom,
  productErrorsFromServer,
  type TProductFormErrors,
  type TProductFormValues,
} from '../product-form-values';
import { AddOnsEditor } from './add-ons-editor';
import { FormGroup } from './form-group';

type TStringField = {
  [K in keyof TProductFormValues]: TProductFormValues[K] extends string ? K : never;
}[keyof TProductFormValues];

type TProductFormProps = {
  /** Edit this product (id), or create a new one (null). */
  productId: string | null;
  initial: TProductFormValues;
  onDone: () => void;
  onCancel: () => void;
};

/** Create or edit a product: every field of ZProductInput, with the server's messages under the fields. */
export function ProductForm({ productId, initial, onDone, onCancel }: TProductFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TProductFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [slugTouched, setSlugTouched] = useState(productId !== null);
  const [add, adding] = useAddProductMutation();
  const [update, updating] = useUpdateProductMutation();

  const set = <K extends keyof TProductFormValues>(name: K, value: TProductFormValues[K]) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (name === 'name' && !slugTouched) next.slug = slugify(String(value));
      if (name === 'country' && value !== 'US') next.state = '';
      if (name === 'billing' && value === 'one_off') next.interval = '';
      return next;
    });
    setErrors((current) => (current[name] ? { ...current, [name]: '' } : current));
  };
  const text = (name: TStringField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as never),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const outcome = productBodyFrom(values);
    if ('errors' in outcome) {
      setErrors(outcome.errors);
      return;
    }
    try {
      const result = productId
        ? await update({ id: productId, changes: outcome.body }).unwrap()
        : await add(outcome.body).unwrap();
      void notify.success(result.message ?? (productId ? 'Product updated.' : 'Product added.'));
      onDone();
    } catch (error) {
      const { errors: fieldErrors, rest } = productErrorsFromServer(error);
      setErrors(fieldErrors);
      setFailure(rest);
    }
  };

  const err = (name: string) => errors[name] || undefined;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-6">
      {(failure || Object.values(errors).some(Boolean)) && (
        <Alert tone="error" title="The product was not saved">
          {failure ?? 'Fix the fields marked below, then save again.'}
        </Alert>
      )}
      <FormGroup title="Basics">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" error={err('name')}>
            {(c) => <Input {...c} {...text('name')} />}
          </Field>
          <Field label="Slug" error={err('slug')} hint="The page address: /services/{slug}.">
            {(c) => (
              <Input
                {...c}
                {...text('slug')}
                onChange={(e) => {
                  setSlugTouched(true);
                  set('slug', e.target.value);
                }}
                className="font-mono text-sm"
              />
            )}
          </Field>
          <Field label="Category" error={err('category')}>
            {(c) => (
              <Select {...c} value={values.category} onChange={(e) => set('category', e.target.value as never)}>
                {PRODUCT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {PRODUCT_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Summary" error={err('summary')} hint="One line, shown on cards.">
            {(c) => <Input {...c} {...text('summary')} maxLength={300} />}
          </Field>
        </div>
        <Field label="Description" error={err('description')}>
          {(c) => (
            <textarea
              {...c}
              {...text('description')}
              rows={4}
              className={inputClasses(Boolean(c['aria-invalid']), 'h-auto py-2.5')}
            />
          )}
        </Field>
      </FormGroup>

      <FormGroup title="Price">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Our fee (£)" error={err('price')}>
            {(c) => <Input {...c} {...text('price')} inputMode="decimal" placeholder="79.00" />}
          </Field>
          <Field label="Government filing fee (£)" optional error={err('filingFee')}>
            {(c) => <Input {...c} {...text('filingFee')} inputMode="decimal" placeholder="0.00" />}
          </Field>
          <Field label="Billing" error={err('billing')}>
            {(c) => (
              <Select {...c} value={values.billing} onChange={(e) => set('billing', e.target.value as never)}>
                <option value="one_off">One-off</option>
                <option value="recurring">Recurring</option>
              </Select>
            )}
          </Field>
          {values.billing === 'recurring' && (
            <Field label="Interval" error={err('interval')}>
              {(c) => (
                <Select {...c} value={values.interval} onChange={(e) => set('interval', e.target.value as never)}>
                  <option value="">Choose…</option>
                  {BILLING_INTERVALS.map((interval) => (
                    <option key={interval} value={interval}>
                      Every {interval}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
        </div>
      </FormGroup>

      <FormGroup title="Where it is sold">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Country" error={err('country')}>
            {(c) => (
              <Select {...c} value={values.country} onChange={(e) => set('country', e.target.value)}>
                <option value="">Everywhere</option>
                <option value={EU_CODE}>{EU_NAME}</option>
                {COUNTRIES.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {values.country === 'US' && (
            <Field label="US state" optional error={err('state')}>
              {(c) => (
                <Select {...c} value={values.state} onChange={(e) => set('state', e.target.value)}>
                  <option value="">Every state</option>
                  {US_STATES.map(({ code, name }) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
        </div>
      </FormGroup>

      <FormGroup title="What is included">
        <Field label="Features" optional error={err('features')} hint="One a line, at most 20.">
          {(c) => (
            <textarea
              {...c}
              {...text('features')}
              rows={4}
              className={inputClasses(Boolean(c['aria-invalid']), 'h-auto py-2.5')}
            />
          )}
        </Field>
        <AddOnsEditor rows={values.addOns} errors={errors} onChange={(rows) => set('addOns', rows)} />
      </FormGroup>

      <FormGroup title="Search engines and listing">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="SEO title" optional error={err('seoTitle')}>
            {(c) => <Input {...c} {...text('seoTitle')} maxLength={70} />}
          </Field>
          <Field label="Sort order" error={err('sortOrder')} hint="Lower shows first.">
            {(c) => <Input {...c} {...text('sortOrder')} inputMode="numeric" />}
          </Field>
        </div>
        <Field label="SEO description" optional error={err('seoDescription')}>
          {(c) => <Input {...c} {...text('seoDescription')} maxLength={170} />}
        </Field>
        <label className="flex items-center gap-2.5 text-sm font-medium text-ink-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={values.isActive}
            onChange={(e) => set('isActive', e.target.checked)}
          />
          Active: shown in the marketplace
        </label>
      </FormGroup>

      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={adding.isLoading || updating.isLoading}>
          {productId ? 'Save changes' : 'Create product'}
        </Button>
      </DialogFooter>
    </form>
  );
}
