import { Link, useLocation } from 'react-router';
import { ArrowRight, UploadCloud } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { publishReturnPath, readPendingPublish } from './pending-publish';

/**
 * The way back to publishing after buying a domain for a landing page (issue 24 §1): on the page that
 * thanks for the order, a call to carry on, which reopens the Publish dialog where the founder left it
 * with the new domain chosen. Mounted by the auth layout (where checkout ends); renders nothing elsewhere.
 */
export function ResumePendingPublish() {
  const { pathname } = useLocation();
  if (pathname !== paths.thankyou) return null;
  const pending = readPendingPublish();
  if (!pending) return null;
  return (
    <section
      aria-labelledby="resume-publish-heading"
      className="mb-8 flex flex-col gap-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:flex-row sm:items-center"
    >
      <UploadCloud className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="resume-publish-heading" className="font-semibold text-ink-900">
          Your landing page is waiting
        </h2>
        <p className="text-sm text-ink-700">
          Your order is paid: carry on publishing your landing page on your new domain.
        </p>
      </div>
      <Link to={publishReturnPath(pending)} className={buttonClasses()}>
        Continue publishing
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
