import type { TLegalDocument, TLegalParagraph } from '@launchpad/shared';

function Segments({ paragraph }: { paragraph: TLegalParagraph }) {
  return paragraph.map((segment, index) => {
    if (segment.kind === 'text') return <span key={index}>{segment.text}</span>;
    if (segment.value !== null) {
      return (
        <mark key={index} className="rounded-sm bg-brand-50 px-0.5 text-inherit [box-decoration-break:clone]">
          {segment.value}
        </mark>
      );
    }
    return (
      <span
        key={index}
        className="rounded-sm border border-dashed border-warning-500 bg-warning-50 px-1 font-sans text-[0.8em] text-warning-700 [box-decoration-break:clone]"
      >
        <span className="sr-only">Not filled in yet: </span>[{segment.label}]
      </span>
    );
  });
}

/** The document as it will print, updated as you type; empty fields are marked in place. */
export function LegalPreview({ document }: { document: TLegalDocument }) {
  return (
    <article
      aria-label={`Preview of ${document.title}`}
      className="rounded-xl border border-ink-100 bg-white px-5 py-6 font-serif text-[0.9375rem] leading-relaxed text-ink-900 shadow-sm sm:px-10 sm:py-10"
    >
      <h2 className="text-center text-lg font-bold tracking-wide uppercase">{document.title}</h2>
      <div className="mt-6 space-y-3">
        {document.preamble.map((paragraph, index) => (
          <p key={index}>
            <Segments paragraph={paragraph} />
          </p>
        ))}
      </div>
      {document.sections.map((section) => (
        <section key={section.heading} className="mt-6">
          <h3 className="font-bold">{section.number ? `${section.number}. ${section.heading}` : section.heading}</h3>
          <div className="mt-2 space-y-2 sm:text-justify">
            {section.paragraphs.map((paragraph, index) => (
              <p key={index} className={section.number && section.paragraphs.length > 1 ? 'flex gap-3' : undefined}>
                {section.number && section.paragraphs.length > 1 && (
                  <span className="shrink-0 tabular-nums">{`${section.number}.${index + 1}`}</span>
                )}
                <span>
                  <Segments paragraph={paragraph} />
                </span>
              </p>
            ))}
          </div>
        </section>
      ))}
      {document.signatures.length > 0 && (
        <div className="mt-10 grid gap-8 sm:grid-cols-2">
          {document.signatures.map((signature, index) => (
            <div key={index}>
              <p className="font-bold">
                <Segments paragraph={signature} />
              </p>
              <div className="mt-8 border-b border-ink-400" aria-hidden="true" />
              <p className="mt-1 font-sans text-xs text-ink-500">Signature, name, title and date</p>
            </div>
          ))}
        </div>
      )}
    </article>
  );
}
