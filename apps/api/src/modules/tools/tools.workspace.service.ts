// Issue 8 workspace tools on the server: the organisation chart kept with the account, and the
// business plan document. Inputs arrive validated by the shared contracts (tools-workspace.ts).
import {
  type TBusinessPlanExportRequest,
  type TOrgNode,
  type TSavedOrgChart,
  businessPlanFilename,
  orgChartProblem,
} from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { toolOrgCharts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { businessPlanOutline, renderBusinessPlanDocx, renderBusinessPlanPdf } from './business-plan-export.service';

type TDbDeps = Pick<TDeps, 'db'>;

export async function readOrgChart(deps: TDbDeps, options: { userId: string }): Promise<TSavedOrgChart> {
  const [row] = await deps.db.select().from(toolOrgCharts).where(eq(toolOrgCharts.userId, options.userId));
  return row ? { chart: row.chart, updatedAt: row.updatedAt.toISOString() } : null;
}

/** Replaces the user's chart with `chart` (one statement: nothing half-written). */
export async function saveOrgChart(
  deps: TDbDeps,
  options: { userId: string; chart: TOrgNode },
): Promise<NonNullable<TSavedOrgChart>> {
  // The contract checks this too; kept here so no other caller can store a chart that breaks the rules.
  const problem = orgChartProblem(options.chart);
  if (problem) throw new AppError('BAD_REQUEST', problem);
  const updatedAt = new Date();
  await deps.db
    .insert(toolOrgCharts)
    .values({ userId: options.userId, chart: options.chart, updatedAt })
    .onConflictDoUpdate({ target: toolOrgCharts.userId, set: { chart: options.chart, updatedAt } });
  return { chart: options.chart, updatedAt: updatedAt.toISOString() };
}

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** The business plan as a PDF or Word file named after the company. */
export async function exportBusinessPlan(
  options: TBusinessPlanExportRequest & { compress?: boolean; now?: Date },
): Promise<{ filename: string; contentType: string; body: Buffer }> {
  const outline = businessPlanOutline(options.formData, options.now);
  const body =
    options.format === 'pdf'
      ? await renderBusinessPlanPdf(outline, options.compress === undefined ? {} : { compress: options.compress })
      : await renderBusinessPlanDocx(outline);
  return {
    filename: businessPlanFilename(options.formData.companyName, options.format),
    contentType: CONTENT_TYPES[options.format],
    body,
  };
}
