import { useDeferredValue, useMemo, useState } from 'react';
import { FileDown, FileType, RotateCcw, Scale } from 'lucide-react';
import {
  LEGAL_TEMPLATES,
  fieldsFor,
  findLegalTemplate,
  legalDocumentName,
  legalFieldsSchema,
  legalIssuesByField,
  previewAgreement,
  titleFor,
  type TLegalDocumentRecord,
  type TLegalFormat,
  type TLegalJurisdiction,
} from '@launchpad/shared';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import type { TApiError } from '@/lib/api';
import { useLegalDocumentUrlMutation, useLegalDocumentsQuery } from '../api';
import { DocumentHistory } from '../components/document-history';
import { JurisdictionChoice } from '../components/jurisdiction-choice';
import { LegalForm } from '../components/legal-form';
import { LegalPreview } from '../components/legal-preview';
import { TemplatePicker } from '../components/template-picker';
import { saveObjectUrl } from '@/lib/save-file';

const FIRST = LEGAL_TEMPLATES[0]?.id ?? 'mutual-nda';

/**
 * /tools/legal-agreements (issue 8): pick a template and a jurisdiction, fill the form (checked inline with
 * the api's own rules), watch the document take shape, and download it as PDF or Word.
 */
export default function LegalAgreementsPage() {
  const [templateId, setTemplateId] = useState(FIRST);
  const [jurisdiction, setJurisdiction] = useState<TLegalJurisdiction>('england-wales');
  const [drafts, setDrafts] = useState<Record<string, Record<string, string>>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [pending, setPending] = useState<TLegalFormat | null>(null);
  const [fetchDocument] = useLegalDocumentUrlMutation();
  const history = useLegalDocumentsQuery();

  const template = findLegalTemplate(templateId) ?? LEGAL_TEMPLATES[0];
  if (!template) throw new Error('The legal template library is empty.');
  const values = useMemo(() => drafts[template.id] ?? {}, [drafts, template.id]);
  const fields = fieldsFor(template, jurisdiction);
  const problems = useMemo(() => {
    const result = legalFieldsSchema(template, jurisdiction).safeParse(values);
    return result.success ? {} : legalIssuesByField(result.error);
  }, [template, jurisdiction, values]);
  const shown = Object.fromEntries(Object.entries(problems).filter(([key]) => showAll || touched.has(key)));
  const deferred = useDeferredValue(values);
  const preview = useMemo(() => previewAgreement(template, jurisdiction, deferred), [template, jurisdiction, deferred]);
  const complete = fields.filter((field) => !problems[field.key]).length;

  const choose = (id: string) => {
    setTemplateId(id);
    setTouched(new Set());
    setShowAll(false);
  };
  const change = (key: string, value: string) =>
    setDrafts((all) => ({ ...all, [template.id]: { ...all[template.id], [key]: value } }));
  const blur = (key: string) => setTouched((keys) => new Set(keys).add(key));
  const reset = () => {
    setDrafts((all) => ({ ...all, [template.id]: {} }));
    setTouched(new Set());
    setShowAll(false);
  };
  const open = (record: TLegalDocumentRecord) => {
    setTemplateId(record.templateId);
    setJurisdiction(record.jurisdiction);
    setDrafts((all) => ({ ...all, [record.templateId]: record.values }));
    setShowAll(true);
    document.getElementById('legal-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const download = async (format: TLegalFormat) => {
    const invalid = fields.filter((field) => problems[field.key]);
    if (invalid.length) {
      setShowAll(true);
      document.querySelector<HTMLElement>(`#legal-form [name="${invalid[0]?.key}"]`)?.focus();
      notify.error(
        `Almost there: ${invalid.length === 1 ? '1 field needs' : `${invalid.length} fields need`} your attention.`,
      );
      return;
    }
    setPending(format);
    try {
      const url = await fetchDocument({ templateId: template.id, jurisdiction, values, format }).unwrap();
      const fileName = `${legalDocumentName(template, jurisdiction, values)}.${format}`;
      saveObjectUrl(url, fileName);
      notify.success(`Downloaded: ${fileName}`);
      void history.refetch();
    } catch (error) {
      notify.error((error as TApiError).message);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="container-page py-10 sm:py-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
          <Scale className="size-4" aria-hidden="true" />
          Business tools
        </p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Legal agreements</h1>
        <p className="mt-3 text-ink-600">
          Well-drafted templates for the agreements every startup needs. Choose one, pick the governing law, fill in the
          details and download it as PDF or Word. Templates are a starting point, not legal advice: have a lawyer review
          anything important.
        </p>
      </header>

      <section aria-labelledby="legal-templates" className="mt-8">
        <h2 id="legal-templates" className="mb-3 text-sm font-semibold tracking-wide text-ink-500 uppercase">
          1. Choose a template
        </h2>
        <TemplatePicker selected={template.id} jurisdiction={jurisdiction} onSelect={choose} />
      </section>

      {/* Form, then preview, then history on phones; form and history beside the preview on wide screens. */}
      <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:grid-rows-[auto_1fr]">
        <section
          id="legal-form"
          aria-labelledby="legal-details"
          className="scroll-mt-24 rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6 lg:col-start-1 lg:row-start-1"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="legal-details" className="text-sm font-semibold tracking-wide text-ink-500 uppercase">
              2. Fill in the details
            </h2>
            <p className="text-sm text-ink-600" aria-live="polite">
              {complete} of {fields.length} complete
            </p>
          </div>
          <div className="mt-3 flex items-baseline justify-between gap-3">
            <p className="font-semibold text-ink-900">{titleFor(template, jurisdiction)}</p>
            <a href="#legal-preview" className="text-sm font-medium text-brand-700 hover:underline lg:hidden">
              See preview
            </a>
          </div>
          <p className="mt-0.5 text-sm text-ink-600">{template.summary}</p>
          <div
            className="mt-4 h-1.5 overflow-hidden rounded-full bg-ink-100"
            role="progressbar"
            aria-label="Form progress"
            aria-valuemin={0}
            aria-valuemax={fields.length}
            aria-valuenow={complete}
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
              style={{ width: `${fields.length ? (complete / fields.length) * 100 : 0}%` }}
            />
          </div>
          <form
            className="mt-5 space-y-5"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void download('pdf');
            }}
          >
            <JurisdictionChoice value={jurisdiction} onChange={setJurisdiction} />
            <LegalForm
              fields={fields}
              jurisdiction={jurisdiction}
              values={values}
              errors={shown}
              onChange={change}
              onBlur={blur}
            />
            <div className="flex flex-wrap items-center gap-3 border-t border-ink-100 pt-5">
              <Button type="submit" loading={pending === 'pdf'} disabled={pending !== null}>
                <FileDown aria-hidden="true" />
                Download PDF
              </Button>
              <Button
                type="button"
                variant="outline"
                loading={pending === 'docx'}
                disabled={pending !== null}
                onClick={() => void download('docx')}
              >
                <FileType aria-hidden="true" />
                Download Word
              </Button>
              <Button type="button" variant="ghost" className="ml-auto" onClick={reset}>
                <RotateCcw aria-hidden="true" />
                Clear
              </Button>
            </div>
          </form>
        </section>

        <section aria-labelledby="legal-preview" className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-20">
            <div className="mb-3 flex items-baseline justify-between gap-2">
              <h2 id="legal-preview" className="text-sm font-semibold tracking-wide text-ink-500 uppercase">
                3. Live preview
              </h2>
              <p className="text-xs text-ink-500">{titleFor(template, jurisdiction)}</p>
            </div>
            {/* Scrolls on large screens: focusable so the keyboard can scroll it too (WCAG 2.1.1). */}
            <div
              tabIndex={0}
              role="region"
              aria-label="Document preview"
              className="lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto lg:rounded-xl"
            >
              <LegalPreview document={preview} />
            </div>
          </div>
        </section>

        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <DocumentHistory
            documents={history.data}
            loading={history.isLoading}
            failed={history.isError}
            onOpen={open}
          />
        </div>
      </div>
    </div>
  );
}
