import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useCurrentYear } from '@/lib/current-year';
import { footerNav, legalNav } from './nav-items';

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="border-t border-ink-100 bg-ink-25">
      <div className="container-page py-14">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_3fr]">
          <div className="max-w-xs">
            <Link to={paths.home} aria-label="Launchpad home" className="inline-block rounded-lg">
              <Logo />
            </Link>
            <p className="mt-4 text-sm text-ink-600">
              Company formation, trade marks, domains, bookkeeping and an AI startup builder: everything a founder
              needs, in one place.
            </p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {footerNav.map((group) => (
              <div key={group.heading}>
                <h2 className="text-sm font-semibold text-ink-900">{group.heading}</h2>
                <ul className="mt-4 space-y-3">
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} className="text-sm text-ink-600 transition-colors hover:text-ink-900">
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-ink-200 pt-8 text-sm text-ink-500 md:flex-row md:items-center md:justify-between">
          <p>© {year} Launchpad. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalNav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="transition-colors hover:text-ink-900">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
