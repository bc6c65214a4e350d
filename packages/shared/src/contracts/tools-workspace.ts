import { z } from 'zod';
import { fieldLabel } from '../domain/field-label';
import {
  BUSINESS_PLAN_LIMITS,
  MONEY_FIELD_MESSAGE,
  moneyFieldProblem,
  BUSINESS_PLAN_LISTS,
  businessPlanImageProblem,
  type TBusinessPlanFormData,
} from '../domain/business-plan';
import { ORG_CHART_LIMITS, orgChartProblem, type TOrgNode } from '../domain/org-chart';

/*
 * Issue 8 workspace tools (SPEC §3): the organisation chart saved to the account, and the business
 * plan document (PDF or DOCX); the calls are in endpoints/tools.ts.
 */

/* ---------- organisation chart ---------- */

export const ZOrgNode: z.ZodType<TOrgNode> = z.lazy(() =>
  z.object({
    id: z.string().trim().min(1).max(ORG_CHART_LIMITS.idMax),
    name: z.string().max(ORG_CHART_LIMITS.nameMax, `A name can be at most ${ORG_CHART_LIMITS.nameMax} characters.`),
    role: z.string().max(ORG_CHART_LIMITS.roleMax, `A role can be at most ${ORG_CHART_LIMITS.roleMax} characters.`),
    subordinates: z
      .array(ZOrgNode)
      .max(ORG_CHART_LIMITS.maxNodes, `An organisation chart can hold at most ${ORG_CHART_LIMITS.maxNodes} people.`),
  }),
);

/** A whole chart: node fields plus the chart-wide limits (people, depth, unique ids). */
export const ZOrgChart = ZOrgNode.superRefine((root, ctx) => {
  const problem = orgChartProblem(root);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const ZOrgChartReadRequest = z.object({}).strict().optional();
export const ZOrgChartSaveRequest = z.object({ chart: ZOrgChart }).strict();

/** The saved chart, or null when the user has not saved one yet. */
export const ZSavedOrgChart = z.object({ chart: ZOrgNode, updatedAt: z.string() }).nullable();

export type TSavedOrgChart = z.infer<typeof ZSavedOrgChart>;

/* ---------- business plan ---------- */

const short = (label: string) =>
  z
    .string()
    .max(
      BUSINESS_PLAN_LIMITS.shortText,
      `${fieldLabel(label)} can be at most ${BUSINESS_PLAN_LIMITS.shortText} characters.`,
    );
const long = (label: string) =>
  z
    .string()
    .max(
      BUSINESS_PLAN_LIMITS.longText,
      `${fieldLabel(label)} can be at most ${BUSINESS_PLAN_LIMITS.longText} characters.`,
    );
/** A financial-plan amount: empty, or pounds as moneyFieldProblem accepts them. */
const money = (label: string) =>
  short(label).refine((value) => moneyFieldProblem(value) === null, {
    message: `${fieldLabel(label)}: ${MONEY_FIELD_MESSAGE}`,
  });
const item = z.string().max(BUSINESS_PLAN_LIMITS.listText);
const detail = z.string().max(BUSINESS_PLAN_LIMITS.longText);
const list = <T extends z.ZodTypeAny>(schema: T, name: keyof typeof BUSINESS_PLAN_LISTS, label: string) =>
  z
    .array(schema)
    .max(
      BUSINESS_PLAN_LISTS[name].max,
      `${fieldLabel(label)} can have at most ${BUSINESS_PLAN_LISTS[name].max} entries.`,
    );

export const ZBusinessPlanFormData = z.object({
  companyName: short('The company name').trim().min(1, 'Enter the company name (step 1) before downloading.'),
  tagline: short('The tagline'),
  location: short('The location'),
  legalStructure: short('The legal structure'),
  image: z
    .string()
    .max(BUSINESS_PLAN_LIMITS.imageChars, 'The picture is too large: choose one under 350 KB.')
    .refine((value) => businessPlanImageProblem(value) === null, {
      message: 'The picture must be a PNG, JPEG or WebP image.',
    }),
  executiveSummary: long('The summary'),
  mission: long('The mission'),
  vision: long('The vision'),
  problemList: list(item, 'problemList', 'Problems'),
  solutionList: list(item, 'solutionList', 'Solutions'),
  uniqueValue: long('The unique value'),
  targetMarkets: list(item, 'targetMarkets', 'Target markets'),
  marketSize: long('The market size'),
  competitors: list(z.object({ name: item, strengths: item, weaknesses: item }), 'competitors', 'Competitors'),
  competitiveAdvantage: long('The competitive advantage'),
  salesChannelsList: list(item, 'salesChannelsList', 'Sales channels'),
  marketingActivities: list(item, 'marketingActivities', 'Marketing activities'),
  pricingStrategy: long('The pricing strategy'),
  milestones: list(z.object({ title: item, date: item, description: detail }), 'milestones', 'Milestones'),
  teamMembers: list(z.object({ name: item, role: item, bio: detail }), 'teamMembers', 'Team members'),
  resources: list(z.object({ name: item, description: detail }), 'resources', 'Resources'),
  revenueModel: long('The revenue model'),
  startupCosts: money('Start-up costs'),
  monthlyRevenue: money('Monthly revenue'),
  monthlyCosts: money('Monthly costs'),
  fundingRequired: money('Funding required'),
  useOfFunds: long('The use of funds'),
  notes: list(detail, 'notes', 'Notes'),
}) satisfies z.ZodType<TBusinessPlanFormData>;

export const BUSINESS_PLAN_FORMATS = ['pdf', 'docx'] as const;
export type TBusinessPlanFormat = (typeof BUSINESS_PLAN_FORMATS)[number];

export const ZBusinessPlanExportRequest = z
  .object({ format: z.enum(BUSINESS_PLAN_FORMATS), formData: ZBusinessPlanFormData })
  .strict();

export type TBusinessPlanExportRequest = z.infer<typeof ZBusinessPlanExportRequest>;
