import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { useForm } from '@/lib/use-form';
import { useVerifyMailMutation } from '../api';
import { otpProblem } from '../validation';
import { OtpInput } from './otp-input';

const EMAIL_CODE_HASH = '#email-code';

/** Confirms an address with the 6-digit code from its confirmation email (signed in). */
export function EmailCodeForm({ onConfirmed }: { onConfirmed?: () => void }) {
  const [verify, { isLoading }] = useVerifyMailMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const { hash } = useLocation();
  // The dashboard's "Enter a code" (paths.accountProfileEmailCode) lands here, ready to type.
  useEffect(() => {
    if (hash !== EMAIL_CODE_HASH || !formRef.current) return;
    formRef.current.scrollIntoView?.({ block: 'center' });
    formRef.current.querySelector('input')?.focus({ preventScroll: true });
  }, [hash]);
  const form = useForm({ initial: { code: '' }, validate: (v) => ({ code: otpProblem(v.code) }) });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await verify({ code }).unwrap();
      void notify.success('Your email address is confirmed.');
      form.reset();
      onConfirmed?.();
    } catch (error) {
      form.setServerErrors({ code: getErrorMessage(error) });
    }
  });
  return (
    <form
      ref={formRef}
      id={EMAIL_CODE_HASH.slice(1)}
      noValidate
      onSubmit={onSubmit}
      className="flex scroll-mt-24 flex-col gap-3 sm:flex-row sm:items-start"
    >
      <Field label="Code from the email" error={form.errorFor('code')} className="sm:w-56">
        {(control) => (
          <OtpInput
            {...control}
            name="code"
            value={form.values.code}
            onValueChange={(value) => form.setValue('code', value)}
            className="h-10 text-base"
          />
        )}
      </Field>
      <Button type="submit" variant="outline" loading={isLoading} className="sm:mt-7">
        Confirm
      </Button>
    </form>
  );
}
