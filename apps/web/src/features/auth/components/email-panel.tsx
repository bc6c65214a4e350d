import { useState } from 'react';
import { BadgeCheck, MailWarning } from 'lucide-react';
import type { TUserInfo } from '@launchpad/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { PasswordInput } from '@/components/ui/password-input';
import { getErrorMessage } from '@/lib/api';
import { fieldErrorsFrom, useForm } from '@/lib/use-form';
import { useEmailChangeMutation } from '../api';
import { emailProblem } from '../validation';
import { EmailCodeForm } from './email-code-form';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * The account's email address: whether it is confirmed (resend or enter the code if not), and a
 * change of address, which needs the password and takes effect once the new address is confirmed.
 */
export function EmailPanel({ user }: { user: TUserInfo }) {
  const [change, { isLoading, error }] = useEmailChangeMutation();
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const form = useForm({
    initial: { newEmail: '', password: '' },
    validate: (v) => ({
      newEmail:
        emailProblem(v.newEmail) ??
        (v.newEmail.trim().toLowerCase() === user.email.toLowerCase()
          ? 'That is already your email address.'
          : undefined),
      password: v.password ? undefined : 'Enter your current password.',
    }),
  });

  const onSubmit = form.handleSubmit(async ({ newEmail, password }) => {
    try {
      const { message } = await change({ newEmail: newEmail.trim(), password }).unwrap();
      setSentTo({ email: newEmail.trim(), message });
      form.reset();
    } catch (failure) {
      const message = getErrorMessage(failure);
      if (/password/i.test(message)) form.setServerErrors({ password: message });
      else if ((failure as { status?: unknown }).status === 409) form.setServerErrors({ newEmail: message });
      else form.setServerErrors(fieldErrorsFrom(failure, { newEmail: 'newEmail' }).fieldErrors);
    }
  });

  const serverProblem = error && !form.errorFor('newEmail') && !form.errorFor('password');
  return (
    <Panel
      title="Email address"
      description="Where we send receipts, renewal reminders and sign-in codes."
      footer={
        <Button type="submit" form="email-change-form" loading={isLoading}>
          Change email
        </Button>
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-medium break-all text-ink-900">{user.email}</p>
        {user.email_verified ? (
          <Badge tone="success">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            Confirmed
          </Badge>
        ) : (
          <Badge tone="warning">
            <MailWarning className="size-3.5" aria-hidden="true" />
            Not confirmed
          </Badge>
        )}
      </div>
      {!user.email_verified && !sentTo && (
        <div className="mt-4 space-y-4 rounded-xl bg-ink-25 p-4 ring-1 ring-ink-100">
          <p className="text-sm text-ink-600">
            Open the link in the email we sent you, or enter its 6-digit code here.
          </p>
          <EmailCodeForm />
          <ResendVerificationButton />
        </div>
      )}
      {sentTo && (
        <div className="mt-4 space-y-4">
          <Alert tone="success" title="Check your inbox">
            {sentTo.message}
          </Alert>
          <EmailCodeForm onConfirmed={() => setSentTo(null)} />
        </div>
      )}

      <form
        id="email-change-form"
        noValidate
        onSubmit={onSubmit}
        className="mt-6 space-y-5 border-t border-ink-100 pt-6"
      >
        {serverProblem && <Alert tone="error">{getErrorMessage(error)}</Alert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="New email address" error={form.errorFor('newEmail')}>
            {(control) => (
              <Input {...control} {...form.register('newEmail')} type="email" autoComplete="email" inputMode="email" />
            )}
          </Field>
          <Field label="Current password" error={form.errorFor('password')} hint="To confirm it is you.">
            {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" />}
          </Field>
        </div>
      </form>
    </Panel>
  );
}
