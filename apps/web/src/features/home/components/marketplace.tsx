import { Link } from 'react-router';
import {
  ArrowRight,
  Building2,
  Calculator,
  Fingerprint,
  Globe,
  Lock,
  Rocket,
  Stamp,
  type LucideIcon,
} from 'lucide-react';
import { COUNTRIES } from '@launchpad/shared/domain/countries';
import { paths } from '@/config/paths';
import { SectionHeading } from './section-heading';

type TCategory = { icon: LucideIcon; title: string; text: string; to: string };

const categories: TCategory[] = [
  {
    icon: Building2,
    title: 'Company formation',
    text: `Incorporate in ${COUNTRIES.length} countries, including every US state, with registered office options.`,
    to: paths.serviceDialog('companyFormation'),
  },
  {
    icon: Stamp,
    title: 'Trade marks',
    text: 'Protect your name and logo where you trade, filed by specialists.',
    to: paths.serviceDialog('tradeMark'),
  },
  {
    icon: Calculator,
    title: 'Bookkeeping & accounting',
    text: 'Monthly bookkeeping, annual accounts and tax returns, done for you.',
    to: paths.serviceDialog('bookkeeping'),
  },
  {
    icon: Globe,
    title: 'Domains',
    text: 'Find and register the right name, then manage DNS in one dashboard.',
    to: paths.services,
  },
  {
    icon: Lock,
    title: 'SSL certificates',
    text: 'Padlock-ready certificates, issued and renewed without the jargon.',
    to: paths.sslFaqs,
  },
  {
    icon: Fingerprint,
    title: 'ID protection',
    text: 'Keep your personal details out of public domain records.',
    to: paths.idProtectFaqs,
  },
  {
    icon: Rocket,
    title: 'Startup plans',
    text: 'Memberships that bundle tools, the AI builder and partner perks.',
    to: paths.startupPackage,
  },
];

export function Marketplace() {
  return (
    <section aria-labelledby="marketplace-title" className="border-t border-ink-100 bg-ink-25 py-20 sm:py-28">
      <div className="container-page">
        <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading id="marketplace-title" eyebrow="Marketplace" title="Everything a new company needs">
            Buy the essentials from one place, with clear prices and a single checkout.
          </SectionHeading>
          <Link
            to={paths.services}
            className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            Browse all services
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map(({ icon: Icon, title, text, to }) => (
            <li key={title}>
              <Link
                to={to}
                className="group grid h-full grid-cols-[auto_1fr] gap-x-4 rounded-2xl border border-ink-100 bg-white p-5 shadow-xs transition duration-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg sm:flex sm:flex-col sm:p-6"
              >
                <span className="row-span-2 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="font-semibold text-ink-900 sm:mt-5">{title}</span>
                <span className="mt-1 flex-1 text-sm text-ink-600 sm:mt-2">{text}</span>
                <span className="mt-5 hidden items-center gap-1 text-sm font-medium text-brand-700 sm:inline-flex">
                  Learn more
                  <ArrowRight
                    className="size-3.5 transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </span>
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={paths.contact}
              className="flex h-full flex-col justify-between rounded-2xl bg-ink-900 p-6 text-white shadow-md transition hover:bg-ink-800"
            >
              <span className="font-semibold">Not sure where to start?</span>
              <span className="mt-2 text-sm text-ink-300">
                Tell us about your company and we will suggest the right bundle.
              </span>
              <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold">
                Talk to us
                <ArrowRight className="size-3.5" aria-hidden="true" />
              </span>
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
