import { useId, useState } from 'react';
import { CircleCheck, FileSearch } from 'lucide-react';
import type { TParsedCsr } from '@launchpad/shared';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { getErrorMessage } from '@/lib/api';
import { useParseCsrMutation } from '../ssl-api';

type TCsrFieldProps = {
  value: string;
  onChange: (csr: string) => void;
  /** The domain the CSR must be for. */
  domain: { sld: string; tld: string } | null;
  /** The parsed CSR once the api accepted it (null while unchecked or refused). */
  onParsed: (parsed: TParsedCsr | null) => void;
  parsed: TParsedCsr | null;
  error?: string | null;
};

function Preview({ parsed }: { parsed: TParsedCsr }) {
  const rows: [string, string][] = [
    ['Common name', parsed.commonName],
    ['Names covered', parsed.names.join(', ')],
    ['Key', `${parsed.keyType} ${parsed.keySize}-bit${parsed.curve ? ` (${parsed.curve})` : ''}`],
    ['Signature', `${parsed.signatureAlgorithm}${parsed.signatureValid ? ', valid' : ', NOT valid'}`],
  ];
  const subject = [parsed.subject.organisation, parsed.subject.locality, parsed.subject.state, parsed.subject.country]
    .filter(Boolean)
    .join(', ');
  if (subject) rows.push(['Organisation', subject]);
  return (
    <div role="status" className="rounded-xl border border-success-100 bg-success-50/60 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-success-700">
        <CircleCheck className="size-4" aria-hidden="true" />
        CSR checked{parsed.domain ? ` for ${parsed.domain}` : ''}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-500">{label}</dt>
            <dd className="break-all text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Paste a CSR, and see what the api read from it (parsecsr) before sending it. */
export function CsrField({ value, onChange, domain, onParsed, parsed, error }: TCsrFieldProps) {
  const id = useId();
  const [parseCsr, { isLoading }] = useParseCsrMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const shownProblem = problem ?? error ?? null;

  const check = async () => {
    setProblem(null);
    try {
      const result = await parseCsr({ csr: value, ...(domain ?? {}) }).unwrap();
      onParsed(result);
    } catch (cause) {
      onParsed(null);
      setProblem(getErrorMessage(cause));
    }
  };

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink-800">
          Certificate signing request (CSR)
        </label>
        <textarea
          id={id}
          name="csr"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            onParsed(null);
            setProblem(null);
          }}
          rows={7}
          spellCheck={false}
          placeholder={'-----BEGIN CERTIFICATE REQUEST-----\n…\n-----END CERTIFICATE REQUEST-----'}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={shownProblem ? `${id}-error` : `${id}-hint`}
          className="block w-full rounded-lg border border-ink-200 bg-white px-3.5 py-2.5 font-mono text-xs text-ink-900 shadow-xs placeholder:text-ink-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none aria-invalid:border-danger-500"
        />
        {shownProblem ? (
          <FieldError id={`${id}-error`}>{shownProblem}</FieldError>
        ) : (
          <p id={`${id}-hint`} className="text-sm text-ink-500">
            Generate it on your server with its private key (RSA 2048-bit or stronger, or EC). Keep the key there.
          </p>
        )}
      </div>
      <Button variant="outline" size="sm" loading={isLoading} disabled={!value.trim()} onClick={() => void check()}>
        <FileSearch aria-hidden="true" />
        Check CSR
      </Button>
      {parsed && <Preview parsed={parsed} />}
    </div>
  );
}
