import { useState } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { ExternalLink, Link2, PanelsTopLeft, X } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBuilderSlots } from '../slots';
import { URL_COPY, copyText } from './copy-button';

/**
 * SPEC §2: the "Generated Landing page" button, opening the standalone page in a full-screen frame
 * with Close, a link to open or copy it, and Publish (issue 24) when the app provides it. It sits in
 * the idea banner rather than floating over the page: fixed in a corner it covered the example ideas
 * on phones and the banner on desktops.
 */
export function LandingOverlay({ ideaId, query }: { ideaId: string; query: string }) {
  const [open, setOpen] = useState(false);
  const { Publish } = useBuilderSlots();
  const href = paths.buildStartupLandingPage(ideaId);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger className="inline-flex shrink-0 items-center justify-center gap-2 rounded-full bg-white py-2.5 pr-5 pl-4 text-sm font-semibold text-ink-900 shadow-sm transition-colors hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none print:hidden">
        <PanelsTopLeft className="size-5" aria-hidden="true" />
        Generated Landing page
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-950/60" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col bg-white focus:outline-none sm:inset-3 sm:overflow-hidden sm:rounded-2xl sm:shadow-xl"
          aria-describedby={undefined}
        >
          <div className="flex items-center gap-2 border-b border-ink-100 px-3 py-2 sm:px-4">
            <DialogPrimitive.Title className="min-w-0 flex-1 truncate text-sm font-semibold text-ink-900">
              Generated Landing page
            </DialogPrimitive.Title>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void copyText(new URL(href, window.location.origin).toString(), URL_COPY)}
            >
              <Link2 aria-hidden="true" />
              <span className="hidden sm:inline">Copy link</span>
              <span className="sr-only sm:hidden">Copy link</span>
            </Button>
            <a href={href} target="_blank" rel="noreferrer" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              <ExternalLink aria-hidden="true" />
              <span className="hidden sm:inline">Open in new tab</span>
              <span className="sr-only sm:hidden">Open in new tab</span>
            </a>
            {Publish && <Publish ideaId={ideaId} query={query} tone="light" />}
            <DialogPrimitive.Close className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              <X aria-hidden="true" />
              Close
            </DialogPrimitive.Close>
          </div>
          <iframe title="Generated landing page" src={href} className="min-h-0 w-full flex-1 border-0 bg-white" />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
