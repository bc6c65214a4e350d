import { Link2, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';

/** SPEC §8: what copying a link says. */
export const COPY_MESSAGES = { success: 'URL copied to clipboard!', failure: 'Failed to copy URL' } as const;

/** Copies `url` and says whether it worked (SPEC §8). */
export async function copyLink(url: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available.');
    await navigator.clipboard.writeText(url);
    void notify.success(COPY_MESSAGES.success);
    return true;
  } catch (error) {
    console.warn('Copying the link failed.', error);
    void notify.error(COPY_MESSAGES.failure);
    return false;
  }
}

const linkClasses =
  'inline-flex size-10 items-center justify-center rounded-lg border border-ink-200 bg-white text-ink-700 shadow-xs hover:border-ink-300 hover:bg-ink-50 hover:text-ink-900';

function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.42v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}

function XIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
      <path d="M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.4l-5.8-7.58-6.63 7.58H.49l8.6-9.83L0 1.15h7.59l5.24 6.93 6.07-6.93Zm-1.29 19.5h2.04L6.49 3.24H4.3l13.31 17.41Z" />
    </svg>
  );
}

type TShareButtonsProps = {
  /** What is shared: the page's title, used as the post text and mail subject. */
  title: string;
  /** The address to share; this page's by default. */
  url?: string;
};

/** Copy link, and share to LinkedIn, X or by email (plain links, nothing loaded from them). */
export function ShareButtons({ title, url }: TShareButtonsProps) {
  const href = url ?? (typeof window === 'undefined' ? '' : window.location.href);
  const encodedUrl = encodeURIComponent(href);
  const encodedTitle = encodeURIComponent(title);
  return (
    <div role="group" aria-label="Share" className="flex flex-wrap items-center gap-2">
      <Button variant="outline" onClick={() => void copyLink(href)}>
        <Link2 aria-hidden="true" />
        Copy link
      </Button>
      <a
        className={linkClasses}
        href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Share on LinkedIn (opens in a new tab)"
      >
        <LinkedInIcon />
      </a>
      <a
        className={linkClasses}
        href={`https://x.com/intent/post?url=${encodedUrl}&text=${encodedTitle}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Share on X (opens in a new tab)"
      >
        <XIcon />
      </a>
      <a
        className={linkClasses}
        href={`mailto:?subject=${encodedTitle}&body=${encodedUrl}`}
        aria-label="Share by email"
      >
        <Mail className="size-4" aria-hidden="true" />
      </a>
    </div>
  );
}
