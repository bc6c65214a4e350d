import type { TBriefPlace, TBusinessModel, TIdeaBrief } from '@launchpad/shared';
import type { TIdeaAnalysis } from './llm.provider';

// Briefs written by hand for the offline generator's tests: many industries, models, countries and
// both kinds of buyer, so the tests do not depend on the brief reader.

const PLACES: Record<
  string,
  [city: string | null, region: string | null, country: string, code: string, regionCode: string | null]
> = {
  Leeds: ['Leeds', 'England', 'United Kingdom', 'GB', 'ENG'],
  Manchester: ['Manchester', 'England', 'United Kingdom', 'GB', 'ENG'],
  Bristol: ['Bristol', 'England', 'United Kingdom', 'GB', 'ENG'],
  Glasgow: ['Glasgow', 'Scotland', 'United Kingdom', 'GB', 'SCT'],
  Edinburgh: ['Edinburgh', 'Scotland', 'United Kingdom', 'GB', 'SCT'],
  Birmingham: ['Birmingham', 'England', 'United Kingdom', 'GB', 'ENG'],
  London: ['London', 'England', 'United Kingdom', 'GB', 'ENG'],
  Cardiff: ['Cardiff', 'Wales', 'United Kingdom', 'GB', 'WLS'],
  Oxford: ['Oxford', 'England', 'United Kingdom', 'GB', 'ENG'],
  Porto: ['Porto', 'Porto', 'Portugal', 'PT', null],
  Lisbon: ['Lisbon', 'Lisbon', 'Portugal', 'PT', null],
  'Los Angeles': ['Los Angeles', 'California', 'United States', 'US', 'CA'],
  Austin: ['Austin', 'Texas', 'United States', 'US', 'TX'],
  Texas: [null, 'Texas', 'United States', 'US', 'TX'],
  Chicago: ['Chicago', 'Illinois', 'United States', 'US', 'IL'],
  Seattle: ['Seattle', 'Washington', 'United States', 'US', 'WA'],
  Dublin: ['Dublin', 'Leinster', 'Ireland', 'IE', null],
  Cork: ['Cork', 'Munster', 'Ireland', 'IE', null],
  Berlin: ['Berlin', 'Berlin', 'Germany', 'DE', 'BE'],
  Bavaria: [null, 'Bavaria', 'Germany', 'DE', 'BY'],
  Osaka: ['Osaka', 'Osaka', 'Japan', 'JP', null],
  Toronto: ['Toronto', 'Ontario', 'Canada', 'CA', 'ON'],
  Australia: [null, null, 'Australia', 'AU', null],
  Amsterdam: ['Amsterdam', 'North Holland', 'Netherlands', 'NL', null],
  Lyon: ['Lyon', 'Auvergne-Rhône-Alpes', 'France', 'FR', null],
  Paris: ['Paris', 'Île-de-France', 'France', 'FR', null],
  Copenhagen: ['Copenhagen', 'Capital Region', 'Denmark', 'DK', null],
  Madrid: ['Madrid', 'Community of Madrid', 'Spain', 'ES', null],
  Milan: ['Milan', 'Lombardy', 'Italy', 'IT', null],
  Warsaw: ['Warsaw', 'Masovia', 'Poland', 'PL', null],
  Kraków: ['Kraków', 'Lesser Poland', 'Poland', 'PL', null],
  Zurich: ['Zurich', 'Zurich', 'Switzerland', 'CH', null],
  Stockholm: ['Stockholm', 'Stockholm', 'Sweden', 'SE', null],
  Brussels: ['Brussels', 'Brussels-Capital', 'Belgium', 'BE', null],
  'Cape Town': ['Cape Town', 'Western Cape', 'South Africa', 'ZA', null],
  Mendoza: ['Mendoza', 'Mendoza', 'Argentina', 'AR', null],
  Singapore: ['Singapore', null, 'Singapore', 'SG', null],
  Split: ['Split', 'Split-Dalmatia', 'Croatia', 'HR', null],
  Seoul: ['Seoul', 'Seoul', 'South Korea', 'KR', null],
  Dubai: ['Dubai', 'Dubai', 'United Arab Emirates', 'AE', null],
  'São Paulo': ['São Paulo', 'São Paulo', 'Brazil', 'BR', null],
  Shanghai: ['Shanghai', 'Shanghai', 'China', 'CN', null],
  Oslo: ['Oslo', 'Oslo', 'Norway', 'NO', null],
};

