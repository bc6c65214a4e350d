import { useId, useState, type FormEvent } from 'react';
import { GitCompareArrows, History, RotateCcw, Wand2 } from 'lucide-react';
import { IDEA_MAX_LENGTH, LAUNCHPAD_MESSAGES, checkIdea, type TIdeaDetail, type TIdeaVersion } from '@launchpad/shared';
import { formatDateTime } from '@launchpad/shared/domain/dates';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useAddQueryMutation, useRestoreVersionMutation } from '../api';
import { builderFailure } from '../builder-rules';
import { useBuilderFailure } from '../use-builder-failure';

function VersionCompare({ current, other }: { current: TIdeaVersion; other: TIdeaVersion }) {
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2" aria-live="polite">
      {[other, current].map((version) => (
        <div key={version.version} className="rounded-lg border border-ink-100 bg-white p-3">
          <p className="text-xs font-semibold text-ink-500">
            Version {version.version}
            {version === current && ' (current)'} · {version.sections.length} sections built
          </p>
          <p className="mt-1.5 text-sm whitespace-pre-line text-ink-800">{version.prompt}</p>
        </div>
      ))}
    </div>
  );
}

/**
 * Refine the idea with a follow-up (addQuery): the affected sections are built again as a new
 * version; earlier versions stay, to compare and restore (issue 7, "beyond the peers").
 */
export function RefinePanel({ idea }: { idea: TIdeaDetail }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Never cut silently (issue 18): too long is said as it happens.
  const error = text.trim().length > IDEA_MAX_LENGTH ? LAUNCHPAD_MESSAGES.tooLong : submitError;
  const [comparing, setComparing] = useState<number | null>(null);
  const [addQuery, { isLoading: refining }] = useAddQueryMutation();
  const [restore, { isLoading: restoring, originalArgs }] = useRestoreVersionMutation();
  const fail = useBuilderFailure();
  const current = idea.versions.find((version) => version.version === idea.version);
  const compared = idea.versions.find((version) => version.version === comparing);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkIdea(text);
    if (!checked.ok) {
      setSubmitError(checked.message);
      return;
    }
    setSubmitError(null);
    try {
      const refined = await addQuery({ id: idea.idea_id, query: checked.query }).unwrap();
      setText('');
      void notify.success(`Idea refined: version ${refined.version} is being built.`);
    } catch (cause) {
      const status = typeof cause === 'object' && cause !== null && 'status' in cause ? cause.status : null;
      if (status === 400) setSubmitError(builderFailure(cause).message);
      else fail(cause);
    }
  };

  const restoreVersion = async (version: number) => {
    try {
      await restore({ id: idea.idea_id, version }).unwrap();
      setComparing(null);
      void notify.success(`Version ${version} restored.`);
    } catch (cause) {
      fail(cause);
    }
  };

  return (
    <section aria-labelledby="refine-title" className="rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6">
      <h2 id="refine-title" className="flex items-center gap-2 font-semibold text-ink-900">
        <Wand2 className="size-4 text-brand-600" aria-hidden="true" />
        Refine this idea
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          What should change?
        </label>
        <input
          id={inputId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setSubmitError(null);
          }}
          placeholder="e.g. Focus on corporate customers, and sell in Manchester too"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="h-10 w-full min-w-0 rounded-lg border border-ink-200 px-3 text-sm placeholder:text-ink-400 sm:flex-1 focus:border-brand-400 focus:ring-4 focus:ring-brand-100 focus:outline-none"
        />
        <Button type="submit" variant="secondary" loading={refining}>
          Refine
        </Button>
      </form>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}

      {idea.versions.length > 1 && (
        <div className="mt-5">
          <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">
            <History className="size-3.5" aria-hidden="true" />
            Versions
          </h3>
          <ol className="mt-2 divide-y divide-ink-100 rounded-xl border border-ink-100">
            {[...idea.versions].reverse().map((version) => {
              const isCurrent = version.version === idea.version;
              return (
                <li key={version.version} className={cn('px-3 py-2.5', isCurrent && 'bg-brand-50/60')}>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                    <span className="text-sm font-semibold text-ink-900">v{version.version}</span>
                    <span className="min-w-0 flex-1 truncate text-sm text-ink-700">
                      {version.refinement ?? 'Original idea'}
                    </span>
                    <span className="text-xs text-ink-500">{formatDateTime(version.createdAt)}</span>
                    {isCurrent ? (
                      <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                        Current
                      </span>
                    ) : (
                      <span className="flex gap-1.5">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-expanded={comparing === version.version}
                          onClick={() => setComparing(comparing === version.version ? null : version.version)}
                        >
                          <GitCompareArrows aria-hidden="true" />
                          Compare<span className="sr-only"> version {version.version} with the current one</span>
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          loading={restoring && originalArgs?.version === version.version}
                          onClick={() => void restoreVersion(version.version)}
                        >
                          <RotateCcw aria-hidden="true" />
                          Restore<span className="sr-only"> version {version.version}</span>
                        </Button>
                      </span>
                    )}
                  </div>
                  {comparing === version.version && current && compared && (
                    <VersionCompare current={current} other={compared} />
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </section>
  );
}
