import {
  type TListPageMeta,
  type TSoftwareCategory,
  type TSoftwarePricingModel,
  type TSoftwareTool,
  type ZSoftwareToolsRequest,
  toolsEndpoints,
} from '@launchpad/shared';
import { type SQL, and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDeps } from '../../core';
import { softwareTools } from '../../db/schema';
import { serviceEndpoints } from '../../lib/endpoint';
import { listDocuments } from './legal.service';
import { listAudits, readAudit, runAudit } from './seo-audit.service';
import { businessNameIdeas } from './tools-names.service';
import { readOrgChart } from './tools.workspace.service';

type TToolsDeps = Pick<TDeps, 'db'>;
type TSoftwareToolsOptions = z.output<typeof ZSoftwareToolsRequest>;

/** `%text%` for ILIKE, with the pattern characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function toSoftwareTool(row: typeof softwareTools.$inferSelect): TSoftwareTool {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category as TSoftwareCategory,
    description: row.description,
    pricingModel: row.pricingModel as TSoftwarePricingModel,
    pricingDetails: row.pricingDetails,
    perk: row.perk,
    websiteUrl: row.websiteUrl,
  };
}

/**
 * The software directory, A–Z: words of `search` each match the name, category, description or perk
 * (case-insensitive), narrowed by category and pricing model, a page at a time.
 */
export async function listSoftwareTools(
  deps: TToolsDeps,
  options: TSoftwareToolsOptions,
): Promise<{ data: TSoftwareTool[]; page_meta: TListPageMeta }> {
  const where: SQL[] = [];
  for (const word of options.search.split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = containing(word);
    where.push(
      or(
        ilike(softwareTools.name, pattern),
        ilike(softwareTools.category, pattern),
        ilike(softwareTools.description, pattern),
        ilike(softwareTools.perk, pattern),
      ) as SQL,
    );
  }
  if (options.category) where.push(eq(softwareTools.category, options.category));
  if (options.pricing) where.push(eq(softwareTools.pricingModel, options.pricing));
  const condition = where.length ? and(...where) : undefined;
  const offset = (options.page - 1) * options.pageSize;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(softwareTools)
      .where(condition)
      .orderBy(asc(softwareTools.name), asc(softwareTools.id))
      .limit(options.pageSize)
      .offset(offset),
    deps.db.select({ value: count() }).from(softwareTools).where(condition),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return {
    data: rows.map(toSoftwareTool),
    page_meta: {
      total_items_count: totalCount,
      has_next_page: offset + rows.length < totalCount,
      page: options.page,
      page_size: options.pageSize,
    },
  };
}

/**
 * The tools endpoints answered by their service functions as they are. The routes files keep the rest: the
 * paged directory, the documents sent as files, the legal previews (worked out without the database) and the
 * chart save with its body depth limit.
 */
export const toolsServices = serviceEndpoints(toolsEndpoints, {
  businessNames: businessNameIdeas,
  legalDocuments: listDocuments,
  seoAuditRun: runAudit,
  seoAuditHistory: listAudits,
  seoAuditRead: readAudit,
  orgChart: readOrgChart,
});