export const CURRENCIES: Record<string, string> = {
  GB: 'GBP',
  PT: 'EUR',
  US: 'USD',
  IE: 'EUR',
  DE: 'EUR',
  JP: 'JPY',
  CA: 'CAD',
  AU: 'AUD',
  NL: 'EUR',
  FR: 'EUR',
  DK: 'DKK',
  ES: 'EUR',
  IT: 'EUR',
  PL: 'PLN',
  CH: 'CHF',
  SE: 'SEK',
  BE: 'EUR',
  ZA: 'ZAR',
  AR: 'ARS',
  SG: 'SGD',
  HR: 'EUR',
  KR: 'KRW',
  AE: 'AED',
  BR: 'BRL',
  CN: 'CNY',
  NO: 'NOK',
};

const place = (name: string): TBriefPlace => {
  const [city, region, country, country_code, region_code] = PLACES[name]!;
  return { city, region, region_code, country, country_code };
};

export type TBriefSpec = {
  offering: string;
  customer: string;
  buyer?: 'b2b' | 'b2c';
  end_user?: string;
  model: TBusinessModel;
  family: string;
  label: string;
  places?: string[];
  scope?: TIdeaBrief['scope'];
  confidence?: Partial<TIdeaBrief['confidence']>;
  assumptions?: string[];
};

export function briefOf(spec: TBriefSpec): TIdeaBrief {
  const places = (spec.places ?? []).map(place);
  return {
    offering: spec.offering,
    buyer: spec.buyer ?? 'b2c',
    customer: spec.customer,
    end_user: spec.end_user ?? null,
    business_model: spec.model,
    industry: { code: '999999', label: spec.label, family: spec.family },
    places,
    scope: spec.scope ?? (places[0]?.city ? 'local' : places.length ? 'national' : 'global'),
    currency: CURRENCIES[places[0]?.country_code ?? 'GB'] ?? 'GBP',
    confidence: {
      offering: 0.9,
      buyer: 0.9,
      customer: 0.9,
      business_model: 0.85,
      industry: 0.8,
      places: 0.95,
      ...spec.confidence,
    },
    corrected: [],
    assumptions: spec.assumptions ?? [],
  };
}

let seed = 7;
export function analysisOf(text: string, spec: TBriefSpec): TIdeaAnalysis {
  seed = (seed * 48271) % 2147483647;
  const brief = briefOf(spec);
  const keyTerms = [
    ...new Set(
      spec.offering
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word.length > 2),
    ),
  ];
  return { text, brief, keyTerms, seed };
}

