/**
 * Business plan wizard rules (SPEC §3, §4, §5, §9): 13 steps (1..13), `formData` with an image and
 * the lists of SPEC §3 at their sizes. The five-entry lists are fixed slots; the one-entry lists start
 * with one entry and can grow to a limit. Every function is pure.
 */
import { toPence } from './money';

export const BUSINESS_PLAN_FIRST_STEP = 1;
export const BUSINESS_PLAN_LAST_STEP = 13;

export const BUSINESS_PLAN_STEPS = [
  { title: 'Company', description: 'Name, logo and the essentials.' },
  { title: 'Summary', description: 'The plan in a few sentences.' },
  { title: 'Mission', description: 'Why the company exists and where it is going.' },
  { title: 'Problem', description: 'The problems your customers have.' },
  { title: 'Solution', description: 'How you solve them.' },
  { title: 'Market', description: 'Who you sell to and how big the market is.' },
  { title: 'Competition', description: 'Who else solves the problem, and your edge.' },
  { title: 'Sales', description: 'How customers find and buy from you.' },
  { title: 'Marketing', description: 'What you do to be known, and your prices.' },
  { title: 'Milestones', description: 'What you will achieve, and when.' },
  { title: 'Team', description: 'The people who will make it happen.' },
  { title: 'Finances', description: 'Resources, money in, money out and funding.' },
  { title: 'Notes', description: 'Anything else, then download the plan.' },
] as const;

/** SPEC §3 list sizes: `initial` entries to start with, at most `max`. */
export const BUSINESS_PLAN_LISTS = {
  problemList: { initial: 5, max: 5 },
  solutionList: { initial: 5, max: 5 },
  notes: { initial: 1, max: 10 },
  targetMarkets: { initial: 5, max: 5 },
  competitors: { initial: 1, max: 10 },
  salesChannelsList: { initial: 5, max: 5 },
  marketingActivities: { initial: 5, max: 5 },
  milestones: { initial: 1, max: 12 },
  teamMembers: { initial: 1, max: 12 },
  resources: { initial: 1, max: 12 },
} as const;

export type TBusinessPlanListName = keyof typeof BUSINESS_PLAN_LISTS;

export const BUSINESS_PLAN_LIMITS = {
  shortText: 120,
  longText: 3000,
  listText: 300,
  /** A data URL (base64) of at most ~375 KB of image. */
  imageChars: 500_000,
  imageTypes: ['image/png', 'image/jpeg', 'image/webp'] as readonly string[],
} as const;

export type TCompetitor = { name: string; strengths: string; weaknesses: string };
export type TMilestone = { title: string; date: string; description: string };
export type TTeamMember = { name: string; role: string; bio: string };
export type TResource = { name: string; description: string };

export type TBusinessPlanFormData = {
  companyName: string;
  tagline: string;
  location: string;
  legalStructure: string;
  /** The logo or a product picture, as a data URL (empty for none). */
  image: string;
  executiveSummary: string;
  mission: string;
  vision: string;
  problemList: string[];
  solutionList: string[];
  uniqueValue: string;
  targetMarkets: string[];
  marketSize: string;
  competitors: TCompetitor[];
  competitiveAdvantage: string;
  salesChannelsList: string[];
  marketingActivities: string[];
  pricingStrategy: string;
  milestones: TMilestone[];
  teamMembers: TTeamMember[];
  resources: TResource[];
  revenueModel: string;
  startupCosts: string;
  monthlyRevenue: string;
  monthlyCosts: string;
  fundingRequired: string;
  useOfFunds: string;
  notes: string[];
};

export type TBusinessPlanState = { step: number; formData: TBusinessPlanFormData };

const emptyCompetitor = (): TCompetitor => ({ name: '', strengths: '', weaknesses: '' });
const emptyMilestone = (): TMilestone => ({ title: '', date: '', description: '' });
const emptyTeamMember = (): TTeamMember => ({ name: '', role: '', bio: '' });
const emptyResource = (): TResource => ({ name: '', description: '' });

type TListItem<K extends TBusinessPlanListName> = TBusinessPlanFormData[K][number];

const EMPTY_ITEM: { [K in TBusinessPlanListName]: () => TListItem<K> } = {
  problemList: () => '',
  solutionList: () => '',
  notes: () => '',
  targetMarkets: () => '',
  competitors: emptyCompetitor,
  salesChannelsList: () => '',
  marketingActivities: () => '',
  milestones: emptyMilestone,
  teamMembers: emptyTeamMember,
  resources: emptyResource,
};

export function emptyListItem<K extends TBusinessPlanListName>(list: K): TListItem<K> {
  return EMPTY_ITEM[list]();
}

const filled = <K extends TBusinessPlanListName>(list: K) =>
  Array.from({ length: BUSINESS_PLAN_LISTS[list].initial }, () => emptyListItem(list)) as TBusinessPlanFormData[K];

