import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { paths } from '@/config/paths';
import type { TFaqDocument } from '../documents/types';
import { DocumentHeader } from './document-header';

/** schema.org FAQPage for search engines: every question with its answer. */
export function faqStructuredData(document: TFaqDocument) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: document.groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
      })),
    ),
  };
}

/** JSON for a <script> element: "<" escaped so a value cannot close the tag. */
const jsonLd = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/** SSL and ID Protect FAQs: grouped questions that open in place (native details/summary, keyboard friendly). */
export function FaqDocument({ document, eyebrow }: { document: TFaqDocument; eyebrow: string }) {
  return (
    <div className="container-page py-12 sm:py-16">
      <DocumentHeader eyebrow={eyebrow} title={document.title}>
        <p>{document.intro}</p>
      </DocumentHeader>
      <div className="mt-10 max-w-3xl space-y-10">
        {document.groups.map((group) => (
          <section key={group.heading} aria-label={group.heading}>
            <h2 className="text-xl font-semibold text-ink-900">{group.heading}</h2>
            <div className="mt-4 divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white shadow-xs">
              {group.items.map((item) => (
                <details key={item.question} className="group px-5 py-4 sm:px-6">
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded font-medium text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                    <h3 className="text-base">{item.question}</h3>
                    <ChevronDown
                      className="mt-0.5 size-5 shrink-0 text-ink-400 transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    />
                  </summary>
                  {item.answer.map((paragraph) => (
                    <p key={paragraph} className="mt-3 leading-7 text-ink-700">
                      {paragraph}
                    </p>
                  ))}
                </details>
              ))}
            </div>
          </section>
        ))}
        <p className="text-ink-600">
          Still have a question?{' '}
          <Link to={paths.contact} className="font-medium text-brand-700 hover:underline">
            Contact us
          </Link>{' '}
          and we will reply within one business day.
        </p>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(faqStructuredData(document)) }} />
    </div>
  );
}
