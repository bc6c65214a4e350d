import { Link, Navigate, useLocation } from 'react-router';
import { LogIn } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths, safeNextPath } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { useForm } from '@/lib/use-form';
import { useAppSelector } from '@/app/hooks';
import { useLoginMutation } from '../api';
import { selectIsLoggedIn } from '../auth-slice';
import { AuthHeader } from '../components/auth-header';
import { ProviderButtons } from '../components/provider-buttons';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { emailProblem } from '../validation';

const linkClasses = 'font-semibold text-brand-700 hover:text-brand-800 hover:underline';

/** /login: email and password, then back to `?next=` (an in-app path) or the dashboard. */
export default function LoginPage() {
  const location = useLocation();
  const next = safeNextPath(location.search);
  const prefill = (location.state as { email?: unknown } | null)?.email;
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [login, { isLoading, error, reset: clearError }] = useLoginMutation();
  const { complete, completing } = useCompleteSignIn();
  const form = useForm({
    initial: { email: typeof prefill === 'string' ? prefill : '', password: '' },
    validate: (v) => ({ email: emailProblem(v.email), password: v.password ? undefined : 'Enter your password.' }),
  });

  if (isLoggedIn && !completing) return <Navigate to={next} replace />;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    clearError();
    try {
      const session = await login({ email: email.trim(), password }).unwrap();
      await complete(session, next);
    } catch {
      // Shown in the alert above the form (the mutation keeps the error).
    }
  });

  const signupHref = location.search.includes('next=')
    ? `${paths.signup}?next=${encodeURIComponent(next)}`
    : paths.signup;
  return (
    <>
      <AuthHeader icon={<LogIn aria-hidden="true" />} title="Log in" description="Welcome back. Log in to continue." />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {error && <Alert tone="error">{getErrorMessage(error)}</Alert>}
        <Field label="Email" error={form.errorFor('email')}>
          {(control) => (
            <Input {...control} {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </Field>
        <Field
          label="Password"
          error={form.errorFor('password')}
          labelAside={
            <Link
              to={paths.forgotPassword}
              state={{ email: form.values.email }}
              className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
            >
              Forgot password?
            </Link>
          }
        >
          {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" />}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={isLoading || completing}>
          Log in
        </Button>
      </form>
      <ProviderButtons returnTo={next} />
      <p className="mt-8 text-center text-sm text-ink-600">
        New to Launchpad?{' '}
        <Link to={signupHref} className={linkClasses}>
          Create an account
        </Link>
      </p>
    </>
  );
}
