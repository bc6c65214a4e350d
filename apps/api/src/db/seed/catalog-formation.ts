import { US_STATES, findCountry } from '@launchpad/shared';
import type { TSeedAddOn, TSeedProduct } from './catalog-types';

/**
 * US filing fees are published in dollars; the seed converts them at this fixed rate
 * (1 USD = £0.79, the mid-2024 average) so prices do not move with the market between starts.
 */
export const USD_TO_GBP_PENCE_PER_DOLLAR = 79;
const usd = (dollars: number) => Math.round(dollars * USD_TO_GBP_PENCE_PER_DOLLAR);
const gbp = (pounds: number) => Math.round(pounds * 100);

type TCountryFormation = {
  code: string;
  slug: string;
  name: string;
  entity: string;
  localName: string;
  registry: string;
  /** Our fee and the registry / notary fee, in pounds. */
  fee: number;
  filing: number;
  days: number;
  sortOrder: number;
};

/** One company type per country of SPEC §3 except the US (formed per state below). */
// prettier-ignore
const COUNTRY_FORMATIONS: TCountryFormation[] = [
  { code: 'AT', slug: 'austria-gmbh-formation', name: 'Austrian GmbH', entity: 'GmbH', localName: 'Gesellschaft mit beschränkter Haftung', registry: 'Austrian Firmenbuch (commercial register)', fee: 1290, filing: 450, days: 15, sortOrder: 120 },
  { code: 'BE', slug: 'belgium-bv-formation', name: 'Belgian BV (SRL)', entity: 'BV', localName: 'besloten vennootschap / société à responsabilité limitée', registry: 'Crossroads Bank for Enterprises', fee: 1190, filing: 300, days: 10, sortOrder: 120 },
  { code: 'BG', slug: 'bulgaria-eood-formation', name: 'Bulgarian EOOD', entity: 'EOOD', localName: 'single-member limited liability company', registry: 'Bulgarian Commercial Register', fee: 690, filing: 60, days: 7, sortOrder: 120 },
  { code: 'HR', slug: 'croatia-doo-formation', name: 'Croatian d.o.o.', entity: 'd.o.o.', localName: 'društvo s ograničenom odgovornošću', registry: 'Croatian Court Register', fee: 790, filing: 150, days: 10, sortOrder: 120 },
  { code: 'CY', slug: 'cyprus-ltd-formation', name: 'Cypriot private limited company', entity: 'Ltd', localName: 'private company limited by shares', registry: 'Cyprus Registrar of Companies', fee: 990, filing: 140, days: 10, sortOrder: 120 },
  { code: 'CZ', slug: 'czech-republic-sro-formation', name: 'Czech s.r.o.', entity: 's.r.o.', localName: 'společnost s ručením omezeným', registry: 'Czech Commercial Register', fee: 790, filing: 120, days: 10, sortOrder: 120 },
  { code: 'DK', slug: 'denmark-aps-formation', name: 'Danish ApS', entity: 'ApS', localName: 'anpartsselskab', registry: 'Danish Business Authority (Virk)', fee: 890, filing: 80, days: 5, sortOrder: 120 },
  { code: 'EE', slug: 'estonia-ou-formation', name: 'Estonian OÜ', entity: 'OÜ', localName: 'osaühing', registry: 'Estonian e-Business Register', fee: 390, filing: 225, days: 3, sortOrder: 45 },
  { code: 'FI', slug: 'finland-oy-formation', name: 'Finnish Oy', entity: 'Oy', localName: 'osakeyhtiö', registry: 'Finnish Trade Register (PRH)', fee: 890, filing: 240, days: 10, sortOrder: 120 },
  { code: 'FR', slug: 'france-sas-formation', name: 'French SAS', entity: 'SAS', localName: 'société par actions simplifiée', registry: 'Registre du commerce et des sociétés (RCS)', fee: 890, filing: 220, days: 10, sortOrder: 70 },
  { code: 'DE', slug: 'germany-gmbh-formation', name: 'German GmbH', entity: 'GmbH', localName: 'Gesellschaft mit beschränkter Haftung', registry: 'Handelsregister (commercial register)', fee: 1390, filing: 650, days: 14, sortOrder: 50 },
  { code: 'GR', slug: 'greece-ike-formation', name: 'Greek IKE', entity: 'IKE', localName: 'private capital company', registry: 'General Commercial Registry (GEMI)', fee: 990, filing: 200, days: 10, sortOrder: 120 },
  { code: 'HK', slug: 'hong-kong-ltd-formation', name: 'Hong Kong limited company', entity: 'Ltd', localName: 'private company limited by shares', registry: 'Hong Kong Companies Registry', fee: 690, filing: 390, days: 5, sortOrder: 60 },
  { code: 'IE', slug: 'ireland-ltd-formation', name: 'Irish limited company (LTD)', entity: 'LTD', localName: 'private company limited by shares', registry: 'Companies Registration Office (CRO)', fee: 590, filing: 50, days: 7, sortOrder: 40 },
  { code: 'IT', slug: 'italy-srl-formation', name: 'Italian SRL', entity: 'SRL', localName: 'società a responsabilità limitata', registry: 'Registro delle Imprese', fee: 1490, filing: 550, days: 14, sortOrder: 120 },
  { code: 'LV', slug: 'latvia-sia-formation', name: 'Latvian SIA', entity: 'SIA', localName: 'sabiedrība ar ierobežotu atbildību', registry: 'Latvian Register of Enterprises', fee: 590, filing: 85, days: 5, sortOrder: 120 },
  { code: 'LT', slug: 'lithuania-uab-formation', name: 'Lithuanian UAB', entity: 'UAB', localName: 'uždaroji akcinė bendrovė', registry: 'Lithuanian Register of Legal Entities', fee: 690, filing: 60, days: 7, sortOrder: 120 },
  { code: 'LU', slug: 'luxembourg-sarl-formation', name: 'Luxembourg SARL', entity: 'SARL', localName: 'société à responsabilité limitée', registry: 'Luxembourg Business Registers (RCS)', fee: 1690, filing: 900, days: 14, sortOrder: 120 },
  { code: 'MT', slug: 'malta-ltd-formation', name: 'Maltese private limited company', entity: 'Ltd', localName: 'private limited liability company', registry: 'Malta Business Registry', fee: 1190, filing: 210, days: 7, sortOrder: 120 },
  { code: 'NL', slug: 'netherlands-bv-formation', name: 'Dutch BV', entity: 'BV', localName: 'besloten vennootschap', registry: 'Netherlands Chamber of Commerce (KVK)', fee: 1190, filing: 120, days: 7, sortOrder: 65 },
  { code: 'PL', slug: 'poland-sp-z-oo-formation', name: 'Polish sp. z o.o.', entity: 'sp. z o.o.', localName: 'spółka z ograniczoną odpowiedzialnością', registry: 'National Court Register (KRS)', fee: 690, filing: 210, days: 7, sortOrder: 120 },
  { code: 'PT', slug: 'portugal-lda-formation', name: 'Portuguese Lda', entity: 'Lda', localName: 'sociedade por quotas', registry: 'Portuguese Commercial Registry', fee: 790, filing: 310, days: 5, sortOrder: 120 },
  { code: 'ES', slug: 'spain-sl-formation', name: 'Spanish SL', entity: 'SL', localName: 'sociedad limitada', registry: 'Registro Mercantil', fee: 990, filing: 300, days: 14, sortOrder: 120 },
  { code: 'CH', slug: 'switzerland-gmbh-formation', name: 'Swiss GmbH', entity: 'GmbH', localName: 'Gesellschaft mit beschränkter Haftung', registry: 'Swiss Commercial Register', fee: 1890, filing: 800, days: 14, sortOrder: 80 },
  { code: 'GB', slug: 'uk-ltd-formation', name: 'UK limited company (Ltd)', entity: 'Ltd', localName: 'private company limited by shares', registry: 'Companies House', fee: 79, filing: 50, days: 1, sortOrder: 10 },
];

