import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, KeyRound, MailCheck, ShieldCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { fieldErrorsFrom, useForm } from '@/lib/use-form';
import { useResetPasswordMutation, useSendResetOtpMutation, useVerifyOtpMutation } from '../api';
import { AuthHeader } from '../components/auth-header';
import { OtpInput } from '../components/otp-input';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { useCooldown } from '../components/resend-verification-button';
import { newPasswordProblem } from '../password-strength';
import { emailProblem, otpProblem } from '../validation';

type TStep = 'email' | 'code' | 'password';
const STEPS: TStep[] = ['email', 'code', 'password'];
/** Seconds before another code can be asked for. */
export const RESEND_CODE_COOLDOWN_SECONDS = 60;

function StepDots({ step }: { step: TStep }) {
  const index = STEPS.indexOf(step);
  return (
    <div className="mb-6 flex items-center justify-center gap-2">
      <p className="sr-only">
        Step {index + 1} of {STEPS.length}
      </p>
      {STEPS.map((s, i) => (
        <span
          key={s}
          aria-hidden="true"
          className={cn('h-1.5 rounded-full transition-all', i <= index ? 'w-8 bg-brand-600' : 'w-4 bg-ink-200')}
        />
      ))}
    </div>
  );
}

/** Step 1: the email address to send a code to. */
function EmailStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string, message: string) => void;
}) {
  const [send, { isLoading, error }] = useSendResetOtpMutation();
  const form = useForm({ initial: { email: initialEmail }, validate: (v) => ({ email: emailProblem(v.email) }) });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const { message } = await send({ email: email.trim() }).unwrap();
      onSent(email.trim(), message);
    } catch {
      // shown in the alert
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {error && <Alert tone="error">{getErrorMessage(error)}</Alert>}
      <Field label="Email" error={form.errorFor('email')} hint="We will email you a 6-digit code.">
        {(control) => (
          <Input {...control} {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={isLoading}>
        Send code
      </Button>
    </form>
  );
}

/** Step 2: the code from the email, checked (not used up) before a new password is asked for. */
function CodeStep({
  email,
  notice,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  notice: string;
  onVerified: (otp: string) => void;
  onChangeEmail: () => void;
}) {
  const [verify, { isLoading }] = useVerifyOtpMutation();
  const [send, { isLoading: resending }] = useSendResetOtpMutation();
  // A code was just sent: the next one can be asked for after the cooldown.
  const { left, start } = useCooldown(RESEND_CODE_COOLDOWN_SECONDS, true);
  const [status, setStatus] = useState(notice);
  const form = useForm({ initial: { otp: '' }, validate: (v) => ({ otp: otpProblem(v.otp) }) });

  const onSubmit = form.handleSubmit(async ({ otp }) => {
    try {
      await verify({ email, otp }).unwrap();
      onVerified(otp);
    } catch (error) {
      form.setServerErrors({ otp: getErrorMessage(error) });
    }
  });
  const resend = async () => {
    try {
      const { message } = await send({ email }).unwrap();
      start();
      setStatus(message);
      form.reset();
    } catch (error) {
      void notify.error(getErrorMessage(error));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Alert tone="info">{status}</Alert>
      <Field label="6-digit code" error={form.errorFor('otp')} hint={`Sent to ${email}. It expires in 10 minutes.`}>
        {(control) => (
          <OtpInput
            {...control}
            name="otp"
            value={form.values.otp}
            onValueChange={(value) => form.setValue('otp', value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={isLoading}>
        Continue
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button type="button" onClick={onChangeEmail} className="font-medium text-ink-600 hover:text-ink-900">
          Use a different email
        </button>
        <Button variant="link" onClick={() => void resend()} disabled={left > 0 || resending}>
          {left > 0 ? `Resend code in ${left}s` : 'Resend code'}
        </Button>
      </div>
    </form>
  );
}

/** Step 3: the new password; the code is used up and every session of the account ends. */
function PasswordStep({
  email,
  otp,
  onDone,
  onCodeRejected,
}: {
  email: string;
  otp: string;
  onDone: (message: string) => void;
  onCodeRejected: (message: string) => void;
}) {
  const [reset, { isLoading, error }] = useResetPasswordMutation();
  const meterId = useId();
  const form = useForm({
    initial: { password: '', confirm: '' },
    validate: (v) => ({
      password: newPasswordProblem(v.password, [email]) ?? undefined,
      confirm: !v.confirm
        ? 'Enter the new password again.'
        : v.confirm !== v.password
          ? 'The passwords do not match.'
          : undefined,
    }),
  });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const { message } = await reset({ email, otp, password }).unwrap();
      onDone(message);
    } catch (failure) {
      const message = getErrorMessage(failure);
      if (/code/i.test(message)) onCodeRejected(message);
      else form.setServerErrors(fieldErrorsFrom(failure, { password: 'password' }).fieldErrors);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {error && <Alert tone="error">{getErrorMessage(error)}</Alert>}
      <Field label="New password" error={form.errorFor('password')}>
        {(control) => (
          <div className="space-y-2">
            <PasswordInput
              {...control}
              {...form.register('password')}
              aria-describedby={[control['aria-describedby'], meterId].filter(Boolean).join(' ')}
              autoComplete="new-password"
            />
            <PasswordStrengthMeter id={meterId} password={form.values.password} personal={[email]} />
          </div>
        )}
      </Field>
      <Field label="Confirm new password" error={form.errorFor('confirm')}>
        {(control) => <PasswordInput {...control} {...form.register('confirm')} autoComplete="new-password" />}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={isLoading}>
        Reset password
      </Button>
    </form>
  );
}

const HEADINGS: Record<TStep, { title: string; description: string; icon: React.ReactNode }> = {
  email: {
    title: 'Reset your password',
    description: 'Enter the email address of your account and we will send you a code.',
    icon: <KeyRound aria-hidden="true" />,
  },
  code: {
    title: 'Check your email',
    description: 'Enter the 6-digit code we sent you.',
    icon: <MailCheck aria-hidden="true" />,
  },
  password: {
    title: 'Choose a new password',
    description: 'You will be signed out everywhere else once it is changed.',
    icon: <ShieldCheck aria-hidden="true" />,
  },
};

/** /forgot-password: email → 6-digit code → new password, then back to /login. */
export default function ForgotPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const prefill = (location.state as { email?: unknown } | null)?.email;
  const [step, setStep] = useState<TStep>('email');
  const [email, setEmail] = useState(typeof prefill === 'string' ? prefill : '');
  const [otp, setOtp] = useState('');
  const [notice, setNotice] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step is a new screen: move focus to its heading so it is read out.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const heading = HEADINGS[step];
  return (
    <>
      <StepDots step={step} />
      <AuthHeader icon={heading.icon} title={heading.title} description={heading.description} headingRef={headingRef} />
      {step === 'email' && (
        <EmailStep
          initialEmail={email}
          onSent={(address, message) => {
            setEmail(address);
            setNotice(message);
            setStep('code');
          }}
        />
      )}
      {step === 'code' && (
        <CodeStep
          email={email}
          notice={notice}
          onVerified={(code) => {
            setOtp(code);
            setStep('password');
          }}
          onChangeEmail={() => setStep('email')}
        />
      )}
      {step === 'password' && (
        <PasswordStep
          email={email}
          otp={otp}
          onDone={(message) => {
            void notify.success(message);
            void navigate(paths.login, { replace: true, state: { email } });
          }}
          onCodeRejected={(message) => {
            void notify.error(message);
            setStep('code');
          }}
        />
      )}
      <p className="mt-8 text-center text-sm">
        <Link to={paths.login} className="inline-flex items-center gap-1.5 font-medium text-ink-600 hover:text-ink-900">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to log in
        </Link>
      </p>
    </>
  );
}
