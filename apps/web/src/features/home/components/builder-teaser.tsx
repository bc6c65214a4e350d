import { Link } from 'react-router';
import {
  ArrowRight,
  CalendarDays,
  Compass,
  FlaskConical,
  Gift,
  Globe,
  HandCoins,
  LayoutGrid,
  Megaphone,
  type LucideIcon,
} from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SectionHeading } from './section-heading';

const outputs: { icon: LucideIcon; label: string }[] = [
  { icon: LayoutGrid, label: 'Lean canvas' },
  { icon: Compass, label: 'Brand wheel' },
  { icon: Megaphone, label: 'Elevator pitch' },
  { icon: Globe, label: 'Names & domains' },
  { icon: FlaskConical, label: 'Validation experiments' },
  { icon: HandCoins, label: 'Matching investors' },
  { icon: CalendarDays, label: 'Events & communities' },
  { icon: Gift, label: 'Founder perks' },
];

const examples = [
  'Refurbished office furniture',
  'AI tutor for GCSE maths',
  'Zero-waste pet food',
  'Booking app for barbers',
];

/** A preview of the AI builder. The input is for show: the real one lives on /build-startup. */
export function BuilderTeaser() {
  return (
    <section aria-labelledby="builder-title" className="relative isolate overflow-hidden bg-ink-950 py-20 sm:py-28">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50%_60%_at_85%_10%,rgb(109_99_241/0.35),transparent),radial-gradient(40%_50%_at_0%_100%,rgb(109_99_241/0.2),transparent)]"
      />
      <div className="container-page grid items-center gap-14 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="builder-title"
            eyebrow="AI startup builder"
            title="Describe your idea. Get a company plan in minutes."
            inverted
          >
            Type one sentence about your business. Launchpad drafts the plan, names the company, checks the domains and
            lines up the people who can help.
          </SectionHeading>

          <form
            className="mt-8 rounded-2xl bg-white/5 p-2 ring-1 ring-white/10 backdrop-blur"
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor="home-idea" className="sr-only">
              Your business idea
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id="home-idea"
                type="text"
                maxLength={500}
                placeholder="e.g. A subscription service for refurbished office furniture"
                className="h-12 w-full min-w-0 rounded-xl sm:flex-1 border-0 bg-white px-4 text-ink-900 placeholder:text-ink-400 focus-visible:outline-2 focus-visible:outline-brand-400"
              />
              <Link to={paths.buildStartup} className={buttonClasses({ size: 'lg', className: 'shadow-brand' })}>
                Build my startup
                <ArrowRight aria-hidden="true" />
              </Link>
            </div>
          </form>
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-ink-400">Try:</span>
            {examples.map((example) => (
              <Link
                key={example}
                to={paths.buildStartup}
                className="rounded-full bg-white/5 px-3 py-1 text-ink-200 ring-1 ring-white/10 transition-colors hover:bg-white/10 hover:text-white"
              >
                {example}
              </Link>
            ))}
          </div>
        </div>

        <div className="rounded-3xl bg-white/[0.03] p-6 ring-1 ring-white/10 sm:p-8">
          <p className="text-sm font-medium text-ink-300">What you get back</p>
          <ul className="mt-5 grid grid-cols-2 gap-3">
            {outputs.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-3 rounded-xl bg-white/5 p-3 ring-1 ring-white/10">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-500/15 text-brand-300">
                  <Icon className="size-[18px]" aria-hidden="true" />
                </span>
                <span className="text-sm font-medium text-white">{label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
