import { z } from 'zod';

// The brief (issue 18): what the AI builder understood an idea to be, read before any section is
// written and stored with each version of the idea. Every section is written from it, so the canvas,
// pitch, experiments, names and landing page agree; the founder sees it as chips and corrects it.
// No I/O.

/** How the business makes money, as a founder would say it. */
export const BUSINESS_MODELS = [
  'subscription',
  'marketplace',
  'rental',
  'saas',
  'app',
  'retail',
  'hardware',
  'service',
  'agency',
  'education',
  'content',
  'venue',
  'manufacturing',
] as const;
export type TBusinessModel = (typeof BUSINESS_MODELS)[number];

export const BUSINESS_MODEL_LABELS: Record<TBusinessModel, string> = {
  subscription: 'Subscription',
  marketplace: 'Marketplace',
  rental: 'Rental',
  saas: 'Software (SaaS)',
  app: 'Consumer app',
  retail: 'Retail / D2C',
  hardware: 'Hardware',
  service: 'Service',
  agency: 'Agency',
  education: 'Courses and training',
  content: 'Content and media',
  venue: 'Venue',
  manufacturing: 'Manufacturing',
};

/** Who pays: businesses (B2B) or people (B2C). */
export const BUYER_TYPES = ['b2b', 'b2c'] as const;
export type TBuyerType = (typeof BUYER_TYPES)[number];

/** The fields of a brief a founder can correct, each with its own confidence. */
export const BRIEF_FIELDS = ['offering', 'buyer', 'customer', 'business_model', 'industry', 'places'] as const;
export type TBriefField = (typeof BRIEF_FIELDS)[number];

/** Below this confidence a field is shown as an assumption and the text about it stays general. */
export const BRIEF_CONFIDENT = 0.6;

/**
 * The industry is read from many weak clues, so its confidence runs lower: from this level the
 * generator writes with the industry's own words (still listed as an assumption below BRIEF_CONFIDENT).
 */
export const INDUSTRY_CONFIDENT = 0.45;

export const ZBriefPlace = z.object({
  /** A city or town, e.g. "Leeds"; null when the idea names only a region or a country. */
  city: z.string().nullable(),
  /** The region the city is in, or the region named, e.g. "England", "California", "Bavaria". */
  region: z.string().nullable(),
  /** ISO 3166-1 region code for the region when there is one (e.g. "CA" for California). */
  region_code: z.string().nullable(),
  country: z.string().min(1),
  /** ISO 3166-1 alpha-2. */
  country_code: z.string().length(2),
});
export type TBriefPlace = z.infer<typeof ZBriefPlace>;

export const ZIdeaBrief = z.object({
  /** What is sold, a noun phrase: "refurbished office chairs", not "subscription service delivering". */
  offering: z.string().min(1).max(120),
  buyer: z.enum(BUYER_TYPES),
  /** Who pays, plural: "remote workers", "small dental clinics". */
  customer: z.string().min(1).max(120),
  /** Who uses it when that is not who pays ("patients" when clinics pay), else null. */
  end_user: z.string().max(120).nullable(),
  business_model: z.enum(BUSINESS_MODELS),
  industry: z.object({
    /** NAICS 2022 code of the industry (see INDUSTRY_CATALOGUE). */
    code: z.string().min(2).max(6),
    label: z.string().min(1),
    /** The family of industries whose vocabulary the offline generator writes with. */
    family: z.string().min(1),
    /**
     * For software sold to a trade (NAICS puts it under software publishing), the trade it serves:
     * its words are the software's words too ("reconciliation" for bookkeeping software).
     */
    serves: z.object({ code: z.string().min(2).max(6), label: z.string().min(1) }).optional(),
  }),
  /** Places the idea names, most important first; empty when it names none. */
  places: z.array(ZBriefPlace).max(6),
  scope: z.enum(['local', 'national', 'global']),
  /** ISO 4217 currency of the main country (GBP when none is named). */
  currency: z.string().length(3),
  /** 0 to 1 for each field: how sure the reading is. */
  confidence: z.object(
    Object.fromEntries(BRIEF_FIELDS.map((field) => [field, z.number().min(0).max(1)])) as Record<
      TBriefField,
      z.ZodNumber
    >,
  ),
  /** Fields the founder set by hand: never re-guessed on a rebuild. */
  corrected: z.array(z.enum(BRIEF_FIELDS)),
  /** What was assumed where the idea did not say, in words a founder reads ("We assumed you sell in the UK."). */
  assumptions: z.array(z.string()).max(8),
});
export type TIdeaBrief = z.infer<typeof ZIdeaBrief>;

/** The founder's corrections to a brief (the chips on the build page). Places are typed as names. */
export const ZBriefCorrection = z
  .object({
    offering: z.string().trim().min(2, 'Say what you sell in a few words.').max(120).optional(),
    buyer: z.enum(BUYER_TYPES).optional(),
    customer: z.string().trim().min(2, 'Say who pays in a few words.').max(120).optional(),
    end_user: z.string().trim().max(120).nullable().optional(),
    business_model: z.enum(BUSINESS_MODELS).optional(),
    /** A NAICS code from INDUSTRY_CATALOGUE. */
    industry_code: z.string().trim().min(2).max(6).optional(),
    /** Place names, most important first ("Leeds", "Portugal", "Bavaria, Germany"); [] for none. */
    places: z.array(z.string().trim().min(2).max(80)).max(6).optional(),
  })
  .strict();
// An empty correction is refused by the service after the caller's access is checked, so who may not
// build is told that first (SPEC §8), not that the body is empty.
export const BRIEF_CORRECTION_EMPTY = 'Change at least one part of the brief.';
export type TBriefCorrection = z.input<typeof ZBriefCorrection>;

/** The main country of a brief, or null when it names none. */
export const briefCountry = (brief: Pick<TIdeaBrief, 'places'>): string | null => brief.places[0]?.country_code ?? null;
