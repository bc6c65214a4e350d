import { useId } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { UserPlus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { Field, Input } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths, safeNextPath } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { fieldErrorsFrom, useForm } from '@/lib/use-form';
import { useAppSelector } from '@/app/hooks';
import { useRegisterMutation } from '../api';
import { selectIsLoggedIn } from '../auth-slice';
import { AuthHeader } from '../components/auth-header';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { ProviderButtons } from '../components/provider-buttons';
import { newPasswordProblem } from '../password-strength';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { emailProblem, nameProblem } from '../validation';

const linkClasses = 'font-semibold text-brand-700 hover:text-brand-800 hover:underline';

/** The referral code a link carried (SPEC §2: /signup?signupref=CODE), trimmed to what the api accepts. */
function referralCode(search: string): string | undefined {
  const code = new URLSearchParams(search).get('signupref')?.trim();
  return code ? code.slice(0, 64) : undefined;
}

/**
 * /signup: name, email, password (with a strength meter) and country. A `signupref` in the link is
 * sent with the account for referral attribution. New accounts continue to onboarding.
 */
export default function SignupPage() {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const next = search.has('next') ? safeNextPath(location.search, paths.home) : null;
  const signupref = referralCode(location.search);
  const meterId = useId();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [register, { isLoading, error, reset: clearError }] = useRegisterMutation();
  const { complete, completing } = useCompleteSignIn();
  const form = useForm({
    initial: { name: '', email: '', password: '', country: '' },
    validate: (v) => ({
      name: nameProblem(v.name),
      email: emailProblem(v.email),
      password: newPasswordProblem(v.password, [v.name, v.email]) ?? undefined,
    }),
  });

  if (isLoggedIn && !completing) return <Navigate to={next ?? paths.account} replace />;

  const onSubmit = form.handleSubmit(async ({ name, email, password, country }) => {
    clearError();
    try {
      const session = await register({
        name: name.trim(),
        email: email.trim(),
        password,
        ...(country && { country }),
        ...(signupref && { signupref }),
      }).unwrap();
      await complete(session, next ? `${paths.onboarding}?next=${encodeURIComponent(next)}` : paths.onboarding);
    } catch (failure) {
      const message = getErrorMessage(failure);
      const status = (failure as { status?: unknown }).status;
      if (status === 409) form.setServerErrors({ email: message });
      else {
        const { fieldErrors } = fieldErrorsFrom(failure, { name: 'name', email: 'email', password: 'password' });
        form.setServerErrors(fieldErrors);
      }
    }
  });

  const emailTaken = (error as { status?: unknown } | undefined)?.status === 409;
  const loginHref = next ? paths.loginThenReturnTo(next) : paths.login;
  return (
    <>
      <AuthHeader
        icon={<UserPlus aria-hidden="true" />}
        title="Create your account"
        description="Form your company, secure your domain and build your startup in one place."
      />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {signupref && (
          <Alert tone="info">
            Referral code <strong className="font-semibold">{signupref}</strong> will be applied.
          </Alert>
        )}
        {error && !emailTaken && <Alert tone="error">{getErrorMessage(error)}</Alert>}
        <Field label="Full name" error={form.errorFor('name')}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
        </Field>
        <Field label="Email" error={form.errorFor('email')}>
          {(control) => (
            <Input {...control} {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </Field>
        {emailTaken && (
          <p className="-mt-3 text-sm text-ink-600">
            <Link to={loginHref} state={{ email: form.values.email }} className={linkClasses}>
              Log in with this email
            </Link>{' '}
            or{' '}
            <Link to={paths.forgotPassword} state={{ email: form.values.email }} className={linkClasses}>
              reset your password
            </Link>
            .
          </p>
        )}
        <Field label="Password" error={form.errorFor('password')}>
          {(control) => (
            <div className="space-y-2">
              <PasswordInput
                {...control}
                {...form.register('password')}
                aria-describedby={[control['aria-describedby'], meterId].filter(Boolean).join(' ')}
                autoComplete="new-password"
              />
              <PasswordStrengthMeter
                id={meterId}
                password={form.values.password}
                personal={[form.values.name, form.values.email]}
              />
            </div>
          )}
        </Field>
        <Field label="Country" optional hint="Where you live or plan to form your company.">
          {(control) => <CountrySelect {...control} {...form.register('country')} autoComplete="country" />}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={isLoading || completing}>
          Create account
        </Button>
        <p className="text-center text-xs text-ink-500">
          By creating an account you agree to our{' '}
          <Link to={paths.terms} className="underline hover:text-ink-800">
            Terms
          </Link>{' '}
          and{' '}
          <Link to={paths.privacy} className="underline hover:text-ink-800">
            Privacy policy
          </Link>
          .
        </p>
      </form>
      <ProviderButtons {...(next ? { returnTo: next } : {})} {...(signupref ? { signupref } : {})} />
      <p className="mt-8 text-center text-sm text-ink-600">
        Already have an account?{' '}
        <Link to={loginHref} className={linkClasses}>
          Log in
        </Link>
      </p>
    </>
  );
}
