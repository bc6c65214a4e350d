import { formatDate } from '@launchpad/shared/domain/dates';
import type { TLegalDocument } from '../documents/types';
import { DocumentHeader } from './document-header';

/** Terms and privacy: a contents list (anchors) beside the numbered sections. */
export function LegalDocument({ document }: { document: TLegalDocument }) {
  return (
    <div className="container-page py-12 sm:py-16">
      <DocumentHeader eyebrow="Legal" title={document.title}>
        <p>{document.intro}</p>
        <p className="mt-3 text-sm text-ink-500">Last updated {formatDate(document.updatedOn)}</p>
      </DocumentHeader>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold text-ink-900">Contents</h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {document.sections.map((section, i) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-ink-600 hover:text-brand-700 hover:underline">
                  {i + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {document.sections.map((section, i) => (
            <section key={section.id} aria-labelledby={section.id} className="scroll-mt-24">
              <h2 id={section.id} className="text-xl font-semibold text-ink-900">
                {i + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-7 text-ink-700">
                  {paragraph}
                </p>
              ))}
              {section.list && (
                <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-7 text-ink-700">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
