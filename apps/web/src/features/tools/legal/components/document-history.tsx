import { FileText, History } from 'lucide-react';
import { JURISDICTION_TERMS, formatDate, type TLegalDocumentRecord } from '@launchpad/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

type TDocumentHistoryProps = {
  documents: TLegalDocumentRecord[] | undefined;
  loading: boolean;
  failed: boolean;
  onOpen: (document: TLegalDocumentRecord) => void;
};

/** "Documents I generated": the latest downloads, each can be opened in the form again. */
export function DocumentHistory({ documents, loading, failed, onOpen }: TDocumentHistoryProps) {
  return (
    <section aria-labelledby="legal-history" className="rounded-2xl border border-ink-100 bg-white p-5 shadow-xs">
      <h2 id="legal-history" className="flex items-center gap-2 text-base font-semibold text-ink-900">
        <History className="size-4 text-ink-500" aria-hidden="true" />
        Documents you generated
      </h2>
      {loading && (
        <div className="mt-4 space-y-2" aria-hidden="true">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      )}
      {!loading && failed && <p className="mt-3 text-sm text-ink-600">Your documents could not be loaded just now.</p>}
      {!loading && !failed && !documents?.length && (
        <p className="mt-3 text-sm text-ink-600">Documents you download will be listed here.</p>
      )}
      {!loading && !!documents?.length && (
        <ul className="mt-3 divide-y divide-ink-100">
          {documents.map((document) => (
            <li key={document.id} className="flex items-center gap-3 py-2.5">
              <FileText className="size-4 shrink-0 text-ink-400" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink-900" title={document.fileName}>
                  {document.fileName}
                </p>
                <p className="text-xs text-ink-500">
                  {JURISDICTION_TERMS[document.jurisdiction].label} · {formatDate(document.createdAt)}
                </p>
              </div>
              <Badge>{document.format.toUpperCase()}</Badge>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onOpen(document)}
                aria-label={`Open ${document.fileName} in the form`}
              >
                Open
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
