import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="py-20 sm:py-24">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-700 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(60%_80%_at_50%_0%,var(--color-brand-500),transparent)]"
          />
          <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
            Ready when you are
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-brand-100">
            Create a free account and start your launch checklist today. Pay only for what you choose.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.signup} className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              Create your account
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to={paths.startupPackage} className={buttonClasses({ variant: 'glass', size: 'lg' })}>
              Compare plans
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