export function emptyBusinessPlan(): TBusinessPlanFormData {
  return {
    companyName: '',
    tagline: '',
    location: '',
    legalStructure: '',
    image: '',
    executiveSummary: '',
    mission: '',
    vision: '',
    problemList: filled('problemList'),
    solutionList: filled('solutionList'),
    uniqueValue: '',
    targetMarkets: filled('targetMarkets'),
    marketSize: '',
    competitors: filled('competitors'),
    competitiveAdvantage: '',
    salesChannelsList: filled('salesChannelsList'),
    marketingActivities: filled('marketingActivities'),
    pricingStrategy: '',
    milestones: filled('milestones'),
    teamMembers: filled('teamMembers'),
    resources: filled('resources'),
    revenueModel: '',
    startupCosts: '',
    monthlyRevenue: '',
    monthlyCosts: '',
    fundingRequired: '',
    useOfFunds: '',
    notes: filled('notes'),
  };
}

export function initialBusinessPlanState(): TBusinessPlanState {
  return { step: BUSINESS_PLAN_FIRST_STEP, formData: emptyBusinessPlan() };
}

/** SPEC §5: the step is always 1..13 (anything else, e.g. from old storage, is brought into range). */
export function clampBusinessPlanStep(step: number): number {
  if (!Number.isFinite(step)) return BUSINESS_PLAN_FIRST_STEP;
  return Math.min(BUSINESS_PLAN_LAST_STEP, Math.max(BUSINESS_PLAN_FIRST_STEP, Math.trunc(step)));
}

export type TBusinessPlanTextField = {
  [K in keyof TBusinessPlanFormData]: TBusinessPlanFormData[K] extends string ? K : never;
}[keyof TBusinessPlanFormData];

/** Fields that take a paragraph; the rest are one line. */
export const LONG_TEXT_FIELDS: ReadonlySet<TBusinessPlanTextField> = new Set<TBusinessPlanTextField>([
  'executiveSummary',
  'mission',
  'vision',
  'uniqueValue',
  'marketSize',
  'competitiveAdvantage',
  'pricingStrategy',
  'revenueModel',
  'useOfFunds',
]);

/** The financial plan's amounts: pounds only, printed as £ amounts (never free text). */
export const MONEY_FIELDS: ReadonlySet<TBusinessPlanTextField> = new Set<TBusinessPlanTextField>([
  'startupCosts',
  'fundingRequired',
  'monthlyRevenue',
  'monthlyCosts',
]);

export const MONEY_FIELD_MESSAGE = 'Enter an amount in pounds, such as 25000 or £25,000.50.';

/** An amount as typed ("25000", "25,000", "£25,000.50") in pence; null for anything else. */
export function planAmountPence(value: string): number | null {
  const trimmed = value.trim();
  if (!/^£?\s*\d{1,3}(?:,?\d{3})*(?:\.\d{1,2})?$/.test(trimmed)) return null;
  return toPence(trimmed.replace(/[£,\s]/g, ''));
}

/** What is wrong with a money field's value, or null (empty is fine: the field is optional). */
export function moneyFieldProblem(value: string): string | null {
  if (!value.trim()) return null;
  return planAmountPence(value) === null ? MONEY_FIELD_MESSAGE : null;
}

const textLimit = (field: TBusinessPlanTextField) =>
  LONG_TEXT_FIELDS.has(field) ? BUSINESS_PLAN_LIMITS.longText : BUSINESS_PLAN_LIMITS.shortText;

export type TBusinessPlanAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: number }
  | { type: 'setText'; field: Exclude<TBusinessPlanTextField, 'image'>; value: string }
  | { type: 'setImage'; value: string }
  | { type: 'setListItem'; list: TBusinessPlanListName; index: number; value: unknown }
  | { type: 'addListItem'; list: TBusinessPlanListName }
  | { type: 'removeListItem'; list: TBusinessPlanListName; index: number }
  | { type: 'reset' };

/** Why an image cannot be used, or null. */
export function businessPlanImageProblem(dataUrl: string): string | null {
  if (dataUrl === '') return null;
  const match = /^data:([a-z/+.-]+);base64,[A-Za-z0-9+/=]+$/.exec(dataUrl);
  if (!match) return 'The picture could not be read. Choose a PNG, JPEG or WebP file.';
  if (!BUSINESS_PLAN_LIMITS.imageTypes.includes(match[1] ?? '')) return 'The picture must be a PNG, JPEG or WebP file.';
  if (dataUrl.length > BUSINESS_PLAN_LIMITS.imageChars) return 'The picture is too large: choose one under 350 KB.';
  return null;
}

