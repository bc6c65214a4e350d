import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Check, ShoppingBag } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { useForm } from '@/lib/use-form';
import { useAppSelector } from '@/app/hooks';
import { useCheckExistingUserMutation, useLoginMutation, usePartialRegisterMutation } from '../api';
import { selectUser } from '../auth-slice';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { emailProblem, nameProblem } from '../validation';

type TStage = 'email' | 'login' | 'register';

const BENEFITS = [
  'Your cart stays exactly as you left it',
  'Track orders, invoices and renewals in one place',
  'Manage domains, SSL and DNS after checkout',
];

/**
 * /firstPurchaseAfterLogin: before the first checkout, sign in or create an account with just a
 * name and email (a password can be set later through "Forgot password"). The cart is kept and the
 * visitor continues to /cart.
 */
export default function FirstPurchasePage() {
  const user = useAppSelector(selectUser);
  const [stage, setStage] = useState<TStage>('email');
  const [check, checking] = useCheckExistingUserMutation();
  const [login, loggingIn] = useLoginMutation();
  const [partialRegister, registering] = usePartialRegisterMutation();
  const { complete, completing } = useCompleteSignIn();
  const form = useForm({
    initial: { email: '', password: '', name: '' },
    validate: (v) => ({
      email: emailProblem(v.email),
      password: stage === 'login' && !v.password ? 'Enter your password.' : undefined,
      name: stage === 'register' ? nameProblem(v.name) : undefined,
    }),
  });
  const failure = checking.error ?? loggingIn.error ?? registering.error;

  if (user && !completing) {
    return (
      <div className="mx-auto max-w-md py-4 text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-success-50 text-success-600 ring-1 ring-success-100">
          <Check className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-ink-900">You are signed in</h1>
        <p className="mt-2 text-ink-600">
          Signed in as <span className="font-medium text-ink-900">{user.email}</span>. Your cart is ready.
        </p>
        <Link to={paths.cart} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
          Continue to cart
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    );
  }

  const onSubmit = form.handleSubmit(async ({ email, password, name }) => {
    checking.reset();
    loggingIn.reset();
    registering.reset();
    try {
      if (stage === 'email') {
        const exists = await check({ email: email.trim() }).unwrap();
        // The next field appears focused (autoFocus), answering the person's own action.
        setStage(exists ? 'login' : 'register');
      } else if (stage === 'login') {
        await complete(await login({ email: email.trim(), password }).unwrap(), paths.cart);
      } else {
        await complete(await partialRegister({ email: email.trim(), name: name.trim() }).unwrap(), paths.cart);
      }
    } catch {
      // shown in the alert
    }
  });

  return (
    <div className="grid gap-10 md:grid-cols-[minmax(0,1fr)_15rem] md:gap-12">
      <div>
        <p className="text-sm font-semibold text-brand-700">Checkout</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">
          {stage === 'login' ? 'Welcome back' : stage === 'register' ? 'Create your account' : 'Sign in to continue'}
        </h1>
        <p className="mt-2 text-ink-600">
          {stage === 'login'
            ? 'Log in to finish your purchase.'
            : stage === 'register'
              ? 'Just your name for now. You can choose a password later.'
              : 'Enter your email. We will sign you in or set up your account.'}
        </p>
        <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
          {failure && <Alert tone="error">{getErrorMessage(failure)}</Alert>}
          <Field
            label="Email"
            error={form.errorFor('email')}
            labelAside={
              stage !== 'email' && (
                <button
                  type="button"
                  onClick={() => setStage('email')}
                  className="text-sm font-medium text-brand-700 hover:underline"
                >
                  Change
                </button>
              )
            }
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                readOnly={stage !== 'email'}
              />
            )}
          </Field>
          {stage === 'login' && (
            <Field
              label="Password"
              error={form.errorFor('password')}
              labelAside={
                <Link
                  to={paths.forgotPassword}
                  state={{ email: form.values.email }}
                  className="text-sm font-medium text-brand-700 hover:underline"
                >
                  Forgot password?
                </Link>
              }
            >
              {(control) => (
                <PasswordInput {...control} {...form.register('password')} autoFocus autoComplete="current-password" />
              )}
            </Field>
          )}
          {stage === 'register' && (
            <Field label="Full name" error={form.errorFor('name')}>
              {(control) => <Input {...control} {...form.register('name')} autoFocus autoComplete="name" />}
            </Field>
          )}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            loading={checking.isLoading || loggingIn.isLoading || registering.isLoading || completing}
          >
            {stage === 'email' ? 'Continue' : stage === 'login' ? 'Log in and continue' : 'Create account and continue'}
          </Button>
        </form>
      </div>
      <aside className="rounded-2xl bg-ink-25 p-5 ring-1 ring-ink-100 md:self-start">
        <div className="flex size-10 items-center justify-center rounded-xl bg-white text-brand-600 ring-1 ring-ink-100">
          <ShoppingBag className="size-5" aria-hidden="true" />
        </div>
        <p className="mt-4 font-semibold text-ink-900">Why an account?</p>
        <ul className="mt-3 space-y-2.5 text-sm text-ink-600">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
