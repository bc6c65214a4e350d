import { z } from 'zod';
import { PAGE_SIZE } from '../domain/pagination';
import { ZPage } from './catalog';

/**
 * Business tools (SPEC §1, §2 /tools, issue 8): the tools index, the software directory and business
 * name ideas (endpoints/tools.ts). Money is integer pence.
 */

/** The eight tools of SPEC §1, in the order the /tools index shows them; `slug` is /tools/{slug}. */
export const BUSINESS_TOOLS = [
  {
    slug: 'organisational-chart',
    name: 'Organisation chart',
    summary: 'Map your team: roles, reports and open positions, exported as PNG or PDF.',
  },
  {
    slug: 'business-plan',
    name: 'Business plan',
    summary: 'A 13-step wizard that turns your answers into a typeset plan (PDF and Word).',
  },
  {
    slug: 'business-name-ideas',
    name: 'Business name ideas',
    summary: 'Name ideas from a keyword and a style, with matching domains you can buy.',
  },
  {
    slug: 'legal-agreements',
    name: 'Legal agreements',
    summary: "NDAs, founders' agreements, offer letters, terms and more, ready to sign.",
  },
  {
    slug: 'seo-audit',
    name: 'SEO audit',
    summary: "Audit your website's search visibility and get a prioritised list of fixes.",
  },
  {
    slug: 'software-tools',
    name: 'Software tools',
    summary: 'A curated directory of software for startups, with free tiers and perks.',
  },
  {
    slug: 'financial-health-check',
    name: 'Financial health check',
    summary: 'Runway, burn, margins and a health score from a few numbers, with charts.',
  },
  {
    slug: 'domain-check',
    name: 'Domain check',
    summary: 'Check a name across domain extensions and add the free ones to your cart.',
  },
] as const;
export type TBusinessToolSlug = (typeof BUSINESS_TOOLS)[number]['slug'];

// ---- Software tools directory ----------------------------------------------------------------------

export const SOFTWARE_CATEGORIES = [
  'Accounting & finance',
  'Analytics',
  'Communication',
  'Customer support',
  'Design',
  'Developer tools',
  'E-commerce',
  'HR & payroll',
  'Marketing',
  'Productivity',
  'Sales & CRM',
] as const;
export type TSoftwareCategory = (typeof SOFTWARE_CATEGORIES)[number];

export const SOFTWARE_PRICING_MODELS = ['free', 'freemium', 'free-trial', 'paid', 'open-source'] as const;
export type TSoftwarePricingModel = (typeof SOFTWARE_PRICING_MODELS)[number];
export const SOFTWARE_PRICING_LABELS: Record<TSoftwarePricingModel, string> = {
  free: 'Free',
  freemium: 'Free tier',
  'free-trial': 'Free trial',
  paid: 'Paid',
  'open-source': 'Open source',
};

/** The most the directory answers a page. */
export const MAX_SOFTWARE_PAGE_SIZE = 48;
export const MAX_SOFTWARE_SEARCH_LENGTH = 100;

export const ZSoftwareTool = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(SOFTWARE_CATEGORIES),
  description: z.string(),
  pricingModel: z.enum(SOFTWARE_PRICING_MODELS),
  /** What it costs as shown, e.g. "Free up to 3 users, then £8/user a month". */
  pricingDetails: z.string(),
  /** A startup perk or discount, when one is known. */
  perk: z.string().nullable(),
  websiteUrl: z.string(),
});
export type TSoftwareTool = z.infer<typeof ZSoftwareTool>;

export const ZSoftwareToolsRequest = z
  .object({
    search: z
      .string({ error: 'Search must be text' })
      .trim()
      .max(MAX_SOFTWARE_SEARCH_LENGTH, `Search must be at most ${MAX_SOFTWARE_SEARCH_LENGTH} characters`)
      .default(''),
    category: z
      .enum(SOFTWARE_CATEGORIES, { error: `Category must be one of: ${SOFTWARE_CATEGORIES.join(', ')}` })
      .nullable()
      .default(null),
    pricing: z
      .enum(SOFTWARE_PRICING_MODELS, { error: `Pricing must be one of: ${SOFTWARE_PRICING_MODELS.join(', ')}` })
      .nullable()
      .default(null),
    page: ZPage.default(1),
    pageSize: z
      .number({ error: 'Page size must be a number' })
      .int('Page size must be a whole number')
      .min(1, 'Page size must be 1 or more')
      .max(MAX_SOFTWARE_PAGE_SIZE, `Page size must be at most ${MAX_SOFTWARE_PAGE_SIZE}`)
      .default(PAGE_SIZE),
  })
  .strict();
export type TSoftwareToolsRequest = z.input<typeof ZSoftwareToolsRequest>;

// ---- Business name ideas ---------------------------------------------------------------------------

export const NAME_STYLES = ['modern', 'classic', 'playful', 'descriptive', 'abstract'] as const;
export type TNameStyle = (typeof NAME_STYLES)[number];
export const NAME_STYLE_LABELS: Record<TNameStyle, string> = {
  modern: 'Modern',
  classic: 'Classic',
  playful: 'Playful',
  descriptive: 'Descriptive',
  abstract: 'Abstract',
};
/** Domain extensions each name is checked under, .com first. */
export const NAME_IDEA_TLDS = ['com', 'co.uk', 'io'] as const;
export const MAX_NAME_KEYWORD_LENGTH = 60;

export const ZBusinessNamesRequest = z
  .object({
    keyword: z
      .string({ error: 'Type a keyword that describes your business' })
      .trim()
      .min(2, 'Type a keyword of at least 2 characters, such as "coffee" or "legal tech"')
      .max(MAX_NAME_KEYWORD_LENGTH, `The keyword must be at most ${MAX_NAME_KEYWORD_LENGTH} characters`)
      .regex(/\p{L}/u, 'The keyword needs at least one letter'),
    style: z.enum(NAME_STYLES, { error: `Style must be one of: ${NAME_STYLES.join(', ')}` }),
  })
  .strict();
export type TBusinessNamesRequest = z.infer<typeof ZBusinessNamesRequest>;

export const ZNameDomain = z.object({
  /** `acme` */
  sld: z.string(),
  /** `com`, `co.uk` */
  tld: z.string(),
  /** `acme.com` */
  domain: z.string(),
  /** null: the registrar could not say. */
  available: z.boolean().nullable(),
  /** Pence a year for a registration (premium names cost more); null when not for sale. */
  pricePerYearPence: z.number().int().nullable(),
  premium: z.boolean(),
});
export type TNameDomain = z.infer<typeof ZNameDomain>;

export const ZBusinessNameIdea = z.object({
  name: z.string(),
  rationale: z.string(),
  domains: z.array(ZNameDomain),
});
export type TBusinessNameIdea = z.infer<typeof ZBusinessNameIdea>;

/** The ideas for one keyword and style. */
export const ZBusinessNames = z.object({
  keyword: z.string(),
  style: z.enum(NAME_STYLES),
  names: z.array(ZBusinessNameIdea),
});
export type TBusinessNames = z.infer<typeof ZBusinessNames>;
