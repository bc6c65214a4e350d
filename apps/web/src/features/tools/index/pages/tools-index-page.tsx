import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Activity,
  ArrowRight,
  Boxes,
  FileText,
  Globe,
  Lightbulb,
  Lock,
  Network,
  Scale,
  SearchCheck,
  Sparkles,
} from 'lucide-react';
import { BUSINESS_TOOLS, type TBusinessToolSlug } from '@launchpad/shared/contracts/tools';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useAppSelector } from '@/app/hooks';

const ICONS: Record<TBusinessToolSlug, ReactNode> = {
  'organisational-chart': <Network aria-hidden="true" />,
  'business-plan': <FileText aria-hidden="true" />,
  'business-name-ideas': <Lightbulb aria-hidden="true" />,
  'legal-agreements': <Scale aria-hidden="true" />,
  'seo-audit': <SearchCheck aria-hidden="true" />,
  'software-tools': <Boxes aria-hidden="true" />,
  'financial-health-check': <Activity aria-hidden="true" />,
  'domain-check': <Globe aria-hidden="true" />,
};

/**
 * /tools (SPEC §1, §2): a card per business tool. With the plan's `tools` flag each opens its tool;
 * without it the cards are locked and lead to the startup package page with tools preselected.
 */
export default function ToolsIndexPage() {
  const signedIn = useAppSelector((state) => state.auth.user !== null);
  const unlocked = useAppSelector((state) => state.auth.user?.planType?.tools === true);
  const unlockTo = paths.startupPackageFor('tools');

  return (
    <div className="container-page py-10 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-6">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
            <Sparkles className="size-4" aria-hidden="true" />
            Business tools
          </p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">
            Everything you need to get going
          </h1>
          <p className="mt-3 text-ink-600">
            Plan, name, protect and run your startup with eight tools included in plans with Business tools.
          </p>
        </div>
        {unlocked ? (
          <Badge tone="success" className="px-3 py-1 text-sm">
            Included in your plan
          </Badge>
        ) : (
          <Link to={unlockTo} className={buttonClasses({ size: 'lg' })}>
            <Lock aria-hidden="true" />
            Unlock all tools
          </Link>
        )}
      </header>

      {!unlocked && (
        <p className="mt-6 max-w-2xl rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800 ring-1 ring-brand-100 ring-inset">
          {signedIn
            ? 'Your current plan does not include Business tools. Choose a plan with Business tools to open them.'
            : 'Sign in with a plan that includes Business tools, or choose a plan to unlock them.'}
        </p>
      )}

      <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Business tools">
        {BUSINESS_TOOLS.map((tool) => (
          <li key={tool.slug}>
            <Link
              to={unlocked ? paths.tool(tool.slug) : unlockTo}
              aria-label={unlocked ? `${tool.name}: open` : `${tool.name}: locked, unlock with a plan`}
              className={cn(
                'group flex h-full flex-col rounded-2xl border bg-white p-5 shadow-xs transition duration-150 focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none',
                unlocked
                  ? 'border-ink-100 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md'
                  : 'border-ink-100 hover:border-ink-200',
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <span
                  className={cn(
                    'flex size-11 items-center justify-center rounded-xl [&_svg]:size-5',
                    unlocked ? 'bg-brand-50 text-brand-700' : 'bg-ink-50 text-ink-400',
                  )}
                >
                  {ICONS[tool.slug]}
                </span>
                {unlocked ? (
                  <Badge tone="success">Unlocked</Badge>
                ) : (
                  <Badge tone="neutral">
                    <Lock className="size-3" aria-hidden="true" />
                    Locked
                  </Badge>
                )}
              </div>
              <h2 className="mt-4 font-semibold text-ink-900">{tool.name}</h2>
              <p className="mt-1 flex-1 text-sm text-ink-600">{tool.summary}</p>
              <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                {unlocked ? 'Open tool' : 'Unlock with a plan'}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