function cutItem(item: unknown, template: unknown): unknown {
  if (typeof template === 'string')
    return typeof item === 'string' ? item.slice(0, BUSINESS_PLAN_LIMITS.listText) : template;
  if (typeof template !== 'object' || template === null || typeof item !== 'object' || item === null) return template;
  const source = item as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(template).map((key) => {
      const value = source[key];
      const limit =
        key === 'description' || key === 'bio' ? BUSINESS_PLAN_LIMITS.longText : BUSINESS_PLAN_LIMITS.listText;
      return [key, typeof value === 'string' ? value.slice(0, limit) : ''];
    }),
  );
}

function withList<K extends TBusinessPlanListName>(
  formData: TBusinessPlanFormData,
  list: K,
  items: unknown[],
): TBusinessPlanFormData {
  return { ...formData, [list]: items } as TBusinessPlanFormData;
}

export function businessPlanReducer(state: TBusinessPlanState, action: TBusinessPlanAction): TBusinessPlanState {
  const { formData } = state;
  switch (action.type) {
    case 'next':
      return { ...state, step: clampBusinessPlanStep(state.step + 1) };
    case 'back':
      return { ...state, step: clampBusinessPlanStep(state.step - 1) };
    case 'goTo':
      return { ...state, step: clampBusinessPlanStep(action.step) };
    case 'setText':
      return { ...state, formData: { ...formData, [action.field]: action.value.slice(0, textLimit(action.field)) } };
    case 'setImage':
      return businessPlanImageProblem(action.value)
        ? state
        : { ...state, formData: { ...formData, image: action.value } };
    case 'setListItem': {
      const items = formData[action.list] as unknown[];
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= items.length) return state;
      const next = [...items];
      next[action.index] = cutItem(action.value, emptyListItem(action.list));
      return { ...state, formData: withList(formData, action.list, next) };
    }
    case 'addListItem': {
      const items = formData[action.list] as unknown[];
      if (items.length >= BUSINESS_PLAN_LISTS[action.list].max) return state;
      return { ...state, formData: withList(formData, action.list, [...items, emptyListItem(action.list)]) };
    }
    case 'removeListItem': {
      const items = formData[action.list] as unknown[];
      // Fixed-size lists empty the slot instead; the others keep at least their initial size.
      if (action.index < 0 || action.index >= items.length) return state;
      if (items.length <= BUSINESS_PLAN_LISTS[action.list].initial) {
        const next = [...items];
        next[action.index] = emptyListItem(action.list);
        return { ...state, formData: withList(formData, action.list, next) };
      }
      return {
        ...state,
        formData: withList(
          formData,
          action.list,
          items.filter((_, i) => i !== action.index),
        ),
      };
    }
    case 'reset':
      return initialBusinessPlanState();
  }
}

/** 0..100: how far through the wizard the step is. */
export function businessPlanProgress(step: number): number {
  const at = clampBusinessPlanStep(step);
  return Math.round(((at - 1) / (BUSINESS_PLAN_LAST_STEP - 1)) * 100);
}

/** Stored data from an older version or another tab: anything missing or malformed gets its default. */
export function normaliseBusinessPlanState(value: unknown): TBusinessPlanState {
  const base = initialBusinessPlanState();
  if (typeof value !== 'object' || value === null) return base;
  const raw = value as { step?: unknown; formData?: unknown };
  const source = (typeof raw.formData === 'object' && raw.formData !== null ? raw.formData : {}) as Record<
    string,
    unknown
  >;
  const formData = { ...base.formData };
  for (const key of Object.keys(formData) as (keyof TBusinessPlanFormData)[]) {
    const incoming = source[key];
    if (key in BUSINESS_PLAN_LISTS) {
      const list = key as TBusinessPlanListName;
      const spec = BUSINESS_PLAN_LISTS[list];
      if (!Array.isArray(incoming)) continue;
      const items = incoming.slice(0, spec.max).map((item) => cutItem(item, emptyListItem(list)));
      while (items.length < spec.initial) items.push(emptyListItem(list));
      Object.assign(formData, { [list]: items });
    } else if (typeof incoming === 'string') {
      if (key === 'image') {
        if (!businessPlanImageProblem(incoming)) formData.image = incoming;
      } else {
        Object.assign(formData, { [key]: incoming.slice(0, textLimit(key as TBusinessPlanTextField)) });
      }
    }
  }
  return { step: clampBusinessPlanStep(typeof raw.step === 'number' ? raw.step : 1), formData };
}

/** Entries the user actually filled in (blank slots are left out of the document). */
export function filledItems<T>(items: readonly T[]): T[] {
  return items.filter((item) =>
    typeof item === 'string' ? item.trim() !== '' : Object.values(item as object).some((v) => String(v).trim() !== ''),
  );
}

/** The document's file name: the company name made safe, e.g. `Acme Ltd - business plan.pdf`. */
export function businessPlanFilename(companyName: string, extension: 'pdf' | 'docx'): string {
  const safe = companyName
    .replace(/[\\/:*?"<>|]/g, ' ')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return safe ? `${safe} - business plan.${extension}` : `business-plan.${extension}`;
}