/**
 * State filing fees in US dollars for an LLC's articles of organization and a corporation's
 * articles of incorporation (minimum), as the states published them in 2024. Nevada includes its
 * initial list and state business licence. States change these; check before filing.
 */
// prettier-ignore
const US_FILING_FEES_USD: Record<string, { llc: number; corp: number }> = {
  AL: { llc: 200, corp: 200 }, AK: { llc: 250, corp: 250 }, AZ: { llc: 50, corp: 60 }, AR: { llc: 45, corp: 50 },
  CA: { llc: 70, corp: 100 }, CO: { llc: 50, corp: 50 }, CT: { llc: 120, corp: 250 }, DE: { llc: 110, corp: 89 },
  DC: { llc: 99, corp: 220 }, FL: { llc: 125, corp: 70 }, GA: { llc: 100, corp: 100 }, HI: { llc: 50, corp: 50 },
  ID: { llc: 100, corp: 100 }, IL: { llc: 150, corp: 150 }, IN: { llc: 95, corp: 90 }, IA: { llc: 50, corp: 50 },
  KS: { llc: 160, corp: 90 }, KY: { llc: 40, corp: 50 }, LA: { llc: 100, corp: 75 }, ME: { llc: 175, corp: 145 },
  MD: { llc: 100, corp: 120 }, MA: { llc: 500, corp: 275 }, MI: { llc: 50, corp: 60 }, MN: { llc: 155, corp: 155 },
  MS: { llc: 50, corp: 50 }, MO: { llc: 50, corp: 58 }, MT: { llc: 35, corp: 70 }, NE: { llc: 100, corp: 60 },
  NV: { llc: 425, corp: 725 }, NH: { llc: 100, corp: 100 }, NJ: { llc: 125, corp: 125 }, NM: { llc: 50, corp: 100 },
  NY: { llc: 200, corp: 125 }, NC: { llc: 125, corp: 125 }, ND: { llc: 135, corp: 100 }, OH: { llc: 99, corp: 99 },
  OK: { llc: 100, corp: 50 }, OR: { llc: 100, corp: 100 }, PA: { llc: 125, corp: 125 }, RI: { llc: 150, corp: 230 },
  SC: { llc: 110, corp: 135 }, SD: { llc: 150, corp: 150 }, TN: { llc: 300, corp: 100 }, TX: { llc: 300, corp: 300 },
  UT: { llc: 59, corp: 59 }, VT: { llc: 125, corp: 125 }, VA: { llc: 100, corp: 75 }, WA: { llc: 200, corp: 180 },
  WV: { llc: 100, corp: 100 }, WI: { llc: 130, corp: 100 }, WY: { llc: 100, corp: 100 },
};

