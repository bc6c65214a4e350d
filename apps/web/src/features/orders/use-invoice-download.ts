import { useCallback, useState } from 'react';
import { useCreditNotePdfUrlMutation, useDocumentFileUrlMutation, useInvoicePdfUrlMutation } from './api';
import { saveObjectUrl } from '@/lib/save-file';

/** `{invoice_number}.pdf` (SPEC §7). */
export const invoiceFilename = (invoiceNumber: number) => `${invoiceNumber}.pdf`;

/**
 * Downloads an invoice: fetched with the auth header → blob → object URL → a link with `download`.
 * SPEC §8: a failed download is only logged.
 */
export function useInvoiceDownload() {
  const [fetchPdf] = useInvoicePdfUrlMutation();
  const [pending, setPending] = useState<number | null>(null);
  const download = useCallback(
    async (invoiceNumber: number) => {
      setPending(invoiceNumber);
      try {
        const url = await fetchPdf(invoiceNumber).unwrap();
        saveObjectUrl(url, invoiceFilename(invoiceNumber));
      } catch (error) {
        console.error(`Invoice ${invoiceNumber} could not be downloaded.`, error);
      } finally {
        setPending(null);
      }
    },
    [fetchPdf],
  );
  return { download, pending };
}

/** A fulfilment document, fetched with the auth header like invoices; failures are logged. */
export function useDocumentDownload() {
  const [fetchFile] = useDocumentFileUrlMutation();
  return useCallback(
    async (url: string, filename: string) => {
      try {
        saveObjectUrl(await fetchFile(url).unwrap(), filename);
      } catch (error) {
        console.error(`${filename} could not be downloaded.`, error);
      }
    },
    [fetchFile],
  );
}

/** A credit note (`CN-000001.pdf`), fetched with the auth header like invoices; failures are logged. */
export function useCreditNoteDownload() {
  const [fetchPdf] = useCreditNotePdfUrlMutation();
  return useCallback(
    async (creditNoteNumber: string) => {
      try {
        saveObjectUrl(await fetchPdf(creditNoteNumber).unwrap(), `${creditNoteNumber}.pdf`);
      } catch (error) {
        console.error(`Credit note ${creditNoteNumber} could not be downloaded.`, error);
      }
    },
    [fetchPdf],
  );
}