// One idea a line: text | offering | customer (who pays) | end user | buyer | model | family | industry label | places.
const LINES = [
  'Refurbished office chairs on a monthly plan for people working from home in Leeds | refurbished office chairs | remote workers |  | b2c | subscription | furniture-and-home-goods | furniture retail | Leeds',
  'GCSE maths tutoring over video for teenagers in Bristol, paid by their parents | GCSE maths tutoring | parents | teenagers | b2c | education | adult-training-and-courses | tutoring | Bristol',
  'VAT returns and bookkeeping for sole traders in Glasgow | VAT returns and bookkeeping | sole traders |  | b2b | service | professional-services | accounting and bookkeeping | Glasgow',
  'QR-code menus and ordering software for independent cafés in Porto | QR-code ordering software | independent cafés | diners | b2b | saas | software-saas | software publishing | Porto',
  'Chair and table rental for weddings in Los Angeles | chairs and tables for weddings | couples planning weddings |  | b2c | rental | rental-leasing | party equipment rental | Los Angeles',
  'An AI tool that drafts HR policies for SMEs in Dublin | AI-drafted HR policies | SMEs |  | b2b | saas | software-saas | software publishing | Dublin',
  'iPhone screen repair at home for students in Berlin | iPhone screen repair | students |  | b2c | service | repair-and-maintenance | electronics repair | Berlin',
  'Mobile MOT and servicing for small delivery firms in Birmingham | mobile MOT and servicing | small delivery firms |  | b2b | service | repair-and-maintenance | car repair | Birmingham',
  'Matcha and ramen café for office workers in Osaka | matcha and ramen | office workers |  | b2c | venue | food-service | restaurants and cafés | Osaka',
  'Marketplace connecting hobby beekeepers with urban gardeners in Toronto | beehive hosting | urban gardeners |  | b2c | marketplace | agriculture | apiculture | Toronto',
  'Online pilates classes for new mothers across Australia | online pilates classes | new mothers |  | b2c | subscription | fitness | fitness studios | Australia',
  'B2B payroll API for staffing agencies in Amsterdam | B2B payroll API | staffing agencies |  | b2b | saas | fintech | payroll services | Amsterdam',
  'Hand-made ceramic tableware made for restaurants in Lyon | hand-made ceramic tableware | restaurants |  | b2b | manufacturing | manufacturing | pottery and ceramics manufacturing | Lyon',
  'Electric cargo-bike leasing for florists in Copenhagen | electric cargo bikes | florists |  | b2b | rental | mobility-transport | vehicle leasing | Copenhagen',
  'A podcast about personal finance for young nurses in Manchester | personal finance podcast | young nurses |  | b2c | content | media-content | podcasting | Manchester',
  'Dog grooming van visiting pet owners in Austin, Texas | mobile dog grooming | pet owners |  | b2c | service | pet-care | pet grooming | Austin',
  'Solar battery installation for farms in Bavaria | solar battery installation | farms |  | b2b | service | energy-cleantech | solar installation | Bavaria',
  'Student housing finder app for international students in Madrid | student housing finder | international students |  | b2c | app | real-estate-letting | letting agents | Madrid',
  'Mental-health workshops for law firms in London | mental-health workshops | law firms | lawyers | b2b | education | mental-health | mental health services | London',
  'Second-hand designer handbag resale for collectors in Milan | second-hand designer handbags | collectors |  | b2c | marketplace | fashion | clothing and accessories retail | Milan',
  'Cybersecurity audits for dental practices in Warsaw | cybersecurity audits | dental practices |  | b2b | agency | security | security consulting | Warsaw',
  'Coding camps in the school holidays for children in Zurich | holiday coding camps | parents | children | b2c | education | childcare | child day care | Zurich',
  'Wedding photographer booking in Lisbon and Porto | wedding photography | engaged couples |  | b2c | marketplace | events-entertainment | photography services | Lisbon + Porto',
  'Vegan protein bars sold to gyms in Stockholm | vegan protein bars | gyms | gym members | b2b | retail | food-drink-brands | snack food manufacturing | Stockholm',
  'Ticket scanning hardware for music festivals in Texas | ticket scanners | festival organisers |  | b2b | hardware | events-entertainment | event technology | Texas',
  'Grocery delivery by e-bike for elderly residents in Edinburgh | grocery delivery | elderly residents |  | b2c | service | grocery-delivery | grocery delivery | Edinburgh',
  'Translation agency for medical device makers in Brussels | medical translation | medical device makers |  | b2b | agency | professional-services | translation services | Brussels',
  'Co-working space with a podcast studio in Cape Town | co-working space with a podcast studio | freelancers |  | b2c | venue | real-estate-letting | shared office space | Cape Town',
  'Soil moisture sensors for vineyards in Mendoza | soil moisture sensors | vineyards |  | b2b | hardware | agriculture | farm technology | Mendoza',
  'Polish lessons for Ukrainian refugees in Kraków, paid for by charities | Polish lessons | charities | Ukrainian refugees | b2b | education | adult-training-and-courses | language schools | Kraków',
  'Meal prep subscription for shift workers in Singapore | meal prep subscription | shift workers |  | b2c | subscription | food-drink-brands | prepared meals | Singapore',
  'Online will writing for retirees in Cork | online will writing | retirees |  | b2c | service | professional-services | legal services | Cork',
  'Kayak rental for tourists in Split | kayaks | tourists |  | b2c | rental | travel-accommodation | recreational goods rental | Split',
  'School uniform recycling for schools in Cardiff | school uniform recycling | schools | families | b2b | service | nonprofit-community | textile recycling | Cardiff',
  'HVAC maintenance contracts for office buildings in Chicago | HVAC maintenance contracts | office landlords |  | b2b | service | property-services | building services | Chicago',
  'An EV charging app for taxi drivers in Dublin | EV charging app | taxi drivers |  | b2c | app | mobility-transport | EV charging | Dublin',
  'Nursery staff recruitment in Leeds and Manchester | nursery staff recruitment | nurseries |  | b2b | agency | staffing-recruitment | recruitment agencies | Leeds + Manchester',
  'Subscription box of Portuguese snacks for expats in Paris | Portuguese snack boxes | Portuguese expats |  | b2c | subscription | food-drink-brands | specialty food | Paris',
  'Meal kit subscription for busy couples in Oxford | meal kit subscription | busy couples |  | b2c | subscription | food-drink-brands | meal kits | Oxford',
  'University admissions coaching app for sixth-formers in Oxford | university admissions coaching | sixth-formers |  | b2c | app | adult-training-and-courses | educational support | Oxford',
  'An hourly nanny-sharing marketplace for families in Seattle | hourly nanny sharing | families |  | b2c | marketplace | childcare | child day care | Seattle',
  'Used textbook exchange for university students in Seoul | used textbooks | university students |  | b2c | marketplace | retail-ecommerce | used merchandise retail | Seoul',
  'Halal meal kits for Muslim families in Dubai | halal meal kits | Muslim families |  | b2c | subscription | food-drink-brands | meal kits | Dubai',
  'Electric bike servicing for delivery riders in São Paulo | e-bike servicing | delivery riders |  | b2c | service | repair-and-maintenance | bicycle repair | São Paulo',
  'Clinic scheduling software for physiotherapists in Shanghai | clinic scheduling software | physiotherapy clinics | patients | b2b | saas | health-practice | medical software | Shanghai',
  'Salmon skin leather made into wallets in Oslo | salmon leather wallets | eco-minded shoppers |  | b2c | retail | fashion | leather goods | Oslo',
  'Care home visits by therapy dogs in Manchester | therapy dog visits | care homes | residents | b2b | service | health-practice | health services | Manchester',
];