/** Our fees for a US formation, on top of the state's. */
const US_LLC_FEE = gbp(99);
const US_CORP_FEE = gbp(199);
/** States founders ask for most come first in lists. */
const US_STATE_ORDER: Record<string, number> = { DE: 20, WY: 30, FL: 90, TX: 90, NY: 95, CA: 95 };

const countryAddOns = (registry: string): TSeedAddOn[] => [
  {
    name: 'Apostille on the certificate of incorporation',
    description: 'Legalised for use abroad, e.g. to open a bank account in another country.',
    pricePence: gbp(95),
    maxQuantity: 5,
  },
  {
    name: 'Certified English translation',
    description: `Sworn translation of the ${registry} extract and articles.`,
    pricePence: gbp(149),
    maxQuantity: 1,
  },
];

const UK_ADD_ONS: TSeedAddOn[] = [
  {
    name: 'Registered office address (12 months)',
    description: 'A London address for Companies House, so your home address stays private.',
    pricePence: gbp(59),
    maxQuantity: 1,
  },
  {
    name: 'Director service address (12 months)',
    description: 'Keeps each director’s home address off the public register.',
    pricePence: gbp(39),
    maxQuantity: 5,
  },
  {
    name: 'Apostilled certificate of incorporation',
    description: 'Legalised by the FCDO for use abroad.',
    pricePence: gbp(95),
    maxQuantity: 5,
  },
];

const usAddOns = (entity: 'LLC' | 'C-Corp'): TSeedAddOn[] => [
  {
    name: 'Expedited state filing',
    description: 'We pay the state’s expedite fee and file the same day.',
    pricePence: gbp(79),
    maxQuantity: 1,
  },
  entity === 'LLC'
    ? {
        name: 'Custom operating agreement',
        description: 'Drafted for your members, ownership split and voting.',
        pricePence: gbp(99),
        maxQuantity: 1,
      }
    : {
        name: 'Founder stock purchase agreements and 83(b) elections',
        description: 'Issued to each founder with vesting, and the IRS elections prepared.',
        pricePence: gbp(149),
        maxQuantity: 1,
      },
];

