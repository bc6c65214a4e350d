import type { TBusinessModel } from '@launchpad/shared';
import type { TModelProfile } from './builtin.models.types';
import { OFFLINE_MODELS } from './builtin.models.offline';
import { ONLINE_MODELS } from './builtin.models.online';

// How each business model makes and spends money, what it is measured by and what an investor
// challenges first. The offline generator writes revenue, costs and metrics from the model before
// the industry (a chair rental is priced like a rental, not like the furniture trade's software).
// Lists are plain lower-case phrases that read after "through", "such as" or "costs of".
// "{offering}" and "{customer}" in a red flag are filled with the idea's brief.

export type { TModelProfile, TPricePoint } from './builtin.models.types';

/** Written with when the idea does not make its business model clear. */
export const GENERAL_MODEL: TModelProfile = {
  key: 'general',
  noun: 'business',
  purchase: 'buy',
  revenue: ['a fee per order', 'a monthly plan', 'add-on services'],
  costs: ['staff time', 'marketing', 'tools and software'],
  metrics: ['paying customers won per week', 'repeat purchase rate', 'gross margin'],
  risks: ['slow first sales', 'a competitor copying the offer'],
  red_flags: [
    'no clear reason yet for {customer} to choose it over what they use today',
    'the way the business makes money is not yet clear',
    'no clear edge over existing options',
  ],
  strengths: ['a problem people already spend money on'],
  moats: ['a reputation with {customer} that takes years to build', 'know-how that grows with every customer served'],
  presale: 'take deposits or pre-orders',
  price: { b2c: { pounds: 20, unit: 'per order' }, b2b: { pounds: 100, unit: 'a month' } },
  feature: ['Simple to start', 'Clear prices and a real person to talk to.'],
  capital_heavy: false,
};

const MODELS: Partial<Record<TBusinessModel, TModelProfile>> = { ...ONLINE_MODELS, ...OFFLINE_MODELS };

/** The profile of a business model; the general one for a model the library does not describe. */
export const modelProfile = (model: TBusinessModel): TModelProfile => MODELS[model] ?? GENERAL_MODEL;
