import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, ExternalLink, Info, TriangleAlert } from 'lucide-react';
import {
  SEO_SECTION_LABELS,
  SEO_SECTIONS,
  type TSeoAuditReport,
  type TSeoCheck,
  type TSeoFix,
} from '@launchpad/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { ScoreGauge } from './score-gauge';

const STATUS = {
  pass: { label: 'Pass', icon: CircleCheck, className: 'text-success-600' },
  warn: { label: 'Warning', icon: TriangleAlert, className: 'text-warning-600' },
  fail: { label: 'Fail', icon: CircleAlert, className: 'text-danger-600' },
  info: { label: 'Info', icon: Info, className: 'text-brand-600' },
} as const;

const PRIORITY: Record<TSeoFix['priority'], { label: string; tone: 'danger' | 'warning' | 'neutral' }> = {
  high: { label: 'High', tone: 'danger' },
  medium: { label: 'Medium', tone: 'warning' },
  low: { label: 'Low', tone: 'neutral' },
};

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const formatAuditDate = (iso: string) => dateTime.format(new Date(iso));

function CheckRow({ check }: { check: TSeoCheck }) {
  const status = STATUS[check.status];
  const Icon = status.icon;
  return (
    <li className="flex gap-3 py-3">
      <Icon className={cn('mt-0.5 size-5 shrink-0', status.className)} aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-medium text-ink-900">
          {check.label}
          <span className="sr-only">: {status.label}</span>
        </p>
        <p className="text-sm break-words text-ink-600">{check.detail}</p>
      </div>
    </li>
  );
}

function Card({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn('rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6', className)}>
      <h3 className="text-base font-semibold text-ink-900">{title}</h3>
      {children}
    </section>
  );
}

/** One audit: score, counts, the prioritised fixes, every check by section and the details found. */
export function AuditReport({ report }: { report: TSeoAuditReport }) {
  const counts = { pass: 0, warn: 0, fail: 0, info: 0 };
  report.checks.forEach((c) => counts[c.status]++);
  const { facts } = report;
  return (
    <article aria-labelledby="audit-report-title" className="space-y-6">
      <div className="flex flex-col items-center gap-6 rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:flex-row sm:p-6">
        <ScoreGauge score={report.score} />
        <div className="min-w-0 flex-1 text-center sm:text-left">
          <h2 id="audit-report-title" className="text-xl font-semibold text-ink-950">
            Audit of{' '}
            <a
              href={report.finalUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="break-all text-brand-700 hover:underline"
            >
              {report.finalUrl}
              <ExternalLink className="ml-1 inline size-4 align-[-2px]" aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </h2>
          <p className="mt-1 text-sm text-ink-500">Run {formatAuditDate(report.createdAt)}</p>
          {facts.redirects.length > 0 && (
            <p className="mt-1 text-sm break-all text-ink-500">Redirected from {report.url}</p>
          )}
          <ul className="mt-4 flex flex-wrap justify-center gap-2 sm:justify-start" aria-label="Summary">
            <li>
              <Badge tone="success">{counts.pass} passed</Badge>
            </li>
            <li>
              <Badge tone="warning">{counts.warn} warnings</Badge>
            </li>
            <li>
              <Badge tone="danger">{counts.fail} failed</Badge>
            </li>
          </ul>
        </div>
      </div>

      <Card title="What to fix first">
        {report.fixes.length === 0 ? (
          <p className="mt-3 text-ink-600">Nothing to fix: every check passed. Well done.</p>
        ) : (
          <ol className="mt-3 divide-y divide-ink-100" aria-label="Fix list, most important first">
            {report.fixes.map((fix) => (
              <li key={fix.checkId} className="flex flex-col gap-1.5 py-3 sm:flex-row sm:gap-4">
                <div className="sm:w-20 sm:shrink-0">
                  <Badge tone={PRIORITY[fix.priority].tone}>
                    {PRIORITY[fix.priority].label}
                    <span className="sr-only"> priority</span>
                  </Badge>
                </div>
                <div className="min-w-0">
                  <p className="font-medium text-ink-900">{fix.title}</p>
                  <p className="mt-0.5 text-sm break-words text-ink-600">{fix.advice}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        {SEO_SECTIONS.map((section) => {
          const checks = report.checks.filter((c) => c.section === section);
          if (checks.length === 0) return null;
          return (
            <Card key={section} title={SEO_SECTION_LABELS[section]}>
              <ul className="mt-1 divide-y divide-ink-100">
                {checks.map((check) => (
                  <CheckRow key={check.id} check={check} />
                ))}
              </ul>
            </Card>
          );
        })}
      </div>

      <Card title="Details">
        <dl className="mt-3 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
          <Detail term="Headings outline">
            {facts.headings.length === 0 ? (
              'None'
            ) : (
              <ul className="space-y-0.5">
                {facts.headings.slice(0, 15).map((h, i) => (
                  <li key={i} style={{ paddingLeft: `${(h.level - 1) * 0.75}rem` }} className="truncate">
                    <span className="font-mono text-xs text-ink-400">h{h.level}</span> {h.text || '(empty)'}
                  </li>
                ))}
              </ul>
            )}
          </Detail>
          <Detail term="Open Graph">
            {Object.keys(facts.openGraph).length === 0 ? (
              'None'
            ) : (
              <ul className="space-y-0.5">
                {Object.entries(facts.openGraph)
                  .slice(0, 8)
                  .map(([key, value]) => (
                    <li key={key} className="truncate">
                      <span className="font-mono text-xs text-ink-400">{key}</span> {value}
                    </li>
                  ))}
              </ul>
            )}
          </Detail>
          <Detail term="Canonical">{facts.canonical ?? 'None'}</Detail>
          <Detail term="Links">
            {facts.links.internal} internal, {facts.links.external} external; {facts.links.checked} checked
            {facts.links.broken.length > 0 && (
              <ul className="mt-1 space-y-0.5 text-danger-700">
                {facts.links.broken.map((b) => (
                  <li key={b.url} className="break-all">
                    {b.url} ({b.status})
                  </li>
                ))}
              </ul>
            )}
          </Detail>
          <Detail term="Images without alt text">
            {facts.images.withoutAlt} of {facts.images.total}
            {facts.images.sample.length > 0 && (
              <ul className="mt-1 space-y-0.5 text-ink-500">
                {facts.images.sample.slice(0, 5).map((src, i) => (
                  <li key={i} className="truncate">
                    {src}
                  </li>
                ))}
              </ul>
            )}
          </Detail>
          <Detail term="Page weight">
            {Math.round(facts.weight.htmlBytes / 1024)} KB of HTML, {facts.weight.scripts} scripts,{' '}
            {facts.weight.stylesheets} stylesheets
          </Detail>
          <Detail term="Structured data">
            {facts.structuredData.blocks === 0
              ? 'None'
              : `${facts.structuredData.blocks} JSON-LD block(s)${facts.structuredData.types.length ? `: ${facts.structuredData.types.join(', ')}` : ''}`}
          </Detail>
          <Detail term="Sitemap">
            {facts.sitemap.found ? `${facts.sitemap.url} (${facts.sitemap.urls} addresses)` : 'Not found'}
          </Detail>
        </dl>
      </Card>
    </article>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-ink-800">{term}</dt>
      <dd className="mt-1 break-words text-ink-600">{children}</dd>
    </div>
  );
}
