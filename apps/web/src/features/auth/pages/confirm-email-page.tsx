import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoaderCircle, MailCheck, MailX } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { useVerifyMailMutation } from '../api';
import { ResendVerificationButton } from '../components/resend-verification-button';

const CONFIRMED = 'Your email address is confirmed.';
const INCOMPLETE = 'This link is incomplete. Open it again from the email, or request a new one.';

/**
 * /confirm-email/:token (login required): confirms the address the link was sent to, then goes on
 * to the startup package page (SPEC §2). A link that is expired, used or mistyped says so and
 * offers a new one.
 */
export default function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [verify] = useVerifyMailMutation();
  const [failed, setFailure] = useState<string | null>(null);
  // A link cut short by a mail client (the api takes 20 to 200 characters): no point asking.
  const malformed = token.length < 20 || token.length > 200;
  const failure = failed ?? (malformed ? INCOMPLETE : null);
  // The token is single-use: StrictMode's second effect must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (malformed) return;
    verify({ token })
      .unwrap()
      .then(async () => {
        void notify.success(CONFIRMED);
        await navigate(paths.startupPackage, { replace: true });
      })
      .catch((error: unknown) => setFailure(getErrorMessage(error)));
  }, [malformed, navigate, token, verify]);

  return (
    <div className="container-page flex justify-center py-16 sm:py-24">
      <section
        aria-labelledby="confirm-email-title"
        aria-busy={!failure}
        className="w-full max-w-md rounded-3xl border border-ink-100 bg-white px-6 py-10 text-center shadow-lg sm:px-10"
      >
        {failure ? (
          <>
            <div className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-danger-50 text-danger-600 ring-1 ring-danger-100">
              <MailX className="size-6" aria-hidden="true" />
            </div>
            <h1 id="confirm-email-title" className="mt-5 text-2xl font-semibold tracking-tight text-ink-900">
              We could not confirm your email
            </h1>
            <p role="alert" className="mt-2 text-ink-600">
              {failure}
            </p>
            <p className="mt-2 text-sm text-ink-500">
              Links work once and expire after 24 hours. We can send you a new one.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ResendVerificationButton variant="primary" size="md" label="Send a new link" />
              <Link to={paths.account} className={buttonClasses({ variant: 'outline' })}>
                Go to your dashboard
              </Link>
            </div>
          </>
        ) : (
          <>
            <div className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
              <MailCheck className="size-6" aria-hidden="true" />
            </div>
            <h1 id="confirm-email-title" className="mt-5 text-2xl font-semibold tracking-tight text-ink-900">
              Confirming your email
            </h1>
            <p role="status" className="mt-2 inline-flex items-center gap-2 text-ink-600">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              One moment…
            </p>
          </>
        )}
      </section>
    </div>
  );
}