function countryProduct(row: TCountryFormation): TSeedProduct {
  const country = findCountry(row.code);
  const countryName = country?.name ?? row.code;
  return {
    slug: row.slug,
    name: row.name,
    summary: `Form a ${row.entity} in ${countryName}, registered with the ${row.registry} in about ${row.days} working day${row.days === 1 ? '' : 's'}.`,
    description:
      `We form your ${row.entity} (${row.localName}) in ${countryName}: we check the name, draft the articles, ` +
      `arrange any notary appointment, file with the ${row.registry} and send you the certificate and register extract. ` +
      'The price includes the government fee, which we pass on at cost.',
    category: 'company_formation',
    pricePence: gbp(row.fee),
    filingFeePence: gbp(row.filing),
    billing: 'one_off',
    interval: null,
    countryCode: row.code,
    stateCode: null,
    features: [
      'Company name check',
      'Articles of association drafted',
      `Filing with the ${row.registry}`,
      'Certificate of incorporation and register extract',
      'Digital copies of every document',
    ],
    seoTitle: `${row.name} formation in ${countryName}`.slice(0, 70),
    seoDescription:
      `Form a ${row.entity} in ${countryName} online: name check, articles and filing with the ${row.registry}.`.slice(
        0,
        170,
      ),
    sortOrder: row.sortOrder,
    addOns: row.code === 'GB' ? UK_ADD_ONS : countryAddOns(row.registry),
  };
}

function usProducts(): TSeedProduct[] {
  return US_STATES.flatMap((state) => {
    const fees = US_FILING_FEES_USD[state.code];
    if (!fees) throw new Error(`No filing fees for ${state.name}`);
    const stateSlug = state.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const sortOrder = US_STATE_ORDER[state.code] ?? 200;
    const common = {
      category: 'company_formation' as const,
      billing: 'one_off' as const,
      interval: null,
      countryCode: 'US',
      stateCode: state.code,
    };
    return [
      {
        ...common,
        slug: `${stateSlug}-llc-formation`,
        name: `${state.name} LLC`,
        summary: `Form a limited liability company in ${state.name}; the price includes the $${fees.llc} state fee.`,
        description:
          `We reserve the name, file the Articles of Organization with the ${state.name} Secretary of State, ` +
          'prepare an operating agreement and send you the stamped documents. Open to founders who live anywhere.',
        pricePence: US_LLC_FEE,
        filingFeePence: usd(fees.llc),
        features: [
          'Name availability check',
          `Articles of Organization filed in ${state.name}`,
          'Operating agreement template',
          'Annual report reminders',
        ],
        seoTitle: `Form an LLC in ${state.name}`,
        seoDescription: `Start a ${state.name} LLC online from anywhere in the world. Our fee plus the $${fees.llc} state filing fee.`,
        sortOrder,
        addOns: usAddOns('LLC'),
      },
      {
        ...common,
        slug: `${stateSlug}-c-corp-formation`,
        name: `${state.name} C-Corp`,
        summary: `Incorporate a C corporation in ${state.name}, ready for investors; the price includes the $${fees.corp} state fee.`,
        description:
          `We file the Articles (Certificate) of Incorporation with the ${state.name} Secretary of State, adopt bylaws, ` +
          'appoint directors and issue founder shares, so you can raise money and grant stock options.',
        pricePence: US_CORP_FEE,
        filingFeePence: usd(fees.corp),
        features: [
          `Certificate of Incorporation filed in ${state.name}`,
          'Bylaws and initial board resolutions',
          'Founder share issuance',
          'Annual report reminders',
        ],
        seoTitle: `Incorporate a C-Corp in ${state.name}`,
        seoDescription: `Incorporate a ${state.name} C corporation online, ready for investors. Our fee plus the $${fees.corp} state fee.`,
        sortOrder: sortOrder + 1,
        addOns: usAddOns('C-Corp'),
      },
    ];
  });
}

/** 25 countries with one company type each and every US state with an LLC and a C-Corp. */
export function formationProducts(): TSeedProduct[] {
  return [...COUNTRY_FORMATIONS.map(countryProduct), ...usProducts()];
}

/** For tests: the fee a state charges, in pence, as seeded. */
export function seededStateFeePence(stateCode: string, entity: 'llc' | 'corp'): number {
  const fees = US_FILING_FEES_USD[stateCode];
  if (!fees) throw new Error(`No filing fees for ${stateCode}`);
  return usd(fees[entity]);
}
