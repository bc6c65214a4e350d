import { Link } from 'react-router';
import { ArrowRight, Check, Circle, Globe, Sparkles } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const checklist = [
  { label: 'Company formed', detail: 'Private limited company', done: true },
  { label: 'Trade mark filed', detail: 'Word mark, class 9 and 42', done: true },
  { label: 'Domain and SSL secured', detail: 'acmerobotics.com', done: true },
  { label: 'Bookkeeping set up', detail: 'Monthly plan', done: false },
  { label: 'Business plan', detail: '13 steps, 8 done', done: false },
];

function LaunchChecklist() {
  const done = checklist.filter((step) => step.done).length;
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:mx-0 lg:ml-auto">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-linear-to-br from-brand-200/60 via-brand-100/40 to-transparent blur-2xl" />
      <div className="rounded-3xl border border-ink-100 bg-white p-6 shadow-xl sm:p-7 sm:pb-10">
        <div className="flex items-center justify-between gap-4">
          <div>
            <p className="text-xs font-medium text-ink-500">Launch checklist</p>
            <p className="mt-1 font-semibold text-ink-900">Acme Robotics Ltd</p>
          </div>
          <span className="rounded-full bg-success-50 px-2.5 py-1 text-xs font-semibold text-success-700 ring-1 ring-success-100">
            On track
          </span>
        </div>
        <div className="mt-5 h-2 overflow-hidden rounded-full bg-ink-100">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${(done / checklist.length) * 100}%` }} />
        </div>
        <p className="mt-2 text-xs text-ink-500">
          {done} of {checklist.length} steps complete
        </p>
        <ul className="mt-5 space-y-1">
          {checklist.map((step) => (
            <li key={step.label} className="flex items-center gap-3 rounded-xl px-2 py-2.5">
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full',
                  step.done ? 'bg-brand-600 text-white' : 'border border-ink-200 text-ink-300',
                )}
              >
                {step.done ? (
                  <Check className="size-4" strokeWidth={3} />
                ) : (
                  <Circle className="size-2.5 fill-current" />
                )}
              </span>
              <span className="min-w-0">
                <span className={cn('block text-sm font-medium', step.done ? 'text-ink-900' : 'text-ink-600')}>
                  {step.label}
                </span>
                <span className="block truncate text-xs text-ink-500">{step.detail}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute -bottom-9 -left-4 hidden items-center gap-3 rounded-2xl border border-ink-100 bg-white px-4 py-3 shadow-lg sm:flex lg:-left-10">
        <span className="flex size-9 items-center justify-center rounded-xl bg-success-50 text-success-600">
          <Globe className="size-5" />
        </span>
        <span>
          <span className="block text-xs text-ink-500">Domain registered</span>
          <span className="block text-sm font-semibold text-ink-900">acmerobotics.com</span>
        </span>
      </div>
    </div>
  );
}

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(70%_60%_at_15%_0%,var(--color-brand-50),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black,transparent_75%)] bg-[linear-gradient(to_right,var(--color-ink-100)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-ink-100)_1px,transparent_1px)] bg-[size:48px_48px] opacity-60"
      />
      <div className="container-page grid items-center gap-16 pt-14 pb-20 sm:pt-20 lg:grid-cols-[1.05fr_0.95fr] lg:pt-24 lg:pb-28">
        <div>
          <Link
            to={paths.buildStartup}
            className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white py-1 pr-3 pl-1 text-sm text-ink-700 shadow-xs transition-colors hover:border-brand-200"
          >
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
              <Sparkles className="size-3" aria-hidden="true" />
              New
            </span>
            The AI startup builder is here
            <ArrowRight className="size-3.5 text-ink-400" aria-hidden="true" />
          </Link>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance text-ink-950 sm:text-5xl lg:text-6xl"
          >
            From idea to incorporated, <span className="text-brand-600">all in one place.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-ink-600">
            Form your company, protect your brand, secure your domain and keep your books in order. Then let AI turn
            your idea into a plan that investors understand.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.buildStartup} className={buttonClasses({ size: 'lg', className: 'shadow-brand' })}>
              Build your startup
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to={paths.services} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              Explore services
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-600">
            {['Transparent prices in pounds', 'No paperwork to print', 'Help from real people'].map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check className="size-4 text-success-600" strokeWidth={2.5} aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <LaunchChecklist />
      </div>
    </section>
  );
}
