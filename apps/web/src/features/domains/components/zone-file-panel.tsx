import { useId, useState, type ChangeEvent } from 'react';
import { Download, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Panel } from '@/components/ui/panel';
import { notify } from '@/components/ui/toast';
import type { TDomainRef } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { useExportZoneMutation, useImportZoneMutation } from '../dns-api';
import { saveBlob } from '@/lib/save-file';

/** Saves `text` as a file (a download the browser offers). */
const saveText = (fileName: string, text: string) => saveBlob(new Blob([text], { type: 'text/dns' }), fileName);

/** Zone export and import in BIND zone-file format (issue 6). */
export function ZoneFilePanel({ domain }: { domain: TDomainRef }) {
  const textId = useId();
  const [exportZone, exporting] = useExportZoneMutation();
  const [importZone, importing] = useImportZoneMutation();
  const [zone, setZone] = useState('');
  const [confirm, setConfirm] = useState(false);

  const download = async () => {
    try {
      const file = await exportZone(domain).unwrap();
      saveText(file.fileName, file.zone);
    } catch (error) {
      void notify.error(getErrorMessage(error));
    }
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setZone(await file.text());
    event.target.value = '';
  };
  const doImport = async () => {
    try {
      const { message, data } = await importZone({ ...domain, zone }).unwrap();
      void notify.success(message ?? `Zone imported: ${data.imported} records.`);
      setZone('');
    } catch (error) {
      void notify.error(getErrorMessage(error));
    } finally {
      setConfirm(false);
    }
  };

  return (
    <Panel
      title="Zone file"
      description="Download every record as a BIND zone file, or replace them all with one."
      footer={
        <>
          <Button variant="outline" loading={exporting.isLoading} onClick={() => void download()}>
            <Download aria-hidden="true" />
            Export zone
          </Button>
          <Button disabled={!zone.trim()} onClick={() => setConfirm(true)}>
            <Upload aria-hidden="true" />
            Import zone
          </Button>
        </>
      }
    >
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={textId} className="text-sm font-medium text-ink-800">
            Zone file to import
          </label>
          <label className="cursor-pointer text-sm font-medium text-brand-700 hover:underline">
            Choose a file…
            <input
              type="file"
              accept=".zone,.txt,.db,text/plain"
              className="sr-only"
              onChange={(e) => void readFile(e)}
            />
          </label>
        </div>
        <textarea
          id={textId}
          value={zone}
          onChange={(event) => setZone(event.target.value)}
          rows={5}
          spellCheck={false}
          placeholder={'$ORIGIN example.com.\n@ 3600 IN A 203.0.113.10'}
          className="block w-full rounded-lg border border-ink-200 bg-white px-3.5 py-2.5 font-mono text-xs text-ink-900 shadow-xs placeholder:text-ink-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
        />
      </div>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Replace every record?"
        description="The zone's A, AAAA, CNAME, MX, TXT, SRV and CAA records are replaced with the file's. You can revert this from the change history."
        confirmLabel="Replace records"
        destructive
        pending={importing.isLoading}
        onConfirm={() => void doImport()}
      />
    </Panel>
  );
}
