import { z } from 'zod';
import { ZIdeaBrief } from '../domain/idea-brief';
import { EXPERIMENT_STATUSES } from '../domain/launchpad';

export * from '../domain/launchpad';
export * from '../domain/launchpad-industries';
export * from '../domain/idea-brief';

/**
 * AI startup builder (SPEC §7 "Launchpad and tools", issue 7). Every generated section is answered as
 * `data.content`, JSON text of the section's schema below (SPEC §3: brand names under `business_names`,
 * the brand wheel under `brand_wheel`, landing-page fields as named there). The endpoints are defined in
 * ../endpoints/launchpad.ts.
 */

/** Sections the provider (offline generator or LLM) writes. */
export const GENERATED_SECTIONS = [
  'CurrentMarket',
  'ResourcesAndStrategy',
  'FutureDemands',
  'StepsToStart',
  'CustomerSegments',
  'Problem',
  'ExistingAlternatives',
  'Solution',
  'UniqueValueProposition',
  'RevenueStreams',
  'Channels',
  'CostStructure',
  'KeyMetrics',
  'UnfairAdvantage',
  'ValidationData',
  'BrandWheel',
  'InterviewQuestionnaire',
  'ElevatorPitch',
  'DynamicTitles',
  'LocationData',
  'BusinessName',
  'LandingPageContent',
  'BusinessContext',
  'Verdict',
] as const;
export type TGeneratedSection = (typeof GENERATED_SECTIONS)[number];

/** Sections chosen from the content database (SPEC §9: at most 2 shown each). */
export const RECOMMENDATION_SECTIONS = [
  'fetchCommunities',
  'fetchInvestors',
  'fetchFounders',
  'fetchPerks',
  'fetchEvents',
] as const;
export type TRecommendationSection = (typeof RECOMMENDATION_SECTIONS)[number];

/** SPEC §7: every section name the api answers, in the spec's order. */
export const LAUNCHPAD_SECTIONS = [...GENERATED_SECTIONS, ...RECOMMENDATION_SECTIONS] as const;
export type TLaunchpadSection = (typeof LAUNCHPAD_SECTIONS)[number];

export const isLaunchpadSection = (name: string): name is TLaunchpadSection =>
  (LAUNCHPAD_SECTIONS as readonly string[]).includes(name);

/** The nine boxes of the lean canvas (issue 7 detail page), each one section. */
export const LEAN_CANVAS_BOXES = [
  'Problem',
  'Solution',
  'KeyMetrics',
  'UniqueValueProposition',
  'UnfairAdvantage',
  'Channels',
  'CustomerSegments',
  'CostStructure',
  'RevenueStreams',
] as const satisfies readonly TGeneratedSection[];

// ---- Section contents -------------------------------------------------------------------------------
// No optional fields and no length limits in the JSON schema: hosted structured-output modes accept
// only required properties; our own limits are checked after parsing.

const text = z.string().min(1);
const texts = z.array(text).min(1).max(6);

/** Market, strategy and lean-canvas sections: a heading, a paragraph and a few points. */
export const ZInsightContent = z.object({ title: text, summary: text, points: texts });
export type TInsightContent = z.infer<typeof ZInsightContent>;

export const ZValidationContent = z.object({
  summary: text,
  assumptions: z
    .array(
      z.object({
        id: text,
        statement: text,
        risk: z.enum(['high', 'medium', 'low']),
        canvas_box: z.enum(LEAN_CANVAS_BOXES),
      }),
    )
    .min(1)
    .max(6),
  experiments: z
    .array(
      z.object({
        id: text,
        assumption_id: text,
        name: text,
        method: text,
        success_metric: text,
        duration_days: z.number().int().min(1).max(90),
      }),
    )
    .min(1)
    .max(6),
});
export type TValidationContent = z.infer<typeof ZValidationContent>;

