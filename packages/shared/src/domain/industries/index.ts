// The industry classification of the AI builder (issue 18): NAICS 2022 industries and the families
// whose vocabulary the offline generator writes with. No I/O.
import type { TIndustryEntry, TIndustryFamily } from './types';

export type { TIndustryEntry, TIndustryFamily } from './types';

/** Written with when nothing better is known: plain words that fit any business. */
export const GENERAL_FAMILY: TIndustryFamily = {
  key: 'general',
  label: 'consumer and business services',
  content_key: 'general',
  alternatives: ['doing it yourself', 'a local provider', 'a large incumbent'],
  revenue: ['a fee per order', 'a monthly plan', 'add-on services'],
  costs: ['staff time', 'marketing', 'tools and software'],
  channels: ['word of mouth', 'search ads', 'local partnerships'],
  metrics: ['customers won per week', 'repeat purchase rate', 'gross margin'],
  risks: ['slow first sales', 'a competitor copying the offer'],
  red_flags: ['no evidence yet that customers will pay', 'an undefined first market', 'no clear edge over incumbents'],
  trends: ['buying online first', 'demand for personal service'],
  naming: ['Compass', 'Harbour', 'Keystone'],
  colours: [
    ['Indigo', '#3F51B5'],
    ['Amber', '#FFB300'],
  ],
  institutions: {},
};

/** Every industry the builder can read an idea into (filled from NAICS 2022). */
export const INDUSTRY_CATALOGUE: readonly TIndustryEntry[] = [];
export const INDUSTRY_FAMILIES: readonly TIndustryFamily[] = [GENERAL_FAMILY];

export const industryByCode = (code: string): TIndustryEntry | undefined =>
  INDUSTRY_CATALOGUE.find((entry) => entry.code === code);
export const familyByKey = (key: string): TIndustryFamily =>
  INDUSTRY_FAMILIES.find((family) => family.key === key) ?? GENERAL_FAMILY;
