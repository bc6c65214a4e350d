import { Link } from 'react-router';
import { ArrowRight, BookOpen, Building2, Compass, LifeBuoy, Rocket } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

const suggestions = [
  { to: paths.services, icon: Building2, title: 'Services', text: 'Company formation, trade marks, domains and more.' },
  {
    to: paths.buildStartup,
    icon: Rocket,
    title: 'Build your startup',
    text: 'Turn an idea into a plan with the AI builder.',
  },
  { to: paths.learn, icon: BookOpen, title: 'Learn', text: 'Guides, articles and tips for founders.' },
  { to: paths.contact, icon: LifeBuoy, title: 'Contact us', text: 'Tell us what you were looking for.' },
];

/** /404: where unknown addresses end up (SPEC §2). */
export default function NotFoundPage() {
  return (
    <section className="container-page py-16 sm:py-24" aria-labelledby="page-title">
      <div className="mx-auto max-w-2xl text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <Compass className="size-7" aria-hidden="true" />
        </div>
        <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700">Error 404</p>
        <h1 id="page-title" className="mt-2 text-4xl font-semibold text-balance text-ink-900 sm:text-5xl">
          This page has drifted off course
        </h1>
        <p className="mt-4 text-lg text-pretty text-ink-600">
          The address may be mistyped, or the page may have moved. Here are a few places to pick up from.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.home} className={buttonClasses({ size: 'lg' })}>
            Back to home
          </Link>
          <Link to={paths.contact} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            Contact support
          </Link>
        </div>
      </div>

      <ul className="mx-auto mt-16 grid max-w-4xl gap-4 sm:grid-cols-2">
        {suggestions.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-2xl border border-ink-100 bg-white p-5 shadow-xs transition hover:border-brand-200 hover:shadow-md"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ink-50 text-ink-700 group-hover:bg-brand-50 group-hover:text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1.5 font-semibold text-ink-900">
                  {title}
                  <ArrowRight
                    className="size-4 text-ink-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-600"
                    aria-hidden="true"
                  />
                </span>
                <span className="mt-1 block text-sm text-ink-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
