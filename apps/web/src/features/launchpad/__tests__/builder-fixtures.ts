import {
  LAUNCHPAD_SECTIONS,
  type TIdeaBrief,
  type TIdeaDetail,
  type TLaunchpadSection,
  type TRecommendation,
  type TSectionContent,
} from '@launchpad/shared';
import { ok, stubApi, type TRecordedCall } from '@/test/api-stub';
import { makeUser, signedIn } from '@/test/fixtures';

export const IDEA_ID = '8c1186bd-f5ad-4f7d-a90f-93ba54a849ed';

export const builderSession = () =>
  signedIn(makeUser({ planType: { name: 'Scale', price: 4900, tools: true, build_startup_ai: true } }));

const insight = (label: string, points = 3): TSectionContent<'Problem'> => ({
  title: `${label} title`,
  summary: `${label} summary`,
  points: Array.from({ length: points }, (_, i) => `${label} point ${i + 1}`),
});

export const recommendation = (name: string, extra: Partial<TRecommendation> = {}): TRecommendation => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  description: `${name} description`,
  location: 'London',
  industry: 'food',
  tags: ['food', 'vegan', 'consumer', 'london', 'snacks'],
  url: null,
  image: null,
  detail: 'Seed',
  starts_at: null,
  ends_at: null,
  relevance: 1,
  ...extra,
});

/** Valid content for every section; tests override what they look at. */
export function sectionContents(): { [S in TLaunchpadSection]: TSectionContent<S> } {
  const recs = (kind: string) => ({ items: [recommendation(`${kind} one`), recommendation(`${kind} two`)] });
  return {
    CurrentMarket: insight('Current market'),
    ResourcesAndStrategy: insight('Resources'),
    FutureDemands: insight('Future demand'),
    StepsToStart: insight('Steps'),
    CustomerSegments: insight('Customers'),
    Problem: insight('Problem', 5),
    ExistingAlternatives: insight('Alternatives'),
    Solution: insight('Solution'),
    UniqueValueProposition: insight('UVP'),
    RevenueStreams: insight('Revenue'),
    Channels: insight('Channels'),
    CostStructure: insight('Costs'),
    KeyMetrics: insight('Metrics'),
    UnfairAdvantage: insight('Advantage'),
    ValidationData: {
      summary: 'Test the riskiest beliefs first.',
      assumptions: [{ id: 'A1', statement: 'Office workers want vegan snacks.', risk: 'high', canvas_box: 'Problem' }],
      experiments: [
        {
          id: 'E1',
          assumption_id: 'A1',
          name: 'Smoke test',
          method: 'A landing page with a waitlist.',
          success_metric: '5% sign up',
          duration_days: 14,
        },
      ],
    },
    BrandWheel: {
      brand_wheel: {
        brand_attributes: {
          essence: 'Snacks that keep you going',
          personality: ['Warm', 'Bold', 'Playful', 'Curious', 'Honest'],
          values: ['Health', 'Honesty'],
          benefits: ['Energy'],
          tone_of_voice: ['Friendly'],
        },
        visual_identity: {
          colours: [
            { name: 'Tomato', hex: '#E4572E' },
            { name: 'Basil', hex: '#4C9A2A' },
            { name: 'Ink', hex: '#1B1B1E' },
            { name: 'Cream', hex: '#FFF8E7' },
          ],
          typography: ['Rounded sans'],
          imagery: ['Real people'],
          logo_direction: 'A leaf in a box',
        },
      },
    },
    InterviewQuestionnaire: {
      introduction: 'Ask these.',
      questions: [
        { question: 'Q1?', purpose: 'p' },
        { question: 'Q2?', purpose: 'p' },
        { question: 'Q3?', purpose: 'p' },
        { question: 'Q4?', purpose: 'p' },
      ],
    },
    ElevatorPitch: {
      one_liner: 'Vegan snacks, delivered.',
      pitch: 'We deliver.',
      hook: 'Hungry at 3pm?',
      call_to_action: 'Join',
    },
    DynamicTitles: {
      titles: {
        lean_canvas: 'Canvas for snacks',
        founders: 'Founders in food',
        brand_names: 'Names',
        domains: 'Domains',
        company_formation: 'Formation',
        brand_wheel: 'Wheel',
        communities: 'Communities in food',
        elevator_pitch: 'Pitch',
        investors: 'Investors in food',
        validation: 'Validation',
        events: 'Events in London',
        validation_experiments: 'Experiments',
        perks: 'Perks for food',
      },
    },
    LocationData: {
      location: 'London',
      city: 'London',
      country: 'United Kingdom',
      country_code: 'GB',
      state_code: null,
      scope: 'local',
      formation_country_code: 'GB',
    },
    BusinessName: {
      business_names: [
        { name: 'Boxhy', style: 'blend', rationale: 'A blend', domain: 'boxhy.com', available: true },
        { name: 'Veghy', style: 'blend', rationale: 'A blend', domain: 'veghy.com', available: false },
      ],
    },
    LandingPageContent: {
      main_title: 'Healthy snacks at your desk',
      subtitle: 'Vegan snacks for London offices',
      prototype_title: 'How it works',
      event_title: 'Events',
      community_title: 'Communities',
      investor_title: 'Investors',
      perk_title: 'Perks',
      founder_title: 'Founders',
      call_to_action: 'Join the waitlist',
      features: [{ title: 'Fresh', description: 'Fresh every week' }],
    },
    BusinessContext: {
      summary: 'Snacks',
      industry: 'food',
      audience: 'office workers',
      product_type: 'box',
      business_model: 'subscription',
      key_terms: ['vegan'],
      location: 'London',
    },
    Verdict: {
      verdict: 'needs_evidence',
      summary: 'Office snacking is a crowded market; the case rests on repeat orders.',
      red_flags: [
        'Thin margins on boxed snacks',
        'Supermarkets sell the same snacks',
        'Churn after the first box',
        'Delivery costs in central London',
      ],
      green_lights: ['Offices already buy snacks weekly'],
      assumptions: ['A box sells for £25 a month'],
    },
    fetchCommunities: recs('Community'),
    fetchInvestors: { items: [recommendation('Harvest Table Ventures')] },
    fetchFounders: recs('Founder'),
    fetchPerks: { items: [] },
    fetchEvents: recs('Event'),
  };
}

