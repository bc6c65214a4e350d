// The industry classification of the AI builder (issue 18): NAICS 2022 industries and the families
// whose vocabulary the offline generator writes with. No I/O.
import { INDUSTRY_CATALOGUE } from './catalogue';
import { FAMILIES } from './families';
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

/** Every industry the builder can read an idea into: NAICS 2022, generated (see README.md here). */
export { INDUSTRY_CATALOGUE };
/** The families the catalogue's industries are written with, the general one last. */
export const INDUSTRY_FAMILIES: readonly TIndustryFamily[] = [...FAMILIES, GENERAL_FAMILY];

// Built on first use, so a bundle that never looks an industry up keeps nothing at module load.
let byCode: Map<string, TIndustryEntry> | undefined;
let byFamily: Map<string, TIndustryFamily> | undefined;

export const industryByCode = (code: string): TIndustryEntry | undefined =>
  (byCode ??= new Map(INDUSTRY_CATALOGUE.map((entry) => [entry.code, entry]))).get(code);
export const familyByKey = (key: string): TIndustryFamily =>
  (byFamily ??= new Map(INDUSTRY_FAMILIES.map((family) => [family.key, family]))).get(key) ?? GENERAL_FAMILY;