export const ZBrandWheelContent = z.object({
  brand_wheel: z.object({
    brand_attributes: z.object({
      essence: text,
      personality: texts,
      values: texts,
      benefits: texts,
      tone_of_voice: texts,
    }),
    visual_identity: z.object({
      colours: z
        .array(z.object({ name: text, hex: z.string().regex(/^#[0-9a-fA-F]{6}$/) }))
        .min(1)
        .max(6),
      typography: texts,
      imagery: texts,
      logo_direction: text,
    }),
  }),
});
export type TBrandWheelContent = z.infer<typeof ZBrandWheelContent>;

export const ZInterviewContent = z.object({
  introduction: text,
  questions: z
    .array(z.object({ question: text, purpose: text }))
    .min(3)
    .max(12),
});

export const ZElevatorPitchContent = z.object({ one_liner: text, pitch: text, hook: text, call_to_action: text });

const TITLE_KEYS = [
  'lean_canvas',
  'founders',
  'brand_names',
  'domains',
  'company_formation',
  'brand_wheel',
  'communities',
  'elevator_pitch',
  'investors',
  'validation',
  'events',
  'validation_experiments',
  'perks',
] as const;
export const ZDynamicTitlesContent = z.object({
  titles: z.object(
    Object.fromEntries(TITLE_KEYS.map((key) => [key, text])) as Record<(typeof TITLE_KEYS)[number], typeof text>,
  ),
});

export const ZLocationContent = z.object({
  /** As the idea names it, e.g. "Manchester", or null when it names no place. */
  location: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  country_code: z.string().nullable(),
  state_code: z.string().nullable(),
  scope: z.enum(['local', 'national', 'global']),
  /** Where the company formation section suggests forming (a catalogue country code). */
  formation_country_code: z.string().min(2).max(2),
});
export type TLocationContent = z.infer<typeof ZLocationContent>;

/** What the provider proposes; the service adds each name's domain and its availability. */
export const ZBusinessNameDraft = z.object({
  business_names: z
    .array(z.object({ name: text, style: z.enum(['blend', 'affix', 'word', 'compound']), rationale: text }))
    .min(3)
    .max(12),
});
export type TBusinessNameDraft = z.infer<typeof ZBusinessNameDraft>;

export const ZBusinessNameContent = z.object({
  business_names: z
    .array(
      z.object({
        name: text,
        style: z.enum(['blend', 'affix', 'word', 'compound']),
        rationale: text,
        /** Under the idea's country tld when the idea is local to a country whose tld is sold, else .com. */
        domain: text,
        /** Null when the registrar could not be asked. */
        available: z.boolean().nullable(),
      }),
    )
    .min(1)
    .max(12),
  /**
   * The registry that answered `available` (issue 18): a real registrar's, or the built-in test registry,
   * which knows only names registered through Launchpad and a short list of famous ones, so the page says
   * its "available" is not the real registry's. Absent on names built before it was recorded.
   */
  registry: z.object({ name: z.string().min(1), test: z.boolean() }).optional(),
});
export type TBusinessNameContent = z.infer<typeof ZBusinessNameContent>;

/** SPEC §3 "Landing-page content", with the features and call to action the generated page shows. */
export const ZLandingPageContent = z.object({
  main_title: text,
  subtitle: text,
  prototype_title: text,
  event_title: text,
  community_title: text,
  investor_title: text,
  perk_title: text,
  founder_title: text,
  call_to_action: text,
  features: z
    .array(z.object({ title: text, description: text }))
    .min(1)
    .max(6),
});
export type TLandingPageContent = z.infer<typeof ZLandingPageContent>;

export const ZBusinessContextContent = z.object({
  summary: text,
  industry: text,
  audience: text,
  product_type: text,
  business_model: text,
  key_terms: z.array(text).min(1).max(12),
  location: z.string().nullable(),
});
export type TBusinessContextContent = z.infer<typeof ZBusinessContextContent>;

/** Issue 18: an investor's first read of the idea: red flags to answer and green lights to build on. */
export const ZVerdictContent = z.object({
  verdict: z.enum(['promising', 'needs_evidence', 'risky']),
  summary: text,
  red_flags: z.array(text).min(3).max(6),
  green_lights: z.array(text).min(1).max(6),
  /** What the numbers and claims above assume, stated so the founder can check them. */
  assumptions: z.array(text).min(1).max(6),
});
export type TVerdictContent = z.infer<typeof ZVerdictContent>;

/** A community, investor, founder, perk or event chosen for the idea. */
export const ZRecommendation = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  industry: z.string(),
  tags: z.array(z.string()),
  url: z.string().nullable(),
  image: z.string().nullable(),
  /** Investors: stage; founders: company; perks: the offer; events and communities: null. */
  detail: z.string().nullable(),
  /** Events only. */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  relevance: z.number(),
});
export type TRecommendation = z.infer<typeof ZRecommendation>;

export const ZRecommendationContent = z.object({ items: z.array(ZRecommendation).max(2) });
export type TRecommendationContent = z.infer<typeof ZRecommendationContent>;

export const SECTION_SCHEMAS = {
  CurrentMarket: ZInsightContent,
  ResourcesAndStrategy: ZInsightContent,
  FutureDemands: ZInsightContent,
  StepsToStart: ZInsightContent,
  CustomerSegments: ZInsightContent,
  Problem: ZInsightContent,
  ExistingAlternatives: ZInsightContent,
  Solution: ZInsightContent,
  UniqueValueProposition: ZInsightContent,
  RevenueStreams: ZInsightContent,
  Channels: ZInsightContent,
  CostStructure: ZInsightContent,
  KeyMetrics: ZInsightContent,
  UnfairAdvantage: ZInsightContent,
  ValidationData: ZValidationContent,
  BrandWheel: ZBrandWheelContent,
  InterviewQuestionnaire: ZInterviewContent,
  ElevatorPitch: ZElevatorPitchContent,
  DynamicTitles: ZDynamicTitlesContent,
  LocationData: ZLocationContent,
  BusinessName: ZBusinessNameContent,
  LandingPageContent: ZLandingPageContent,
  BusinessContext: ZBusinessContextContent,
  Verdict: ZVerdictContent,
  fetchCommunities: ZRecommendationContent,
  fetchInvestors: ZRecommendationContent,
  fetchFounders: ZRecommendationContent,
  fetchPerks: ZRecommendationContent,
  fetchEvents: ZRecommendationContent,
} as const satisfies Record<TLaunchpadSection, z.ZodType>;

export type TSectionContent<S extends TLaunchpadSection> = z.infer<(typeof SECTION_SCHEMAS)[S]>;

/** What a provider is asked to write for each generated section (BusinessName: before the domain check). */
export const PROVIDER_SCHEMAS = { ...SECTION_SCHEMAS, BusinessName: ZBusinessNameDraft } as const;

// ---- Requests and responses ---------------------------------------------------------------------------

/** The service trims and checks the length (SPEC §5), so the message is exactly "Please fill in the field". */
const ZIdeaText = z.string().max(20_000, 'Your idea is too long: keep it to 500 characters.').default('');

export const ZCreateIdeaRequest = z.object({ query: ZIdeaText }).strict();
export type TCreateIdeaRequest = z.input<typeof ZCreateIdeaRequest>;

export const ZAddQueryRequest = z.object({ query: ZIdeaText }).strict();
export type TAddQueryRequest = z.input<typeof ZAddQueryRequest>;

export const ZIdeaParams = z.object({ id: z.string().min(1).max(100) });
export const ZSectionParams = z.object({ id: z.string().min(1).max(100), section: z.string().min(1).max(60) });
export const ZExperimentParams = z.object({ id: z.string().min(1).max(100), experimentId: z.string().min(1).max(60) });

/** Section calls carry no body, or an empty object. */
export const ZEmptyBody = z.object({}).strict().optional();

export const ZRestoreRequest = z.object({ version: z.number().int().min(1) }).strict();

export const ZExperimentUpdateRequest = z
  .object({
    status: z.enum(EXPERIMENT_STATUSES),
    note: z.string().trim().max(1000, 'Keep the note to 1000 characters.').default(''),
  })
  .strict();
export type TExperimentUpdateRequest = z.input<typeof ZExperimentUpdateRequest>;

export const ZIdeaSummary = z.object({
  idea_id: z.string(),
  query: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TIdeaSummary = z.infer<typeof ZIdeaSummary>;

export const ZIdeaVersion = z.object({
  version: z.number().int(),
  /** What the builder understood this version to be (null only for versions made before issue 18). */
  brief: ZIdeaBrief.nullable(),
  /** The follow-up that made this version (null for the first). */
  refinement: z.string().nullable(),
  /** The whole text this version is built from. */
  prompt: z.string(),
  createdAt: z.string(),
  sections: z.array(z.string()),
});
export type TIdeaVersion = z.infer<typeof ZIdeaVersion>;

export const ZExperimentResult = z.object({
  experiment_id: z.string(),
  status: z.enum(EXPERIMENT_STATUSES),
  note: z.string(),
  updatedAt: z.string().nullable(),
  /** The landing-page test of a published idea: its confirmed waitlist sign-ups (issue 24); absent otherwise. */
  signups: z.number().int().optional(),
});
export type TExperimentResult = z.infer<typeof ZExperimentResult>;

export const ZIdeaDetail = ZIdeaSummary.extend({
  prompt: z.string(),
  /** The brief of the current version: the chips of the build page. */
  brief: ZIdeaBrief,
  versions: z.array(ZIdeaVersion),
  /** Generated sections of the current version: JSON text by section name. */
  sections: z.record(z.string(), z.string()),
  experiments: z.array(ZExperimentResult),
});
export type TIdeaDetail = z.infer<typeof ZIdeaDetail>;

export const ZSectionResult = z.object({
  idea_id: z.string(),
  section: z.string(),
  version: z.number().int(),
  /** JSON text of the section's schema. */
  content: z.string(),
  generatedAt: z.string(),
  /** Shown with the section when it was not written as asked, e.g. the offline generator standing in for the LLM. */
  note: z.string().nullable(),
});
export type TSectionResult = z.infer<typeof ZSectionResult>;

export const ZAiAllowance = z.object({
  /** The newest idea, or null. */
  idea_id: z.string().nullable(),
  build_startup_ai: z.boolean(),
  monthly_limit: z.number().int(),
  used_this_month: z.number().int(),
  remaining: z.number().int(),
  resets_at: z.string(),
});
export type TAiAllowance = z.infer<typeof ZAiAllowance>;
