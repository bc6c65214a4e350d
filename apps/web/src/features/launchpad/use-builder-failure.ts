import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { builderFailure } from './builder-rules';
import type { TApiError } from '@/lib/api';

/** Where SPEC §8 sends the visitor on "Please Subscribe" or "Monthly limit reached". */
export const BUILDER_PLANS_PATH = paths.startupPackageFor('build_startup_ai');

/**
 * SPEC §8: shows a build-page failure, or sends the visitor to the plans page with the message (the
 * toast says why they landed there). Resolves to whether it redirected.
 */
export function useBuilderFailure() {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown): boolean => {
      const { redirect, message } = builderFailure(error);
      void notify.error(message);
      if (redirect) void navigate(BUILDER_PLANS_PATH);
      return redirect;
    },
    [navigate],
  );
}

const REPORT_QUIET_MS = 3000;

/** Reports each section failure once (a burst of 20 failures is one toast, or one redirect). */
export function useReportSectionFailures(sections: {
  failures: readonly { section: string; error: TApiError; failedAt: number }[];
}) {
  const report = useBuilderFailure();
  const reported = useRef(new Set<string>());
  const lastToastAt = useRef(0);
  useEffect(() => {
    const fresh = sections.failures.filter(({ section, failedAt }) => !reported.current.has(`${section}@${failedAt}`));
    if (fresh.length === 0) return;
    fresh.forEach(({ section, failedAt }) => reported.current.add(`${section}@${failedAt}`));
    const upsell = fresh.find(({ error }) => builderFailure(error).redirect);
    // Failures of one burst arrive over a few renders: one toast for them, each section shows its own.
    if (!upsell && Date.now() - lastToastAt.current < REPORT_QUIET_MS) return;
    lastToastAt.current = Date.now();
    report((upsell ?? fresh[0])?.error);
  }, [sections.failures, report]);
}