/** The brief of the idea below: what the builder read "Vegan snacks for office workers in London" as. */
export const ideaBrief = (overrides: Partial<TIdeaBrief> = {}): TIdeaBrief => ({
  offering: 'vegan snack boxes',
  buyer: 'b2b',
  customer: 'offices',
  end_user: 'office workers',
  business_model: 'subscription',
  industry: { code: '311919', label: 'snack food manufacturing', family: 'food' },
  places: [{ city: 'London', region: 'England', region_code: 'ENG', country: 'United Kingdom', country_code: 'GB' }],
  scope: 'local',
  currency: 'GBP',
  confidence: { offering: 0.9, buyer: 0.5, customer: 0.5, business_model: 0.9, industry: 0.8, places: 0.95 },
  corrected: [],
  assumptions: ['We assumed offices pay and their staff eat the snacks.'],
  ...overrides,
});

export const ideaDetail = (overrides: Partial<TIdeaDetail> = {}): TIdeaDetail => ({
  idea_id: IDEA_ID,
  query: 'Vegan snacks for office workers in London',
  version: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  prompt: 'Vegan snacks for office workers in London',
  brief: ideaBrief(),
  versions: [
    {
      version: 1,
      brief: ideaBrief(),
      refinement: null,
      prompt: 'Vegan snacks for office workers in London',
      createdAt: '2026-11-01T10:00:00.000Z',
      sections: [],
    },
  ],
  sections: {},
  experiments: [],
  ...overrides,
});

type THandler = (call: TRecordedCall) => Response | Promise<Response>;

/** One section's answer as the api sends it. */
export const sectionAnswer = <S extends TLaunchpadSection>(
  section: S,
  content: TSectionContent<S>,
  { version = 1, note = null }: { version?: number; note?: string | null } = {},
) =>
  ok({
    idea_id: IDEA_ID,
    section,
    version,
    content: JSON.stringify(content),
    generatedAt: '2026-11-01T10:00:00.000Z',
    note,
  });

/** The builder's api with every section answering `contents` (a section set to a Response answers that). */
export function stubBuilder(
  contents: Partial<{ [S in TLaunchpadSection]: TSectionContent<S> | Response }> = {},
  extra: Record<string, THandler> = {},
) {
  const all = { ...sectionContents(), ...contents };
  const sections = Object.fromEntries(
    LAUNCHPAD_SECTIONS.map((section) => [
      `POST /api/tools/launchpad/${IDEA_ID}/${section}`,
      () => {
        const content = all[section];
        if (content instanceof Response) return content.clone();
        return ok({
          idea_id: IDEA_ID,
          section,
          version: 1,
          content: JSON.stringify(content),
          generatedAt: '2026-11-01T10:00:00.000Z',
          note: null,
        });
      },
    ]),
  );
  return stubApi({
    [`POST /api/tools/launchpad/${IDEA_ID}/query`]: () => ok(ideaDetail()),
    'POST /api/domains/nameSuggestions': () => ok({ query: 'Boxhy', suggestions: [], offset: 0, hasMore: false }),
    ...sections,
    ...extra,
  });
}
