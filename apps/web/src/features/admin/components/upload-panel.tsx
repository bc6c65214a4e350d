import { useRef, useState, type FormEvent } from 'react';
import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import {
  PRODUCT_UPLOAD_COLUMNS,
  PRODUCT_UPLOAD_MAX_BYTES,
  ZUploadReport,
  type TUploadResult,
  type TUploadRowError,
} from '@launchpad/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage, type TApiError } from '@/lib/api';
import { useUploadProductsMutation } from '../api';
import { productUploadTemplateHref } from '../upload-template';
import { UploadReport } from './upload-report';

type TOutcome =
  | { kind: 'done'; message: string; result: TUploadResult }
  | { kind: 'report'; message: string; errors: TUploadRowError[] }
  | { kind: 'failed'; message: string };

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** SPEC §6: upload products as CSV or XLSX; a refused file shows the server's row-by-row report. */
export function UploadPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const [upload, { isLoading }] = useUploadProductsMutation();
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setOutcome({ kind: 'failed', message: 'Choose a CSV or XLSX file first.' });
      input.current?.focus();
      return;
    }
    setOutcome(null);
    try {
      const { message, data } = await upload(file).unwrap();
      setOutcome({ kind: 'done', message: message ?? 'Products uploaded.', result: data });
    } catch (error) {
      const report = ZUploadReport.safeParse((error as TApiError).data);
      setOutcome(
        report.success
          ? { kind: 'report', message: report.data.message, errors: report.data.errors }
          : { kind: 'failed', message: getErrorMessage(error) },
      );
    }
  };

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-5">
        <form
          onSubmit={(event) => void onSubmit(event)}
          className="rounded-2xl border border-ink-100 bg-white p-6 shadow-xs"
        >
          <label htmlFor="product-file" className="text-sm font-medium text-ink-800">
            Product file
          </label>
          <p id="product-file-hint" className="mt-1 text-sm text-ink-500">
            CSV with a header row, or the first sheet of an XLSX workbook; at most{' '}
            {PRODUCT_UPLOAD_MAX_BYTES / (1024 * 1024)} MB. Rows are matched by slug: new slugs are created, existing
            ones updated. Nothing is saved unless every row is valid.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
            <input
              ref={input}
              id="product-file"
              type="file"
              accept={ACCEPT}
              aria-describedby="product-file-hint"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setOutcome(null);
              }}
              className="block w-full text-sm text-ink-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-ink-100 file:px-4 file:py-2.5 file:text-sm file:font-semibold file:text-ink-800 hover:file:bg-ink-200"
            />
            <Button type="submit" loading={isLoading} className="sm:ml-auto">
              <Upload aria-hidden="true" />
              Upload
            </Button>
          </div>
        </form>

        {outcome?.kind === 'done' && (
          <Alert tone="success" title={outcome.message}>
            {outcome.result.total} row{outcome.result.total === 1 ? '' : 's'}: {outcome.result.created} created,{' '}
            {outcome.result.updated} updated.
          </Alert>
        )}
        {outcome?.kind === 'failed' && <Alert tone="error">{outcome.message}</Alert>}
        {outcome?.kind === 'report' && (
          <div className="space-y-4">
            <Alert tone="error" title="Nothing was uploaded">
              {outcome.message}
            </Alert>
            <UploadReport errors={outcome.errors} />
          </div>
        )}
      </div>

      <aside aria-labelledby="columns-title" className="space-y-4">
        <a
          href={productUploadTemplateHref()}
          download="launchpad-products-template.csv"
          className="flex items-center gap-3 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs transition hover:border-brand-200"
        >
          <span className="flex size-10 items-center justify-center rounded-xl bg-success-50 text-success-700">
            <FileSpreadsheet className="size-5" aria-hidden="true" />
          </span>
          <span className="flex-1">
            <span className="block text-sm font-semibold text-ink-900">Download the CSV template</span>
            <span className="block text-xs text-ink-500">Every column, in the order the server reads them</span>
          </span>
          <Download className="size-4 text-ink-400" aria-hidden="true" />
        </a>
        <div className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs">
          <h3 id="columns-title" className="text-sm font-semibold text-ink-900">
            Columns
          </h3>
          <dl className="mt-3 space-y-3 text-sm">
            {PRODUCT_UPLOAD_COLUMNS.map((column) => (
              <div key={column.column}>
                <dt className="font-mono text-xs font-semibold text-ink-900">
                  {column.column}
                  {column.required && <span className="ml-1.5 font-sans font-medium text-danger-700">required</span>}
                </dt>
                <dd className="mt-0.5 text-ink-600">
                  {column.description}
                  {column.example && <span className="text-ink-400"> e.g. {column.example}</span>}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </aside>
    </div>
  );
}
