import { useId, useRef, useState, type FormEvent } from 'react';
import { FileText, Upload } from 'lucide-react';
import { ORDER_DOCUMENT_MAX_BYTES, type TOrderLine } from '@launchpad/shared';
import { formatDateTime } from '@launchpad/shared/domain/dates';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import {
  DOCUMENT_ACCEPT,
  documentFileProblem,
  formatBytes,
  useAdminDocumentFileUrlMutation,
  useUploadLineDocumentMutation,
} from '../orders-api';
import { saveObjectUrl } from '@/lib/save-file';

/** The line's documents, each downloaded with the access token (a plain link would be refused). */
export function OrdersDocumentList({ line }: { line: TOrderLine }) {
  const [fetchFile] = useAdminDocumentFileUrlMutation();
  const [pending, setPending] = useState<string | null>(null);
  if (line.documents.length === 0) return <p className="text-sm text-ink-500">No documents yet.</p>;

  const download = async (id: string, url: string, filename: string) => {
    setPending(id);
    try {
      saveObjectUrl(await fetchFile(url).unwrap(), filename);
    } catch (error) {
      void notify.error(getErrorMessage(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <ul className="space-y-2" aria-label={`Documents for ${line.description}`}>
      {line.documents.map((doc) => (
        <li
          key={doc.id}
          className="flex items-center justify-between gap-3 rounded-lg bg-white px-3 py-2 ring-1 ring-ink-100"
        >
          <span className="flex min-w-0 flex-1 items-start gap-2 text-sm">
            <FileText className="mt-0.5 size-4 shrink-0 text-ink-400" aria-hidden="true" />
            <span className="min-w-0">
              <span className="block font-medium break-all text-ink-900">{doc.filename}</span>
              <span className="block text-xs text-ink-500">
                {formatBytes(doc.sizeBytes)} · {formatDateTime(doc.uploadedAt)}
              </span>
            </span>
          </span>
          <Button
            variant="link"
            loading={pending === doc.id}
            onClick={() => void download(doc.id, doc.url, doc.filename)}
            aria-label={`Download ${doc.filename}`}
          >
            Download
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Attach a document (certificate of incorporation, filing receipt…) to a line: checked here first
 * (PDF, PNG or JPEG, at most 10 MB), then by the server, which reads the content.
 */
export function OrdersDocumentUpload({ line }: { line: TOrderLine }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadLineDocumentMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = documentFileProblem(file);
    setProblem(found);
    if (found || !file) {
      input.current?.focus();
      return;
    }
    try {
      const { message } = await upload({ lineId: line.id, file }).unwrap();
      void notify.success(message ?? 'Document added.');
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      const text = getErrorMessage(error);
      setProblem(text);
      void notify.error(text);
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={`Add a document to ${line.description}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink-800">
        Add a document
      </label>
      <p id={hintId} className="mt-0.5 text-xs text-ink-500">
        PDF, PNG or JPEG, at most {formatBytes(ORDER_DOCUMENT_MAX_BYTES)}. The customer is emailed and finds it under
        their orders.
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          ref={input}
          id={id}
          type="file"
          accept={DOCUMENT_ACCEPT}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          aria-invalid={problem ? true : undefined}
          disabled={isLoading}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setProblem(chosen ? documentFileProblem(chosen) : null);
          }}
          className="block w-full min-w-0 text-sm text-ink-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-ink-100 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-ink-800 hover:file:bg-ink-200"
        />
        <Button type="submit" variant="outline" size="sm" loading={isLoading} className="sm:ml-auto">
          {!isLoading && <Upload aria-hidden="true" />}
          {isLoading ? 'Uploading…' : 'Upload'}
        </Button>
      </div>
      {isLoading && (
        <p role="status" className="mt-2 text-xs text-ink-600">
          Uploading {file?.name}…
        </p>
      )}
      {problem && (
        <div className="mt-2">
          <FieldError id={errorId}>{problem}</FieldError>
        </div>
      )}
    </form>
  );
}
