import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CalendarDays, Gift, HandCoins, Users, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import { SectionHeading } from './section-heading';

const LatestContent = lazy(() => import('./latest-content').then((m) => ({ default: m.LatestContent })));

const areas: { icon: LucideIcon; title: string; text: string; to: string }[] = [
  { icon: Users, title: 'Communities', text: 'Founder groups by industry and stage.', to: paths.community },
  { icon: HandCoins, title: 'Investors', text: 'Angels and funds backing early teams.', to: paths.investors },
  { icon: CalendarDays, title: 'Events', text: 'Meetups, workshops and demo days.', to: paths.events },
  { icon: Gift, title: 'Perks', text: 'Credits and discounts from partners.', to: paths.perks },
];

const reading = [
  { label: 'Guides', to: paths.guide },
  { label: 'Blog', to: paths.blog },
  { label: 'Tips & tricks', to: paths.tipsAndTricks },
  { label: 'Learn', to: paths.learn },
];

export function Community() {
  return (
    <section aria-labelledby="community-title" className="border-t border-ink-100 bg-ink-25 py-20 sm:py-28">
      <div className="container-page grid gap-14 lg:grid-cols-[0.9fr_1.1fr] lg:items-center">
        <div>
          <SectionHeading id="community-title" eyebrow="Community" title="You are not building alone">
            Meet founders a step ahead, find investors who back your stage, and learn from people who have done it.
          </SectionHeading>
          <ul className="mt-8 flex flex-wrap gap-2">
            {reading.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="inline-flex items-center gap-1.5 rounded-full border border-ink-200 bg-white px-4 py-2 text-sm font-medium text-ink-700 transition-colors hover:border-brand-200 hover:text-brand-700"
                >
                  {item.label}
                  <ArrowRight className="size-3.5" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {areas.map(({ icon: Icon, title, text, to }) => (
            <li key={title}>
              <Link
                to={to}
                className="group flex h-full items-start gap-4 rounded-2xl border border-ink-100 bg-white p-6 shadow-xs transition hover:border-brand-200 hover:shadow-md"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-white group-hover:bg-brand-600">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold text-ink-900">{title}</span>
                  <span className="mt-1 block text-sm text-ink-600">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="container-page mt-14">
        <Suspense fallback={null}>
          <LatestContent />
        </Suspense>
      </div>
    </section>
  );
}