const specOf = (line: string): [string, TBriefSpec] => {
  const [text = '', offering = '', customer = '', endUser, buyer, model, family = '', label = '', places = ''] = line
    .split(' | ')
    .map((part) => part.trim());
  return [
    text,
    {
      offering,
      customer,
      end_user: endUser || undefined,
      buyer: buyer as 'b2b' | 'b2c',
      model: model as TBusinessModel,
      family,
      label,
      places: places ? places.split(' + ') : [],
    },
  ];
};

/** Ideas in many industries, models and countries, B2B and B2C, each with the brief a reader would give. */
export const IDEAS: [string, TBriefSpec][] = [
  ...LINES.map(specOf),
  [
    'Tabletop game publishing for board game cafés',
    {
      offering: 'tabletop games',
      customer: 'board game cafés',
      buyer: 'b2b',
      model: 'manufacturing',
      family: 'gaming',
      label: 'game publishing',
      scope: 'national',
    },
  ],
  [
    'Something for people who like stuff',
    {
      offering: 'products',
      customer: 'people',
      model: 'service',
      family: 'general',
      label: 'other services',
      confidence: { offering: 0.3, customer: 0.3, business_model: 0.2, industry: 0.2, places: 0.1 },
      assumptions: ['We assumed you sell in the UK.'],
    },
  ],
];
