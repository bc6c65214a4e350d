import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PageHeader, Panel } from '@/components/ui/panel';
import { PasswordInput } from '@/components/ui/password-input';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { fieldErrorsFrom, useForm } from '@/lib/use-form';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { usePasswordChangeMutation } from '../api';
import { selectUser, signedIn } from '../auth-slice';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { newPasswordProblem } from '../password-strength';

/**
 * /account/configuratation (SPEC §2 "Password"): change the password. Every other session ends and
 * the server hands this one a new session, which is stored at once.
 */
export default function PasswordPage() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const meterId = useId();
  const [changePassword, { isLoading, error, reset: clearError }] = usePasswordChangeMutation();
  const personal = [user?.name ?? '', user?.email ?? ''];
  const form = useForm({
    initial: { currentPassword: '', newPassword: '', confirm: '' },
    validate: (v) => ({
      currentPassword: v.currentPassword ? undefined : 'Enter your current password.',
      newPassword:
        newPasswordProblem(v.newPassword, personal) ??
        (v.newPassword && v.newPassword === v.currentPassword
          ? 'Choose a new password that differs from the current one.'
          : undefined),
      confirm: !v.confirm
        ? 'Enter the new password again.'
        : v.confirm !== v.newPassword
          ? 'The passwords do not match.'
          : undefined,
    }),
  });

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    clearError();
    try {
      const session = await changePassword({ currentPassword, newPassword }).unwrap();
      dispatch(signedIn(session));
      form.reset();
      void notify.success('Your password has been changed.');
    } catch (failure) {
      const message = getErrorMessage(failure);
      if (/current password/i.test(message)) form.setServerErrors({ currentPassword: message });
      else {
        const { fieldErrors } = fieldErrorsFrom(failure, { newPassword: 'newPassword' });
        form.setServerErrors(fieldErrors);
      }
    }
  });

  const shownInline = form.errorFor('currentPassword') || form.errorFor('newPassword');
  return (
    <>
      <PageHeader title="Password" description="Keep your account secure with a strong, unique password." />
      <Panel
        title="Change password"
        description="You will stay signed in here; every other device is signed out."
        footer={
          <>
            <Link to={paths.forgotPassword} className="mr-auto text-sm font-medium text-brand-700 hover:underline">
              Forgot your current password?
            </Link>
            <Button type="submit" form="password-form" loading={isLoading}>
              Update password
            </Button>
          </>
        }
      >
        <form id="password-form" noValidate onSubmit={onSubmit} className="max-w-md space-y-5">
          {error && !shownInline && <Alert tone="error">{getErrorMessage(error)}</Alert>}
          <Field label="Current password" error={form.errorFor('currentPassword')}>
            {(control) => (
              <PasswordInput {...control} {...form.register('currentPassword')} autoComplete="current-password" />
            )}
          </Field>
          <Field label="New password" error={form.errorFor('newPassword')}>
            {(control) => (
              <div className="space-y-2">
                <PasswordInput
                  {...control}
                  {...form.register('newPassword')}
                  aria-describedby={[control['aria-describedby'], meterId].filter(Boolean).join(' ')}
                  autoComplete="new-password"
                />
                <PasswordStrengthMeter id={meterId} password={form.values.newPassword} personal={personal} />
              </div>
            )}
          </Field>
          <Field label="Confirm new password" error={form.errorFor('confirm')}>
            {(control) => <PasswordInput {...control} {...form.register('confirm')} autoComplete="new-password" />}
          </Field>
        </form>
      </Panel>
    </>
  );
}
