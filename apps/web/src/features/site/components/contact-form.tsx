import { useState } from 'react';
import { CONTACT_LIMITS } from '@launchpad/shared/contracts/content';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input, inputClasses } from '@/components/ui/field';
import { SentNotice } from '@/components/ui/sent-notice';
import { fieldErrorsFrom, useForm } from '@/lib/use-form';
import { useAppSelector } from '@/app/hooks';
import { useSendContactMessageMutation } from '../api';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MESSAGE_MIN = 10;

type TContactValues = { name: string; email: string; subject: string; message: string; website: string };

/** The limits of ZContactRequest, said the way a person reads them. */
export function validateContact(v: TContactValues) {
  const name = v.name.trim();
  const subject = v.subject.trim();
  const message = v.message.trim();
  return {
    name: !name
      ? 'Enter your name.'
      : name.length > CONTACT_LIMITS.name
        ? `Use at most ${CONTACT_LIMITS.name} characters.`
        : undefined,
    email: !v.email.trim()
      ? 'Enter your email address.'
      : !EMAIL_PATTERN.test(v.email.trim())
        ? 'Enter an email address like name@example.com.'
        : undefined,
    subject: !subject
      ? 'Add a subject.'
      : subject.length > CONTACT_LIMITS.subject
        ? `Use at most ${CONTACT_LIMITS.subject} characters.`
        : undefined,
    message:
      message.length < MESSAGE_MIN
        ? `Tell us a little more: at least ${MESSAGE_MIN} characters.`
        : message.length > CONTACT_LIMITS.message
          ? `Use at most ${CONTACT_LIMITS.message} characters.`
          : undefined,
  };
}

/** /contact-us: `POST /api/contact`, with a honeypot field people never see. */
export function ContactForm() {
  const user = useAppSelector((state) => state.auth.user);
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TContactValues>({
    initial: { name: user?.name ?? '', email: user?.email ?? '', subject: '', message: '', website: '' },
    validate: validateContact,
  });
  const length = form.values.message.trim().length;

  const onSubmit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      const receipt = await send({
        name: v.name.trim(),
        email: v.email.trim(),
        subject: v.subject.trim(),
        message: v.message.trim(),
        ...(v.website && { website: v.website }),
      }).unwrap();
      setSent(receipt.message ?? 'Thank you: we have received your message.');
    } catch (error) {
      const { fieldErrors, rest } = fieldErrorsFrom(error, {
        name: 'name',
        email: 'email',
        subject: 'subject',
        message: 'message',
      });
      form.setServerErrors(fieldErrors);
      setFailure(rest);
    }
  });

  if (sent) {
    return (
      <SentNotice
        title="Message sent"
        message={sent}
        againLabel="Send another message"
        onAgain={() => {
          setSent(null);
          form.reset({ ...form.values, subject: '', message: '' });
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" aria-label="Contact us">
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
      <Field label="Subject" error={form.errorFor('subject')} className="sm:col-span-2">
        {(control) => <Input {...control} {...form.register('subject')} maxLength={CONTACT_LIMITS.subject} />}
      </Field>
      <Field
        label="Message"
        error={form.errorFor('message')}
        hint={`${length.toLocaleString('en-GB')} / ${CONTACT_LIMITS.message.toLocaleString('en-GB')} characters`}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('message')}
            rows={6}
            className={inputClasses(Boolean(control['aria-invalid']), 'h-auto min-h-36 py-2.5')}
          />
        )}
      </Field>
      {/* Honeypot: off-screen and out of the tab order; people leave it empty, form-filling bots do not. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input {...form.register('website')} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" loading={isLoading}>
          Send message
        </Button>
        <p className="text-sm text-ink-500">We reply within one business day.</p>
      </div>
    </form>
  );
}
