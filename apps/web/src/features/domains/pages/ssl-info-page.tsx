import { useSearchParams, Link } from 'react-router';
import { ArrowLeft, Download, Mail, RefreshCw } from 'lucide-react';
import type { TCertDetail } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared/domain/dates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader, Panel } from '@/components/ui/panel';
import { PanelSkeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { CertActivationForm } from '../components/cert-activation-form';
import { CertStatusBadge, CertTimeline } from '../components/cert-status';
import { CertValidation } from '../components/cert-validation';
import { useCertDetailQuery, useResendApproverEmailMutation, useResendFulfillmentEmailMutation } from '../ssl-api';
import { saveBlob } from '@/lib/save-file';

function useNotifyResult() {
  return async (run: Promise<{ message: string | null }>, fallback: string) => {
    try {
      const { message } = await run;
      void notify.success(message ?? fallback);
    } catch (error) {
      void notify.error(getErrorMessage(error));
    }
  };
}

function Summary({ cert }: { cert: TCertDetail }) {
  const rows: [string, string][] = [
    ['Certificate', `${cert.productName} · ${cert.years} ${cert.years === 1 ? 'year' : 'years'}`],
    ['Domain', cert.commonName ?? cert.domain ?? '—'],
    ['Other names', cert.sans.length ? cert.sans.join(', ') : '—'],
    ['Key', cert.keyType ? `${cert.keyType}${cert.keySize ? ` ${cert.keySize}-bit` : ''}` : '—'],
    ['Purchased', formatDate(cert.purchasedAt)],
    ['Issued', cert.issuedAt ? formatDate(cert.issuedAt) : '—'],
    ['Expires', cert.expiresAt ? formatDate(cert.expiresAt) : '—'],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-500">{label}</dt>
          <dd className="break-all text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AwaitingApproval({ cert, onCheck, checking }: { cert: TCertDetail; onCheck: () => void; checking: boolean }) {
  const [resend, { isLoading }] = useResendApproverEmailMutation();
  const report = useNotifyResult();
  return (
    <Panel
      title="Prove you control the domain"
      description="The certificate is issued as soon as the check passes."
      footer={
        <>
          {cert.validation?.method === 'EMAIL' && (
            <Button
              variant="outline"
              loading={isLoading}
              onClick={() => void report(resend({ CertID: cert.CertID }).unwrap(), 'Approval email sent again.')}
            >
              <Mail aria-hidden="true" />
              Resend approver email
            </Button>
          )}
          <Button loading={checking} onClick={onCheck}>
            <RefreshCw aria-hidden="true" />
            Check again
          </Button>
        </>
      }
    >
      {cert.validation ? (
        <CertValidation validation={cert.validation} />
      ) : (
        <p className="text-sm">Waiting for the CA.</p>
      )}
    </Panel>
  );
}

function Issued({ cert }: { cert: TCertDetail }) {
  const [resend, { isLoading }] = useResendFulfillmentEmailMutation();
  const report = useNotifyResult();
  const download = () => {
    if (!cert.certificatePem) return;
    saveBlob(
      new Blob([cert.certificatePem], { type: 'application/x-pem-file' }),
      `${cert.commonName ?? `certificate-${cert.CertID}`}.pem`,
    );
  };
  return (
    <Panel
      title="Your certificate"
      description="Install it on your server with the private key you made the CSR with."
      footer={
        <>
          <Button
            variant="outline"
            loading={isLoading}
            onClick={() => void report(resend({ CertID: cert.CertID }).unwrap(), 'Certificate emailed again.')}
          >
            <Mail aria-hidden="true" />
            Email it again
          </Button>
          <Button onClick={download} disabled={!cert.certificatePem}>
            <Download aria-hidden="true" />
            Download PEM
          </Button>
        </>
      }
    >
      {cert.certificatePem && (
        <textarea
          readOnly
          aria-label="Certificate (PEM)"
          value={cert.certificatePem}
          rows={6}
          className="block w-full rounded-lg border border-ink-200 bg-ink-25 px-3.5 py-2.5 font-mono text-xs text-ink-800"
        />
      )}
    </Panel>
  );
}

function Certificate({ certId }: { certId: number }) {
  const { data: cert, error, refetch, isFetching } = useCertDetailQuery(certId);
  if (error) return <Alert tone="error">{getErrorMessage(error)}</Alert>;
  if (!cert) return <PanelSkeleton />;
  const issued = cert.status === 'issued' || cert.status === 'reissued';
  return (
    <>
      <PageHeader
        title={cert.commonName ?? cert.domain ?? `Certificate ${cert.CertID}`}
        description={`${cert.productName} · certificate ${cert.CertID}`}
        aside={<CertStatusBadge status={cert.status} />}
      />
      <div className="space-y-6">
        <CertTimeline status={cert.status} />
        <Panel title="Details">
          <Summary cert={cert} />
        </Panel>
        {(cert.status === 'purchased' || cert.status === 'csr_submitted') && (
          <Panel title="Activate" description="Send your CSR and choose how to prove you control the domain.">
            <CertActivationForm cert={cert} mode="activate" />
          </Panel>
        )}
        {cert.status === 'awaiting_approval' && (
          <AwaitingApproval cert={cert} checking={isFetching} onCheck={() => void refetch()} />
        )}
        {issued && <Issued cert={cert} />}
        {issued && (
          <Panel title="Reissue" description="New key or server? Send a new CSR; the certificate is approved again.">
            <CertActivationForm cert={cert} mode="reissue" />
          </Panel>
        )}
        {cert.status === 'expired' && (
          <Alert tone="warning" title="This certificate has expired">
            Buy a new one for this domain from the services page.
          </Alert>
        )}
      </div>
    </>
  );
}

/** /domain/services/sslinfo?certId= (SPEC §2): status, CSR with preview, approver, validation, reissue. */
export default function SslInfoPage() {
  const [params] = useSearchParams();
  const certId = Number(params.get('certId'));
  return (
    <>
      <Link
        to={paths.domainServices}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-ink-600 hover:text-ink-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        SSL management
      </Link>
      {Number.isInteger(certId) && certId > 0 ? (
        <Certificate key={certId} certId={certId} />
      ) : (
        <>
          <PageHeader title="SSL certificate" />
          <Alert tone="error">This link does not name a certificate. Choose one from SSL management.</Alert>
        </>
      )}
    </>
  );
}
