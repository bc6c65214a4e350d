import type { TCertValidation } from '@launchpad/shared';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-500">{label}</dt>
      <dd className="mt-0.5 rounded-md bg-white px-2.5 py-1.5 font-mono text-xs break-all text-ink-900 ring-1 ring-ink-100">
        {value}
      </dd>
    </div>
  );
}

/** What the chosen DV method needs from the customer: an approval email, a file, or a CNAME record. */
export function CertValidation({ validation }: { validation: TCertValidation }) {
  return (
    <div className="rounded-xl bg-ink-25 p-4 ring-1 ring-ink-100">
      {validation.method === 'EMAIL' && (
        <p className="text-sm text-ink-700">
          We emailed an approval link to <strong className="text-ink-900">{validation.approverEmail}</strong>. The
          certificate is issued once someone there approves it.
        </p>
      )}
      {validation.method === 'HTTP' && (
        <>
          <p className="text-sm text-ink-700">
            Publish this file on your website so it can be fetched at the address below, then check again.
          </p>
          <dl className="mt-3 grid gap-3">
            <Row label="Address" value={validation.url} />
            <Row label="File name" value={validation.fileName} />
            <Row label="File content" value={validation.fileContent} />
          </dl>
        </>
      )}
      {validation.method === 'CNAME' && (
        <>
          <p className="text-sm text-ink-700">
            Add this CNAME record to the domain’s DNS (in DNS management, host records), then check again.
          </p>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            <Row label="Host" value={validation.hostRelative} />
            <Row label="Points to" value={validation.target} />
          </dl>
          <p className="mt-2 text-xs text-ink-500">Full record name: {validation.host}</p>
        </>
      )}
    </div>
  );
}
