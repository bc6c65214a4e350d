import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronRight, History, Lightbulb } from 'lucide-react';
import { formatDate } from '@launchpad/shared/domain/dates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { usePreviousIdeasQuery } from '../api';
import { BUILDER_MESSAGES } from '../builder-rules';

function IdeasList({ onPick }: { onPick: () => void }) {
  const { data, error, isLoading, refetch } = usePreviousIdeasQuery();
  if (isLoading) {
    return (
      <div role="status" className="mt-5 space-y-2">
        <span className="sr-only">Loading your previous ideas…</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 rounded-xl" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <Alert
        tone="error"
        title={BUILDER_MESSAGES.previousFailed}
        className="mt-5"
        action={
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!data || data.length === 0) {
    return (
      <EmptyState icon={<Lightbulb />} title={BUILDER_MESSAGES.noPrevious} className="mt-5">
        Ideas you build appear here, newest first.
      </EmptyState>
    );
  }
  return (
    <ul className="mt-5 max-h-[60vh] divide-y divide-ink-100 overflow-y-auto rounded-xl border border-ink-100">
      {data.map((idea) => (
        <li key={idea.idea_id}>
          <Link
            to={paths.buildStartupIdea(idea.idea_id)}
            onClick={onPick}
            className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-ink-50 focus-visible:bg-brand-50 focus-visible:outline-none"
          >
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 text-sm font-medium text-ink-900">{idea.query}</span>
              <span className="mt-0.5 block text-xs text-ink-500">
                {formatDate(idea.createdAt)}
                {idea.version > 1 && ` · version ${idea.version}`}
              </span>
            </span>
            <ChevronRight className="size-4 shrink-0 text-ink-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 "Your Previous Ideas" popup (signed-in visitors): newest first, each opens its build. */
export function PreviousIdeasButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <History aria-hidden="true" />
        Your Previous Ideas
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-xl">
          <DialogTitle>Your Previous Ideas</DialogTitle>
          <DialogDescription>Open an idea to see everything built for it.</DialogDescription>
          {/* Mounted only while open: the list is asked for each time the popup opens (SPEC §7). */}
          {open && <IdeasList onPick={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
