import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import {
  Activity,
  Boxes,
  FileText,
  Globe,
  Lightbulb,
  Network,
  Scale,
  SearchCheck,
  type LucideIcon,
} from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SectionHeading } from './section-heading';

const PlansStrip = lazy(() => import('./catalogue-sections').then((m) => ({ default: m.PlansStrip })));

const tools: { icon: LucideIcon; title: string; text: string; to: string }[] = [
  { icon: FileText, title: 'Business plan', text: 'A guided, 13-step plan you can share.', to: paths.toolBusinessPlan },
  {
    icon: Network,
    title: 'Organisation chart',
    text: 'Map roles and reporting lines as you hire.',
    to: paths.toolOrganisationalChart,
  },
  {
    icon: Lightbulb,
    title: 'Business name ideas',
    text: 'Names that fit, with domains to match.',
    to: paths.toolBusinessNameIdeas,
  },
  {
    icon: Scale,
    title: 'Legal agreements',
    text: 'Founder, hiring and customer templates.',
    to: paths.toolLegalAgreements,
  },
  { icon: SearchCheck, title: 'SEO audit', text: 'See how search engines read your site.', to: paths.toolSeoAudit },
  {
    icon: Activity,
    title: 'Financial health check',
    text: 'Runway, margins and growth at a glance.',
    to: paths.toolFinancialHealthCheck,
  },
  { icon: Globe, title: 'Domain check', text: 'Search names across popular extensions.', to: paths.toolDomainCheck },
  {
    icon: Boxes,
    title: 'Software tools',
    text: 'The right stack for each part of the job.',
    to: paths.toolSoftwareTools,
  },
];

export function ToolsGrid() {
  return (
    <section aria-labelledby="tools-title" className="py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="tools-title" eyebrow="Business tools" title="Tools that grow with your plan" align="center">
          Eight practical tools for the work after incorporation, included with startup plans that carry Tools.
        </SectionHeading>
        <ul className="mt-14 grid gap-px overflow-hidden rounded-3xl border border-ink-100 bg-ink-100 sm:grid-cols-2 lg:grid-cols-4">
          {tools.map(({ icon: Icon, title, text, to }) => (
            <li key={title} className="bg-white">
              <Link to={to} className="group flex h-full flex-col p-6 transition-colors hover:bg-ink-25 sm:p-7">
                <Icon className="size-6 text-brand-600" aria-hidden="true" />
                <span className="mt-4 font-semibold text-ink-900 group-hover:text-brand-700">{title}</span>
                <span className="mt-1.5 text-sm text-ink-600">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Suspense
          fallback={
            <div className="mt-10 flex justify-center">
              <Link to={paths.startupPackageFor('tools')} className={buttonClasses({ variant: 'outline' })}>
                See plans with Tools
              </Link>
            </div>
          }
        >
          <PlansStrip />
        </Suspense>
      </div>
    </section>
  );
}
