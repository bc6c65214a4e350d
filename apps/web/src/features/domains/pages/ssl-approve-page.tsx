import { useSearchParams } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { formatDate } from '@launchpad/shared/domain/dates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api';
import { useApproveCertMutation } from '../ssl-api';

/**
 * The approver's page (public): the built-in registrar mails a link here. Approval is a button, not
 * automatic, so a mail scanner following the link cannot approve a certificate by itself.
 */
export default function SslApprovePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [approve, { data, error, isLoading }] = useApproveCertMutation();
  const cert = data?.data;

  return (
    <div className="container-page flex justify-center py-14 sm:py-20">
      <div className="w-full max-w-lg rounded-2xl border border-ink-100 bg-white p-6 text-center shadow-sm sm:p-8">
        <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-ink-900">Approve an SSL certificate</h1>
        {cert ? (
          <Alert tone="success" className="mt-6 text-left" title="Certificate approved">
            {cert.commonName ?? `Certificate ${cert.CertID}`} is {cert.status === 'issued' ? 'issued' : cert.status}
            {cert.expiresAt ? ` and valid until ${formatDate(cert.expiresAt)}` : ''}. You can close this page.
          </Alert>
        ) : !token ? (
          <Alert tone="error" className="mt-6 text-left">
            This approval link is incomplete. Open the link from the email again.
          </Alert>
        ) : (
          <>
            <p className="mt-3 text-ink-600">
              Someone asked for a certificate for a domain this address looks after. Approve it only if you expected
              this request.
            </p>
            {error && (
              <Alert tone="error" className="mt-6 text-left">
                {getErrorMessage(error)}
              </Alert>
            )}
            <Button className="mt-6" size="lg" loading={isLoading} onClick={() => void approve({ token })}>
              Approve certificate
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
