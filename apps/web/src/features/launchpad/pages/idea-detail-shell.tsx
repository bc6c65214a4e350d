import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import type { TIdeaDetail } from '@launchpad/shared';
import { paths } from '@/config/paths';
import { IdeaBrief } from '../components/idea-brief';

/**
 * The frame of the lean canvas and brand wheel pages: back to the build, title, actions, and the brief
 * the page is written from, correctable here too (issue 18).
 */
export function IdeaDetailShell({
  id,
  title,
  prompt,
  idea,
  actions,
  children,
}: {
  id: string;
  title: string;
  prompt: string | null;
  idea?: TIdeaDetail | undefined;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container-page py-8 sm:py-12">
      <Link to={paths.buildStartupIdea(id)} className={buttonClasses({ variant: 'link', className: 'print:hidden' })}>
        <ArrowLeft aria-hidden="true" />
        Back to your startup
      </Link>
      <header className="mt-4 mb-6 flex flex-wrap items-end justify-between gap-4 sm:mb-8">
        <div className="min-w-0 max-w-3xl">
          <h1 className="text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
          {prompt && <p className="mt-1.5 line-clamp-3 text-ink-600 print:line-clamp-none">{prompt}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2 print:hidden">{actions}</div>}
      </header>
      {idea?.brief && (
        <div className="mb-6 print:hidden">
          <IdeaBrief idea={idea} compact />
        </div>
      )}
      {children}
    </div>
  );
}
