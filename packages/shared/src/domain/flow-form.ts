/**
 * Multi-step flow form (SPEC §3, §4, §5): steps 1..4, forward and back within bounds. Used for the
 * company-formation questionnaire: where → what kind of company → founders → extras, which then
 * recommends formation products from the catalogue. Every function is pure.
 */
import { findCountry, findState, requiresState } from './countries';

export const FLOW_FIRST_STEP = 1;
export const FLOW_LAST_STEP = 4;

export const FLOW_STEPS = [
  { title: 'Where', description: 'The country (and US state) you will form the company in.' },
  { title: 'Company type', description: 'The kind of company that suits you.' },
  { title: 'Founders', description: 'Who will own and run it.' },
  { title: 'Extras', description: 'What else you need from day one.' },
] as const;

export const COMPANY_TYPES = [
  { id: 'limited', label: 'Private limited company', hint: 'Owners are protected; best for most startups.', us: false },
  { id: 'llp', label: 'Limited liability partnership', hint: 'Partners share profits; common for firms.', us: false },
  { id: 'sole', label: 'Sole trader', hint: 'Just you, no separate company; simplest to start.', us: false },
  { id: 'llc', label: 'LLC', hint: 'Flexible and protected; good for small US businesses.', us: true },
  { id: 'c-corp', label: 'C corporation', hint: 'What US investors expect (often in Delaware).', us: true },
  { id: 's-corp', label: 'S corporation', hint: 'Pass-through tax; US-resident owners only.', us: true },
] as const;

export type TCompanyTypeId = (typeof COMPANY_TYPES)[number]['id'];

export const FLOW_EXTRAS = [
  { id: 'tradeMark', label: 'Protect the name with a trade mark' },
  { id: 'bookkeeping', label: 'Bookkeeping and accounts' },
  { id: 'domain', label: 'A website address (domain)' },
  { id: 'registeredOffice', label: 'A registered office address' },
] as const;

export type TFlowExtra = (typeof FLOW_EXTRAS)[number]['id'];

export const MAX_FOUNDERS = 20;

export type TFlowAnswers = {
  countryCode: string;
  stateCode: string;
  companyType: TCompanyTypeId | '';
  founders: number;
  /** Founders living outside the country of formation. */
  foreignFounders: boolean;
  extras: TFlowExtra[];
};

export type TFlowState = { step: number; answers: TFlowAnswers };

export function initialFlowState(): TFlowState {
  return {
    step: FLOW_FIRST_STEP,
    answers: { countryCode: '', stateCode: '', companyType: '', founders: 1, foreignFounders: false, extras: [] },
  };
}

/** SPEC §5: the step is always 1..4. */
export function clampFlowStep(step: number): number {
  if (!Number.isFinite(step)) return FLOW_FIRST_STEP;
  return Math.min(FLOW_LAST_STEP, Math.max(FLOW_FIRST_STEP, Math.trunc(step)));
}

/** The company types offered for a country (US types only in the US). */
export function companyTypesFor(countryCode: string) {
  const us = requiresState(countryCode);
  return COMPANY_TYPES.filter((type) => type.us === us);
}

/** What is missing on `step`, or null when the user may go on. */
export function flowStepProblem(step: number, answers: TFlowAnswers): string | null {
  switch (clampFlowStep(step)) {
    case 1: {
      const country = findCountry(answers.countryCode);
      if (!country) return 'Choose the country to form the company in.';
      if (requiresState(country.code) && !findState(country, answers.stateCode)) return 'Choose the US state.';
      return null;
    }
    case 2:
      return companyTypesFor(answers.countryCode).some((type) => type.id === answers.companyType)
        ? null
        : 'Choose the kind of company.';
    case 3:
      return Number.isInteger(answers.founders) && answers.founders >= 1 && answers.founders <= MAX_FOUNDERS
        ? null
        : `Enter between 1 and ${MAX_FOUNDERS} founders.`;
    default:
      return null;
  }
}

export type TFlowAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'setCountry'; countryCode: string }
  | { type: 'setState'; stateCode: string }
  | { type: 'setCompanyType'; companyType: TCompanyTypeId }
  | { type: 'setFounders'; founders: number }
  | { type: 'setForeignFounders'; value: boolean }
  | { type: 'toggleExtra'; extra: TFlowExtra }
  | { type: 'reset' };

