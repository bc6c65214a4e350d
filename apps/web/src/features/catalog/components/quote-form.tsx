import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input, inputClasses } from '@/components/ui/field';
import { SentNotice } from '@/components/ui/sent-notice';
import { fieldErrorsFrom, useForm } from '@/lib/use-form';
import { useAppSelector } from '@/app/hooks';
import { useRaiseQuotationMutation } from '../api';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DETAILS_MIN = 10;
const DETAILS_MAX = 4000;

type TQuoteValues = { name: string; email: string; company: string; phone: string; details: string };

/** The same limits as ZRaiseQuotationRequest, said the way a person reads them. */
export function validateQuote(v: TQuoteValues) {
  return {
    name: !v.name.trim() ? 'Enter your name.' : v.name.trim().length > 100 ? 'Use at most 100 characters.' : undefined,
    email: !v.email.trim()
      ? 'Enter your email address.'
      : !EMAIL_PATTERN.test(v.email.trim())
        ? 'Enter an email address like name@example.com.'
        : undefined,
    company: v.company.trim().length > 120 ? 'Use at most 120 characters.' : undefined,
    phone: v.phone.trim().length > 40 ? 'Use at most 40 characters.' : undefined,
    details:
      v.details.trim().length < DETAILS_MIN
        ? `Tell us what you need in at least ${DETAILS_MIN} characters.`
        : v.details.trim().length > DETAILS_MAX
          ? `Use at most ${DETAILS_MAX} characters.`
          : undefined,
  };
}

const optional = (value: string) => (value.trim() ? value.trim() : null);

/** SPEC §7 `orders/raise-quotation`: a custom quote request, about a product or in general. */
export function QuoteForm({ productId, productName }: { productId?: string; productName?: string }) {
  const user = useAppSelector((state) => state.auth.user);
  const [raise, { isLoading }] = useRaiseQuotationMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TQuoteValues>({
    initial: { name: user?.name ?? '', email: user?.email ?? '', company: '', phone: '', details: '' },
    validate: validateQuote,
  });

  const onSubmit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      const receipt = await raise({
        name: v.name.trim(),
        email: v.email.trim(),
        company: optional(v.company),
        phone: optional(v.phone),
        details: v.details.trim(),
        ...(productId && { productId }),
      }).unwrap();
      setSent(receipt.message ?? 'Thank you: we have received your request.');
    } catch (error) {
      const { fieldErrors, rest } = fieldErrorsFrom(error, {
        name: 'name',
        email: 'email',
        company: 'company',
        phone: 'phone',
        details: 'details',
      });
      form.setServerErrors(fieldErrors);
      setFailure(rest);
    }
  });

  if (sent) {
    return (
      <SentNotice
        title="Request sent"
        message={sent}
        againLabel="Send another request"
        onAgain={() => {
          setSent(null);
          form.reset({ ...form.values, details: '' });
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" aria-label="Request a custom quote">
      {failure && (
        <Alert tone="error" className="sm:col-span-2">
          {failure}
        </Alert>
      )}
      <Field label="Your name" error={form.errorFor('name')}>
        {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
      </Field>
      <Field label="Email" error={form.errorFor('email')}>
        {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="email" />}
      </Field>
      <Field label="Company" optional error={form.errorFor('company')}>
        {(control) => <Input {...control} {...form.register('company')} autoComplete="organization" />}
      </Field>
      <Field label="Phone" optional error={form.errorFor('phone')}>
        {(control) => <Input {...control} {...form.register('phone')} type="tel" autoComplete="tel" />}
      </Field>
      <Field
        label="What do you need?"
        error={form.errorFor('details')}
        hint={
          productName
            ? `About ${productName}: volumes, deadlines, anything unusual.`
            : 'The more you tell us, the better the quote.'
        }
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('details')}
            rows={5}
            maxLength={DETAILS_MAX}
            className={inputClasses(Boolean(control['aria-invalid']), 'h-auto min-h-32 py-2.5')}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" loading={isLoading}>
          Request a quote
        </Button>
        <p className="text-sm text-ink-500">We reply within one business day.</p>
      </div>
    </form>
  );
}
