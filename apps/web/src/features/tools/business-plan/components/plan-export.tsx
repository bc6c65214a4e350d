import { useState } from 'react';
import {
  ZBusinessPlanFormData,
  businessPlanFilename,
  type TBusinessPlanFormData,
  type TBusinessPlanFormat,
} from '@launchpad/shared';
import { FileDown, FileText } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import type { TApiError } from '@/lib/api';
import { useExportBusinessPlanMutation } from '../api';
import { saveObjectUrl } from '@/lib/save-file';

/** The last step's downloads: the plan checked here first, then typeset by the server. */
export function PlanExport({ formData, onGoTo }: { formData: TBusinessPlanFormData; onGoTo: (step: number) => void }) {
  const [exportPlan] = useExportBusinessPlanMutation();
  const [pending, setPending] = useState<TBusinessPlanFormat | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async (format: TBusinessPlanFormat) => {
    const checked = ZBusinessPlanFormData.safeParse(formData);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'The plan has a problem.');
      return;
    }
    setProblem(null);
    setPending(format);
    try {
      const url = await exportPlan({ format, formData: checked.data }).unwrap();
      saveObjectUrl(url, businessPlanFilename(formData.companyName, format));
      notify.success(`Your business plan (${format === 'pdf' ? 'PDF' : 'Word'}) is downloading.`);
    } catch (error) {
      notify.error((error as TApiError).message ?? null);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="rounded-2xl border border-brand-100 bg-gradient-to-br from-brand-50 to-white p-5 sm:p-6">
      <h3 className="text-base font-semibold text-ink-900">Your business plan is ready to download</h3>
      <p className="mt-1 text-sm text-ink-600">
        A typeset document with a cover, contents and a section for each part you filled in. Blank parts are left out.
      </p>
      {problem && (
        <Alert
          tone="error"
          className="mt-4"
          action={
            !formData.companyName.trim() ? (
              <Button variant="outline" size="sm" onClick={() => onGoTo(1)}>
                Go to step 1
              </Button>
            ) : undefined
          }
        >
          {problem}
        </Alert>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button loading={pending === 'pdf'} disabled={pending !== null} onClick={() => void download('pdf')}>
          <FileDown aria-hidden="true" />
          Download PDF
        </Button>
        <Button
          variant="outline"
          loading={pending === 'docx'}
          disabled={pending !== null}
          onClick={() => void download('docx')}
        >
          <FileText aria-hidden="true" />
          Download Word (DOCX)
        </Button>
      </div>
    </div>
  );
}