export function flowReducer(state: TFlowState, action: TFlowAction): TFlowState {
  const { answers } = state;
  switch (action.type) {
    case 'next':
      return flowStepProblem(state.step, answers) ? state : { ...state, step: clampFlowStep(state.step + 1) };
    case 'back':
      return { ...state, step: clampFlowStep(state.step - 1) };
    case 'setCountry': {
      if (action.countryCode === answers.countryCode) return state;
      // SPEC §5: changing the country clears the state; a type from the other side of the Atlantic too.
      const keepType = companyTypesFor(action.countryCode).some((type) => type.id === answers.companyType);
      return {
        ...state,
        answers: {
          ...answers,
          countryCode: action.countryCode,
          stateCode: '',
          companyType: keepType ? answers.companyType : '',
        },
      };
    }
    case 'setState':
      return requiresState(answers.countryCode)
        ? { ...state, answers: { ...answers, stateCode: action.stateCode } }
        : state;
    case 'setCompanyType':
      return { ...state, answers: { ...answers, companyType: action.companyType } };
    case 'setFounders':
      return { ...state, answers: { ...answers, founders: action.founders } };
    case 'setForeignFounders':
      return { ...state, answers: { ...answers, foreignFounders: action.value } };
    case 'toggleExtra': {
      const extras = answers.extras.includes(action.extra)
        ? answers.extras.filter((extra) => extra !== action.extra)
        : [...answers.extras, action.extra];
      return { ...state, answers: { ...answers, extras } };
    }
    case 'reset':
      return initialFlowState();
  }
}

export type TFlowRecommendation = {
  kind: 'companyFormation' | 'tradeMark' | 'bookkeeping' | 'domain';
  title: string;
  reason: string;
  /** For company formation: where (names, as the services page addresses them). */
  countryName?: string;
  stateName?: string;
};

/** The catalogue products that fit the answers, most important first. */
export function recommendFormation(answers: TFlowAnswers): TFlowRecommendation[] {
  const country = findCountry(answers.countryCode);
  if (!country) return [];
  const state = requiresState(country.code) ? findState(country, answers.stateCode) : undefined;
  const type = COMPANY_TYPES.find((item) => item.id === answers.companyType);
  const where = state ? `${state.name}, ${country.name}` : country.name;
  const out: TFlowRecommendation[] = [];
  if (type && type.id !== 'sole') {
    const founders = answers.founders === 1 ? 'one founder' : `${answers.founders} founders`;
    const registered = answers.extras.includes('registeredOffice') ? ' with a registered office address' : '';
    const foreign = answers.foreignFounders ? ' Non-resident founders are supported.' : '';
    out.push({
      kind: 'companyFormation',
      title: `${type.label} formation in ${where}`,
      reason: `Incorporate for ${founders}${registered}.${foreign}`,
      countryName: country.name,
      ...(state ? { stateName: state.name } : {}),
    });
  } else if (type) {
    out.push({
      kind: 'bookkeeping',
      title: 'Register as a sole trader and keep your books',
      reason: 'No company to form: register for tax and keep simple records from the start.',
    });
  }
  if (answers.extras.includes('tradeMark')) {
    out.push({ kind: 'tradeMark', title: 'Trade mark registration', reason: 'Stop others using your name or logo.' });
  }
  if (answers.extras.includes('bookkeeping') && !out.some((item) => item.kind === 'bookkeeping')) {
    out.push({
      kind: 'bookkeeping',
      title: 'Bookkeeping and accounting',
      reason: 'Annual accounts and returns filed on time.',
    });
  }
  if (answers.extras.includes('domain')) {
    out.push({
      kind: 'domain',
      title: 'A domain for your company',
      reason: 'Check your name is free as a website address.',
    });
  }
  return out;
}

/** Stored answers from an older version: anything malformed gets its default. */
export function normaliseFlowState(value: unknown): TFlowState {
  const base = initialFlowState();
  if (typeof value !== 'object' || value === null) return base;
  const raw = value as { step?: unknown; answers?: Partial<Record<keyof TFlowAnswers, unknown>> };
  const a = raw.answers ?? {};
  const answers: TFlowAnswers = {
    countryCode: typeof a.countryCode === 'string' && findCountry(a.countryCode) ? a.countryCode : '',
    stateCode: typeof a.stateCode === 'string' ? a.stateCode : '',
    companyType: COMPANY_TYPES.some((t) => t.id === a.companyType) ? (a.companyType as TCompanyTypeId) : '',
    founders:
      typeof a.founders === 'number' && Number.isInteger(a.founders) && a.founders >= 1 && a.founders <= MAX_FOUNDERS
        ? a.founders
        : 1,
    foreignFounders: a.foreignFounders === true,
    extras: Array.isArray(a.extras)
      ? FLOW_EXTRAS.map((extra) => extra.id).filter((id) => (a.extras as unknown[]).includes(id))
      : [],
  };
  return { step: clampFlowStep(typeof raw.step === 'number' ? raw.step : 1), answers };
}
