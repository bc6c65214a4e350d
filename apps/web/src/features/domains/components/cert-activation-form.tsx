import { useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { DV_AUTH_METHODS, type TCertDetail, type TDvMethod, type TParsedCsr } from '@launchpad/shared';
import { Button } from '@/components/ui/button';
import { FieldSet, Select } from '@/components/ui/field';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { useApproverEmailsQuery, usePurchaseCertMutation, useReissueCertMutation } from '../ssl-api';
import { splitDomain } from '../use-domain-param';
import { CsrField } from './csr-field';

const METHOD_TEXT: Record<TDvMethod, { title: string; text: string }> = {
  EMAIL: { title: 'Email', text: 'An approval link goes to an address at the domain.' },
  HTTP: { title: 'HTTP file', text: 'Publish a small file on your website.' },
  CNAME: { title: 'DNS record', text: 'Add a CNAME record to the domain’s DNS.' },
};

/**
 * Activate a purchased certificate (certPurchaseCert: CSR + DV method + approver) or reissue an issued
 * one (reissueCert: a new CSR). The CSR is checked with parsecsr first, so mistakes show before sending.
 */
export function CertActivationForm({ cert, mode }: { cert: TCertDetail; mode: 'activate' | 'reissue' }) {
  const domain = splitDomain(cert.domain);
  const [csr, setCsr] = useState('');
  const [parsed, setParsed] = useState<TParsedCsr | null>(null);
  const [method, setMethod] = useState<TDvMethod>(cert.dvAuthMethod ?? 'EMAIL');
  // getapproveremail: admin@, administrator@, hostmaster@, postmaster@ and webmaster@ of the domain.
  const approvers = useApproverEmailsQuery(domain ?? skipToken).data?.emails ?? cert.approverEmails;
  const [chosenApprover, setApprover] = useState<string | null>(cert.approverEmail);
  const approver = chosenApprover ?? approvers[0] ?? '';
  const [problem, setProblem] = useState<string | null>(null);
  const [purchase, purchasing] = usePurchaseCertMutation();
  const [reissue, reissuing] = useReissueCertMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!csr.trim()) {
      setProblem('Paste your CSR (the text beginning -----BEGIN CERTIFICATE REQUEST-----).');
      return;
    }
    if (!domain) {
      setProblem('This certificate is not linked to a domain yet.');
      return;
    }
    const approverEmail = method === 'EMAIL' ? { ApproverEmail: approver } : {};
    try {
      const { message } =
        mode === 'activate'
          ? await purchase({ CertID: cert.CertID, ...domain, csr, DVAuthMethod: method, ...approverEmail }).unwrap()
          : await reissue({ CertID: cert.CertID, csr, DVAuthMethod: method, ...approverEmail }).unwrap();
      void notify.success(
        message ?? (mode === 'activate' ? 'Certificate submitted for approval.' : 'Reissue requested.'),
      );
      setCsr('');
      setParsed(null);
    } catch (error) {
      setProblem(getErrorMessage(error));
      void notify.error(getErrorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      <CsrField
        value={csr}
        onChange={(value) => {
          setCsr(value);
          setProblem(null);
        }}
        domain={domain}
        parsed={parsed}
        onParsed={setParsed}
        error={problem}
      />
      <FieldSet legend="How will you prove you control the domain?">
        <div className="grid gap-3 sm:grid-cols-3">
          {DV_AUTH_METHODS.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-ink-100 p-3.5 has-checked:border-brand-300 has-checked:bg-brand-50/40"
            >
              <input
                type="radio"
                name="dv-method"
                value={choice}
                checked={method === choice}
                onChange={() => setMethod(choice)}
                className="mt-1 size-4 accent-brand-600"
              />
              <span>
                <span className="block text-sm font-medium text-ink-900">{METHOD_TEXT[choice].title}</span>
                <span className="block text-sm text-ink-600">{METHOD_TEXT[choice].text}</span>
              </span>
            </label>
          ))}
        </div>
      </FieldSet>
      {method === 'EMAIL' && (
        <div className="max-w-sm space-y-1.5">
          <label htmlFor="approver-email" className="text-sm font-medium text-ink-800">
            Approver email
          </label>
          <Select id="approver-email" value={approver} onChange={(event) => setApprover(event.target.value)}>
            {approvers.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </Select>
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={purchasing.isLoading || reissuing.isLoading}>
          {mode === 'activate' ? 'Submit for approval' : 'Reissue certificate'}
        </Button>
      </div>
    </form>
  );
}
